package blingo

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// endGames is the number of games TestShortEnds plays for each ending
// and player count; 0 skips it: it is a measurement, not a check.
var endGames = flag.Int("ends", 0, "games TestShortEnds plays an ending and player count; 0 skips it")

// endOnly, when set, limits TestShortEnds and TestShortEndsHard to the
// endings whose name contains it; ending in "$", to the ending of that
// name.
var endOnly = flag.String("ends.only", "", "the short-end tests play only the endings whose name contains this (is this, before a final $)")

// endRows is the rows of the board the short-end tests play on: Rows or
// ShortRows.
var endRows = flag.Int("ends.rows", Rows, "the rows of the board the short-end tests play on: 8 or 7")

// endStart returns a new game of seats players on the board of -ends.rows
// rows, played to the blackout unless an ending ends it.
func endStart(seats int) *state {
	st := newState(seats, Unlimited)
	st.Board = NewBoard(*endRows)
	return st
}

// endMemo is what an ending remembers of the game so far: the turn that
// made the first Blingo line, 0 before it.
type endMemo struct{ firstLine int }

// shortEnd is a candidate ending of a shorter Blingo: a test of the state
// after a turn (st.Last the turn just played) and what the game so far
// left in memo; true ends the game there, scored as any end (most
// markers, then most Blingo lines).
type shortEnd struct {
	name  string
	ends  func(st *state, memo endMemo) bool
	count int // the squares a player holds that end the game; 0 when the ending is no count
}

// linesMade is the number of Blingo lines on the board, a line made by
// two players counted twice.
func linesMade(st *state) int {
	n := 0
	for s := range st.Seats {
		n += st.blingos[s].Len()
	}
	return n
}

// ending returns a shortEnd that is no count of squares.
func ending(name string, ends func(st *state, memo endMemo) bool) shortEnd {
	return shortEnd{name: name, ends: ends}
}

// holds returns an ending at a player holding n squares: the player who
// gets there is the only one with n, so no win is shared.
func holds(n int) shortEnd {
	return shortEnd{name: fmt.Sprintf("a player holds %d squares", n), count: n,
		ends: func(st *state, _ endMemo) bool { return st.Board.Count(st.Last.Seat) >= n }}
}

// secondLine reports whether the player of the last turn holds two
// Blingo lines.
func secondLine(st *state) bool { return st.blingos[st.Last.Seat].Len() >= 2 }

// secondOrHolds returns an ending at a player's second line or a player
// holding n squares.
func secondOrHolds(n int) shortEnd {
	return ending(fmt.Sprintf("a player's second line or %d squares", n), func(st *state, _ endMemo) bool {
		return secondLine(st) || st.Board.Count(st.Last.Seat) >= n
	})
}

// lineAndHolds returns an ending at a player's second line or a player
// with a line holding n squares.
func lineAndHolds(n int) shortEnd {
	return ending(fmt.Sprintf("a player's second line, or a line and %d squares", n), func(st *state, _ endMemo) bool {
		return secondLine(st) || st.blingos[st.Last.Seat].Len() == 1 && st.Board.Count(st.Last.Seat) >= n
	})
}

// lateLine returns an ending at a player's second line or a line made
// from round r on.
func lateLine(r int) shortEnd {
	return ending(fmt.Sprintf("a player's second line, or a line made from round %d", r), func(st *state, _ endMemo) bool {
		return secondLine(st) || st.Last.Blingos != 0 && st.Turn > (r-1)*st.Seats
	})
}

// secondOrRounds returns an ending at a player's second line or after r
// rounds.
func secondOrRounds(r int) shortEnd {
	return ending(fmt.Sprintf("a player's second line or %d rounds", r), func(st *state, _ endMemo) bool {
		return secondLine(st) || st.Turn >= r*st.Seats
	})
}

// shortEnds are the endings TestShortEnds and TestShortEndsHard measure:
// by squares held, by a first line with a last turn for the others, by a
// player's second line and ways to shorten it, by lines on the board.
var shortEnds = []shortEnd{
	holds(24), holds(26), holds(28), holds(29), holds(30), holds(31), holds(32), holds(33), holds(35), holds(38), holds(40),
	ending("a player's first line", func(st *state, _ endMemo) bool { return st.blingos[st.Last.Seat].Len() >= 1 }),
	ending("a first line, then one more turn for each other player", func(st *state, m endMemo) bool {
		return m.firstLine > 0 && st.Turn >= m.firstLine+st.Seats-1
	}),
	ending("a first line, at the end of its round", func(st *state, m endMemo) bool {
		return m.firstLine > 0 && int(st.Last.Seat) == st.Seats-1
	}),
	ending("a player's second line", func(st *state, _ endMemo) bool { return secondLine(st) }),
	secondOrHolds(36), secondOrHolds(38), secondOrHolds(40), secondOrHolds(44), secondOrHolds(48),
	lineAndHolds(34), lineAndHolds(36), lineAndHolds(38), lineAndHolds(40),
	lateLine(25), lateLine(28), lateLine(31),
	ending("a player's second line, or a row", func(st *state, _ endMemo) bool {
		return secondLine(st) || st.blingos[st.Last.Seat]&LineSet(1<<Rows-1) != 0
	}),
	secondOrRounds(30), secondOrRounds(36), secondOrRounds(40),
	ending("a second line on the board", func(st *state, _ endMemo) bool { return linesMade(st) >= 2 }),
	ending("a third line on the board", func(st *state, _ endMemo) bool { return linesMade(st) >= 3 }),
	ending("a second line on the board or a player holds 33 squares", func(st *state, _ endMemo) bool {
		return linesMade(st) >= 2 || st.Board.Count(st.Last.Seat) >= 33
	}),
}

// endState is a Blingo state whose game also ends when its ending says
// so.
type endState struct {
	*state
	end  *shortEnd
	memo endMemo
}

// Apply plays m, then ends the game when the ending says so.
func (e endState) Apply(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	next, err := e.state.Apply(s, m, r)
	if err != nil {
		return nil, err
	}
	st, memo := next.(*state), e.memo
	if st.Phase == Over || st.Phase == Placing {
		return endState{st, e.end, memo}, nil
	}
	if memo.firstLine == 0 && linesMade(st) > 0 {
		memo.firstLine = st.Last.Turn
	}
	if e.end.ends(st, memo) {
		over := *st
		over.Phase, over.End = Over, Capped
		st = &over
	}
	return endState{st, e.end, memo}, nil
}

// selectedEnds returns the endings -ends.only selects.
func selectedEnds() []*shortEnd {
	var out []*shortEnd
	for i := range shortEnds {
		name, exact := strings.CutSuffix(*endOnly, "$")
		if exact && shortEnds[i].name == name || !exact && strings.Contains(shortEnds[i].name, name) {
			out = append(out, &shortEnds[i])
		}
	}
	return out
}

// TestShortEnds measures candidate endings with normal bots: the median
// choices a player, the games whose win is shared and those with a Blingo
// line on the board at the end, at 2 to 6 players, -ends games each.
func TestShortEnds(t *testing.T) {
	if *endGames == 0 {
		t.Skip("a measurement: run with -ends N")
	}
	normal := games.BotFor(Rules, games.Normal)
	for _, c := range selectedEnds() {
		line := c.name + ":"
		for seats := MinSeats; seats <= MaxSeats; seats++ {
			var choices []int
			shared, lined := 0, 0
			for g := range uint64(*endGames) {
				st, made := normalGame(t, endState{state: endStart(seats), end: c}, g, normal, nil)
				choices = append(choices, made...)
				if len(st.Result().Winners) > 1 {
					shared++
				}
				if linesMade(st.(endState).state) > 0 {
					lined++
				}
			}
			slices.Sort(choices)
			line += fmt.Sprintf(" %d: %d choices %.1f%% shared %.0f%% lined;", seats, choices[len(choices)/2],
				100*float64(shared)/float64(*endGames), 100*float64(lined)/float64(*endGames))
		}
		t.Log(line)
	}
}
