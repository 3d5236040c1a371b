package quinientos

import (
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// stored is a state as Encode writes it and Decode reads it: the hands and
// the layout as lists.
type stored struct {
	Round  int           `json:"round"`  // the round in play, 1-based
	Leader games.Seat    `json:"leader"` // the seat that leads this round
	Turn   games.Seat    `json:"turn"`   // the seat to play
	Hands  [Seats]Hand   `json:"hands"`  // each heaviest first
	Layout Layout        `json:"layout"` // the line, left to right; null before the lead
	Void   [Seats]Values `json:"void"`   // values each seat showed it lacks, by passing, this round
	Scores [2]int        `json:"scores"` // by team
	Rounds []Round       `json:"rounds"` // finished rounds, hands revealed
	Recent []Event       `json:"recent"` // what the last move (or the deal) did
	Over   bool          `json:"over"`
}

// stored returns the state as Encode writes it.
func (st *state) stored() stored {
	var hands [Seats]Hand
	for s := range hands {
		hands[s] = st.hand(games.Seat(s))
	}
	return stored{
		Round: st.Round(), Leader: st.Leader(), Turn: st.Turn(), Hands: hands, Layout: st.layout(),
		Void: st.Void, Scores: st.Scores, Rounds: st.past.rounds(), Recent: st.recent(), Over: st.Over,
	}
}

// state returns the state that sd stores, which check has accepted.
func (sd *stored) state() *state {
	f := flatState{
		round: int32(sd.Round), leader: uint8(sd.Leader), turn: uint8(sd.Turn), line: lineOf(sd.Layout),
		Void: sd.Void, Scores: sd.Scores, Over: sd.Over,
	}
	for s, h := range sd.Hands {
		f.hands[s] = setOf(h)
	}
	return decodedState(f, historyOf(sd.Rounds), sd.Recent)
}

// decodedState returns the state of f and past whose Recent is recent, as
// Decode read it: the first state of a block of its own, which keeps
// recent.
func decodedState(f flatState, past *history, recent []Event) *state {
	b := &stateBlock{recent: recent}
	st := b.claim()
	st.flatState, st.past, st.block = f, past, b
	st.last = lastMove{from: fromBlock}
	return st
}

// check verifies a decoded state: the set is complete and unique between
// the hands and the layout, each hand is heaviest first, the layout
// matches, the seats are in range.
func (sd *stored) check() error {
	switch {
	case sd.Round < 1:
		return fmt.Errorf("round %d", sd.Round)
	case sd.Leader < 0 || sd.Leader >= Seats:
		return fmt.Errorf("leader %d", sd.Leader)
	case sd.Turn < 0 || sd.Turn >= Seats:
		return fmt.Errorf("turn %d", sd.Turn)
	case len(sd.Rounds) != sd.Round-1 && !(sd.Over && len(sd.Rounds) == sd.Round):
		return fmt.Errorf("%d rounds recorded in round %d", len(sd.Rounds), sd.Round)
	case sd.Over != (sd.Scores[TeamA] >= Target || sd.Scores[TeamB] >= Target):
		return fmt.Errorf("over %v with scores %v", sd.Over, sd.Scores)
	}
	seen := map[Tile]bool{}
	all := sd.Layout.Tiles()
	for s, h := range sd.Hands {
		if !slices.IsSortedFunc(h, compareTiles) {
			return fmt.Errorf("hand %d is not heaviest first", s)
		}
		all = append(all, h...)
	}
	for _, t := range all {
		if !t.Valid() || seen[t] {
			return fmt.Errorf("tile %d-%d twice or invalid", t.Hi, t.Lo)
		}
		seen[t] = true
	}
	if len(seen) != SetSize {
		return fmt.Errorf("%d tiles in play, want %d", len(seen), SetSize)
	}
	return sd.Layout.check()
}
