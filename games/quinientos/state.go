package quinientos

import (
	"strconv"

	"github.com/quintetbot/quintet/games"
)

// state is a position of a Quinientos game. It is a value, held in place:
// its flatState holds no pointers, so Apply copies it as plain memory; past
// is replaced, never written to.
type state struct {
	flatState
	past  *history    // finished rounds, the newest with its hands revealed
	block *stateBlock // where the next move's state comes from
}

// flatState is the part of a state without pointers: hands are tile sets
// and the layout a line, so it copies in one assignment. It is 80 bytes, so
// that a stateBlock fills its size class.
type flatState struct {
	hands  [Seats]tileSet // secret: each seat sees its own
	line   line           // the layout, left to right
	Scores [2]int         // by team
	round  int32          // the round in play, 1-based: see Round
	Void   [Seats]Values  // values each seat showed it lacks, by passing, this round
	leader uint8          // the seat that leads this round: see Leader
	turn   uint8          // the seat to play: see Turn
	Over   bool
	last   lastMove // what the last move (or the deal) did: see recent
}

// Round returns the round in play, 1-based.
func (st *state) Round() int { return int(st.round) }

// Leader returns the seat that leads this round.
func (st *state) Leader() games.Seat { return games.Seat(st.leader) }

// Turn returns the seat to play.
func (st *state) Turn() games.Seat { return games.Seat(st.turn) }

var _ games.State = (*state)(nil)

// newState deals round 1 with r: the holder of 6-6 leads.
func newState(r games.Rand) *state {
	st := &state{}
	st.deal(r, 1, 0)
	st.last.from = fromDeal
	return st
}

// successor returns a copy of the state for a move to change: from the
// state's block while it has room, else from a new block. It copies the flat part and the pointers apart, which spares
// the copy a barrier over the whole state while the collector runs.
func (st *state) successor() *state {
	block := st.block
	c := block.claim()
	if c == nil {
		block = new(stateBlock)
		c = block.claim()
	}
	c.flatState = st.flatState
	c.past, c.block = st.past, block
	return c
}

// hand returns the hand of seat s, heaviest first.
func (st *state) hand(s games.Seat) Hand { return st.hands[s].hand() }

// layout returns the layout, nil before the lead.
func (st *state) layout() Layout { return st.line.layout() }

// Actors lists the seat to play, none once the game is over.
func (st *state) Actors() []games.Seat {
	if st.Over {
		return nil
	}
	return games.Only(st.Turn())
}

func (st *state) isActor(s games.Seat) bool { return !st.Over && s == st.Turn() }

// Legal lists the plays of seat s in canonical notation, sorted. The seat
// to play always has one: the engine passes for seats that have none. A
// list that is a run of playMoves (such as the plays of a single playable
// tile) is shared from it; another comes from the state's block.
func (st *state) Legal(s games.Seat) []games.Move {
	if !st.isActor(s) {
		return nil
	}
	playable, both := st.playable(s)
	if playable.len() == 1 {
		return movesOfOne(playable, both)
	}
	var buf [2 * HandSize]playKey
	keys := appendPlayKeys(buf[:0], playable, both)
	if n := len(keys); n > 0 && int(keys[n-1]-keys[0]) == n-1 {
		return playMoves[keys[0] : keys[0]+playKey(n) : keys[0]+playKey(n)]
	}
	out := st.block.moveList(len(keys))
	for i, k := range keys {
		out[i] = playMoves[k]
	}
	return out
}

// plays lists the legal plays of seat s, in the order of their notation.
func (st *state) plays(s games.Seat) []Action {
	var buf [2 * HandSize]playKey
	playable, both := st.playable(s)
	keys := appendPlayKeys(buf[:0], playable, both)
	out := make([]Action, len(keys))
	for i, k := range keys {
		out[i] = k.action()
	}
	return out
}

// playable returns the tiles seat s may play, and of those the ones that
// fit both open ends. In round 1 the lead is 6-6.
func (st *state) playable(s games.Seat) (playable, both tileSet) {
	hand := st.hands[s]
	left, right, ok := st.line.ends()
	switch {
	case st.mustLeadDoubleSix():
		return hand & tileSet(0).with(Tile{MaxPips, MaxPips}), 0
	case !ok:
		return hand, 0
	case st.line.loneDouble():
		// Either side of a lone double is the same play: offered once.
		return hand & showing[left], 0
	}
	return hand & (showing[left] | showing[right]), hand & showing[left] & showing[right]
}

// mustLeadDoubleSix reports whether the next tile is the lead of round 1.
func (st *state) mustLeadDoubleSix() bool { return st.Round() == 1 && st.line.n == 0 }

// Winner returns the team that reached the target, NoTeam before the end.
func (st *state) Winner() Team {
	switch {
	case !st.Over:
		return NoTeam
	case st.Scores[TeamA] >= Target:
		return TeamA
	case st.Scores[TeamB] >= Target:
		return TeamB
	}
	return NoTeam
}

// Result returns the team scores, each on both seats of the team; the
// winning partners once a team has reached 500.
func (st *state) Result() games.Result {
	res := games.Result{Over: st.Over, Scores: make([]int, Seats)}
	for s := range res.Scores {
		res.Scores[s] = st.Scores[TeamOf(games.Seat(s))]
	}
	w := st.Winner()
	if w == NoTeam {
		return res
	}
	seats := w.Seats()
	res.Winners = seats[:]
	res.Summary = w.Refs() + " win " + strconv.Itoa(st.Scores[w]) + " to " + strconv.Itoa(st.Scores[w.Other()])
	return res
}
