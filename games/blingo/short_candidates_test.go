package blingo

import (
	"flag"
	"fmt"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// candidateGames is the number of games TestShortCandidates plays for
// each candidate ending and player count; 0 skips it: it is a
// measurement, not a check.
var candidateGames = flag.Int("candidates", 0, "games TestShortCandidates plays a candidate and player count; 0 skips it")

// shortCandidates are candidate endings of a shorter Blingo, each a test
// of the state after a turn (st.Last the turn just played): true ends the
// game there, scored as any end (most markers, then most Blingo lines).
var shortCandidates = []struct {
	name string
	ends func(st *state) bool
}{
	{"40 rounds", func(st *state) bool { return st.Turn >= 40*st.Seats }},
	{"66 squares covered", func(st *state) bool { return st.Board.Covered() >= 66 }},
	{"72 squares covered", func(st *state) bool { return st.Board.Covered() >= 72 }},
	{"a player holds 30 squares", func(st *state) bool { return st.Board.Count(st.Last.Seat) >= 30 }},
	{"a player holds 35 squares", func(st *state) bool { return st.Board.Count(st.Last.Seat) >= 35 }},
	{"a player's first Blingo line (length:short)", func(st *state) bool { return st.Board.Blingos(st.Last.Seat).Len() >= 1 }},
	{"a player's second Blingo line", func(st *state) bool { return st.Board.Blingos(st.Last.Seat).Len() >= 2 }},
}

// candidateState is a Blingo state whose game also ends when its
// candidate ending says so.
type candidateState struct {
	*state
	ends func(st *state) bool
}

// Apply plays m, then ends the game when the candidate says so.
func (c candidateState) Apply(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	next, err := c.state.Apply(s, m, r)
	if err != nil {
		return nil, err
	}
	st := next.(*state)
	if st.Phase == Rolling && c.ends(st) {
		over := *st
		over.Phase, over.End = Over, Capped
		st = &over
	}
	return candidateState{st, c.ends}, nil
}

// TestShortCandidates measures candidate endings of a shorter game with
// normal bots: the median choices a player, the games whose win is
// shared and those won by the player of the last turn, at 2 to 6
// players, -candidates games each.
func TestShortCandidates(t *testing.T) {
	if *candidateGames == 0 {
		t.Skip("a measurement: run with -candidates N")
	}
	normal := games.BotFor(Rules, games.Normal)
	for _, c := range shortCandidates {
		line := c.name + ":"
		for seats := MinSeats; seats <= MaxSeats; seats++ {
			var choices []int
			shared, last := 0, 0
			for g := range uint64(*candidateGames) {
				st, made := normalGame(t, candidateState{newState(seats, Unlimited), c.ends}, g, normal, nil)
				choices = append(choices, made...)
				switch w := st.Result().Winners; {
				case len(w) > 1:
					shared++
				case w[0] == st.(candidateState).Last.Seat:
					last++
				}
			}
			slices.Sort(choices)
			line += fmt.Sprintf(" %d players %d choices, %.1f%% shared, %.1f%% won by the last turn's player;", seats, choices[len(choices)/2],
				100*float64(shared)/float64(*candidateGames), 100*float64(last)/float64(*candidateGames))
		}
		t.Log(line)
	}
}
