package quingo

import (
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// record is a state in the form it is encoded in: Encode writes it and
// Decode reads it, as json.Marshal and json.Unmarshal would.
type record struct {
	Phase    Phase        `json:"phase"`
	Setup    Setup        `json:"setup"`    // bonuses and W, shared by all sheets
	Pool     Pool         `json:"pool"`     // the community dice
	Sheets   []Sheet      `json:"sheets"`   // one per seat
	Limits   []int        `json:"limits"`   // each seat's d6 this round; 0 before the first round
	Round    int          `json:"round"`    // rounds rolled, the current one included
	First    games.Seat   `json:"first"`    // the seat that went first this round
	Turn     games.Seat   `json:"turn"`     // the seat on turn while Playing or in the LastLap
	Finisher games.Seat   `json:"finisher"` // the seat whose full sheet began the last lap; -1 before
	Lap      []games.Seat `json:"lap"`      // LastLap: the seats still to take their last turn, Turn first
	Stalled  bool         `json:"stalled"`  // the game ended because no one could check a box for StallRounds rounds
	Last     *Event       `json:"last"`     // the last turn taken; nil before the first
}

// record returns the state as a record.
func (st *state) record() *record {
	rec := &record{
		Phase: st.Phase, Setup: st.Setup(), Pool: st.Pool(), Limits: st.Limits(),
		Round: st.Round, First: st.First, Turn: st.Turn(), Finisher: st.Finisher,
		Lap: st.Lap(), Stalled: st.Stalled, Last: st.Last(),
	}
	for s := range st.seats() {
		rec.Sheets = append(rec.Sheets, st.Sheet(games.Seat(s)))
	}
	return rec
}

// state returns the position rec records, once checked: its parts are in
// range and agree with its phase.
func (rec *record) state() (*state, error) {
	if err := rec.check(); err != nil {
		return nil, err
	}
	return rec.compact(), nil
}

// compact returns the state rec records. Its seats, limits and pool must
// be checked; so must its last lap, else the state's is left empty.
func (rec *record) compact() *state {
	st := &state{
		tab: tableOf(rec.Pool), Phase: rec.Phase,
		Round: rec.Round, First: rec.First, onTurn: int8(rec.Turn), Finisher: rec.Finisher,
		last: lastOf(rec.Last), dice: diceOf(rec.Pool), nSeats: uint8(len(rec.Sheets)),
		Stalled: rec.Stalled,
	}
	st.setSetup(rec.Setup)
	for s, sh := range rec.Sheets {
		st.sheets[s] = marksOf(sh)
		st.limits[s] = rec.Limits[s]
	}
	if len(rec.Lap) <= maxSeats {
		st.nLap = uint8(len(rec.Lap))
		for i, s := range rec.Lap {
			st.lap[i] = int8(s)
		}
	}
	return st
}

// check verifies a decoded record: its parts are in range and agree with
// its phase.
func (rec *record) check() error {
	n := len(rec.Sheets)
	switch {
	case n < minSeats || n > maxSeats:
		return fmt.Errorf("%d seats", n)
	case len(rec.Limits) != n:
		return fmt.Errorf("%d limits for %d seats", len(rec.Limits), n)
	case rec.Phase < Choosing || rec.Phase > Over:
		return fmt.Errorf("phase %d", rec.Phase)
	}
	if err := rec.Setup.valid(); err != nil {
		return err
	}
	if err := rec.Pool.valid(rec.Round > 0); err != nil {
		return err
	}
	maxWild := tableOf(rec.Pool).maxWild
	for s, sh := range rec.Sheets {
		if err := sh.valid(); err != nil {
			return fmt.Errorf("%s: %w", games.Seat(s), err)
		}
		for _, w := range sh.Wilds {
			if w > maxWild {
				return fmt.Errorf("%s: wild number %d past the pool's largest sum", games.Seat(s), w)
			}
		}
		if rec.Phase != Choosing && !sh.Chosen() {
			return fmt.Errorf("%s: wilds not chosen in phase %s", games.Seat(s), rec.Phase)
		}
	}
	if err := rec.Last.check(n); err != nil {
		return err
	}
	switch rec.Phase {
	case Choosing:
		return rec.checkChoosing()
	case Over:
		return rec.checkOver()
	}
	return rec.checkPlay()
}

func (rec *record) checkChoosing() error {
	switch {
	case !slices.ContainsFunc(rec.Sheets, func(sh Sheet) bool { return !sh.Chosen() }):
		return fmt.Errorf("every seat has chosen, yet play has not started")
	case rec.Round != 0 || rec.Turn != 0 || rec.First != 0 || rec.Finisher != -1 || rec.Lap != nil || rec.Last != nil || rec.Stalled:
		return fmt.Errorf("play recorded while choosing wilds")
	case slices.ContainsFunc(rec.Limits, func(l int) bool { return l != 0 }):
		return fmt.Errorf("limits rolled while choosing wilds")
	}
	return nil
}

func (rec *record) checkOver() error {
	for s, sh := range rec.Sheets {
		if sh.OpenBoxes() != 0 {
			return fmt.Errorf("%s has open boxes after the end", games.Seat(s))
		}
	}
	if rec.Turn != -1 || rec.Lap != nil {
		return fmt.Errorf("a turn after the end")
	}
	return nil
}

func (rec *record) checkPlay() error {
	n := games.Seat(len(rec.Sheets))
	switch {
	case rec.Round < 1 || rec.Stalled:
		return fmt.Errorf("round %d in play", rec.Round)
	case rec.Turn < 0 || rec.Turn >= n || rec.First < 0 || rec.First >= n:
		return fmt.Errorf("turn %d, first %d", rec.Turn, rec.First)
	case slices.ContainsFunc(rec.Limits, func(l int) bool { return l < 1 || l > LimitDie }):
		return fmt.Errorf("limits %v", rec.Limits)
	}
	full := 0
	for _, sh := range rec.Sheets {
		if sh.Full() {
			full++
		}
	}
	if rec.Phase == Playing {
		switch {
		case full > 0 || rec.Finisher != -1 || rec.Lap != nil:
			return fmt.Errorf("a full sheet outside the last lap")
		case rec.Pool.Left() == 0 || !rec.anyCanCheck():
			return fmt.Errorf("a round no one can play is not over")
		}
		return nil
	}
	switch {
	case rec.Finisher < 0 || rec.Finisher >= n || !rec.Sheets[rec.Finisher].Full():
		return fmt.Errorf("last lap without a full sheet")
	case len(rec.Lap) == 0 || rec.Lap[0] != rec.Turn || slices.Contains(rec.Lap, rec.Finisher):
		return fmt.Errorf("last lap %v, turn %d", rec.Lap, rec.Turn)
	case rec.Pool.Left() == 0:
		return fmt.Errorf("an empty pool in the last lap")
	}
	for i, s := range rec.Lap {
		if s < 0 || s >= n || (i > 0 && (s-rec.Finisher+n)%n <= (rec.Lap[i-1]-rec.Finisher+n)%n) {
			return fmt.Errorf("last lap %v out of order", rec.Lap)
		}
	}
	return nil
}

// anyCanCheck reports whether some seat could check a box from the pool.
func (rec *record) anyCanCheck() bool {
	st := rec.compact()
	return st.anyCanCheck(st.everyone())
}
