package cinqo

import (
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Target is the total that wins a race and ends a solitaire game.
const Target = 100

// MaxRolls is the most rolls of one turn.
const MaxRolls = 5

// state is a position of a Cinq-O game. It is a value: Apply works on a
// copy (see clone). Apply copies it on every move, so it is small and
// holds no pointer: the small numbers are bytes, the totals and the last
// turn are kept inline (see scores and lastTurn), and the state is 64
// bytes. The field order is the order of the JSON Encode writes.
type state struct {
	Mode   Mode     `json:"mode"`
	Rounds int8     `json:"rounds"` // rounds to play in Rounds mode, else 0
	Phase  Phase    `json:"phase"`
	Active int8     `json:"active"`        // the seat whose turn it is
	Round  int16    `json:"round"`         // the current round, from 1
	Extra  bool     `json:"extra"`         // the turn is an extra turn for five of a kind
	Rolls  int8     `json:"rolls"`         // rolls taken this turn
	Rack   Dice     `json:"rack"`          // racked dice
	Bank   Dice     `json:"bank"`          // banked dice
	Roll   Dice     `json:"roll"`          // dice of the last roll not yet placed
	HiLo   HiLo     `json:"hilo"`          // the Hi/Lo die's face; NoHiLo before the first roll
	Boxed  bool     `json:"boxed"`         // the Hi/Lo die is in the box
	Totals scores   `json:"totals"`        // points per seat
	Last   lastTurn `json:"last,omitzero"` // none before the first turn ends
}

// Turn is a finished turn: who played it and how it scored.
type Turn struct {
	Seat  games.Seat `json:"seat"`
	Round int        `json:"round"`
	Extra bool       `json:"extra,omitempty"` // an extra turn for five of a kind
	Dice  Dice       `json:"dice"`            // the five racked dice, or the five of a kind
	HiLo  HiLo       `json:"hilo"`            // the Hi/Lo die's final face
	Score Scoring    `json:"score"`
}

var _ games.State = (*state)(nil)

func newState(mode Mode, rounds, seats int) *state {
	return &state{Mode: mode, Rounds: int8(rounds), Round: 1, Totals: newScores(seats)}
}

// clone copies st: the state holds no pointer, so the copy shares
// nothing.
func (st *state) clone() *state {
	c := *st
	return &c
}

func (st *state) seats() int { return st.Totals.len() }

// free returns the number of dice the next roll rolls: those neither
// racked, banked nor waiting in the roll.
func (st *state) free() int {
	return DiceCount - (pack(st.Rack) + pack(st.Bank) + pack(st.Roll)).len()
}

// Actors lists the active seat until the game is over. The slice is
// shared (see games.Only) and read-only.
func (st *state) Actors() []games.Seat {
	if st.Phase == Over {
		return nil
	}
	return games.Only(games.Seat(st.Active))
}

func (st *state) isActor(s games.Seat) bool { return st.Phase != Over && s == games.Seat(st.Active) }

// Result returns the totals; winners once the game is over.
func (st *state) Result() games.Result {
	res := games.Result{Over: st.Phase == Over, Scores: st.Totals.list()}
	if !res.Over {
		return res
	}
	res.Winners = st.winners()
	res.Summary = st.summary().In(locale.English)
	return res
}

// winners are the seats with the best total, ascending.
func (st *state) winners() []games.Seat {
	scores := st.Totals.list()
	best := slices.Max(scores)
	var out []games.Seat
	for s, v := range scores {
		if v == best {
			out = append(out, games.Seat(s))
		}
	}
	return out
}

// summary is the result of a finished game in every language, seats
// written with games.SeatRef among its arguments: "{seat:0} wins with
// 104 points".
func (st *state) summary() locale.Text {
	if st.Phase != Over {
		return locale.Text{}
	}
	winners := st.winners()
	best := st.Totals.list()[winners[0]]
	refs := make(seatList, len(winners))
	for i, s := range winners {
		refs[i] = games.SeatRef(s)
	}
	points := locale.T("board.cinqo.points", best)
	switch {
	case st.Mode == Solitaire:
		return locale.T("board.cinqo.summary_solitaire", refs[0], Target, locale.T("board.cinqo.rounds", int(st.Round)), points)
	case len(refs) == 1:
		return locale.T("board.cinqo.summary_wins", refs[0], points)
	}
	return locale.T("board.cinqo.summary_shared", refs, points)
}

// RoundsTaken returns the rounds a finished solitaire game took to reach
// 100, the result kept as a personal best; false for any other state.
func RoundsTaken(s games.State) (int, bool) {
	st, ok := s.(*state)
	if !ok || st.Mode != Solitaire || st.Phase != Over {
		return 0, false
	}
	return int(st.Round), true
}

// check verifies a decoded state, whose active seat as read is active:
// everything Apply relies on. st.Active holds active only when it is in
// range.
func (st *state) check(active games.Seat) error {
	n, placed := st.seats(), st.Rack.Len()+st.Bank.Len()
	switch {
	case n < minSeats || n > maxSeats:
		return fmt.Errorf("%d seats", n)
	case st.Mode == Solitaire && n != 1:
		return fmt.Errorf("solitaire with %d seats", n)
	case st.Mode == Rounds && (st.Rounds < minRounds || st.Rounds > maxRounds):
		return fmt.Errorf("%d rounds", st.Rounds)
	case st.Mode != Rounds && st.Rounds != 0:
		return fmt.Errorf("%d rounds in %s mode", st.Rounds, st.Mode)
	case active < 0 || int(active) >= n:
		return fmt.Errorf("active seat %d", active)
	case st.Round < 1 || (st.Mode == Rounds && st.Round > int16(st.Rounds)):
		return fmt.Errorf("round %d", st.Round)
	case st.Rolls < 0 || st.Rolls > MaxRolls || st.Rack.Len() < int(st.Rolls)-1:
		return fmt.Errorf("%d rolls with %d dice racked", st.Rolls, st.Rack.Len())
	case st.Phase == Placing && (st.Rolls == 0 || st.Roll.Len() == 0 || placed+st.Roll.Len() != DiceCount):
		return fmt.Errorf("placing %d rolled dice", st.Roll.Len())
	case st.Phase != Placing && (st.Roll.Len() != 0 || st.Rack.Len() < int(st.Rolls) || placed >= DiceCount):
		return fmt.Errorf("%s with %d racked, %d banked, %d rolled", st.Phase, st.Rack.Len(), st.Bank.Len(), st.Roll.Len())
	case st.Phase < Rolling || st.Phase > Over:
		return fmt.Errorf("phase %d", st.Phase)
	case (st.Rolls > 0) != st.HiLo.Valid() || (st.Boxed && !st.HiLo.Valid()):
		return fmt.Errorf("Hi/Lo die %q after %d rolls", st.HiLo, st.Rolls)
	}
	if l := st.Last.turn(); l != nil && (l.Seat < 0 || int(l.Seat) >= n || !l.HiLo.Valid() || l.Dice.Len() != DiceCount) {
		return fmt.Errorf("last turn of %s with %q and %d dice", l.Seat, l.HiLo, l.Dice.Len())
	}
	for s, t := range st.Totals.list() {
		if t < 0 {
			return fmt.Errorf("%s has %d points", games.Seat(s), t)
		}
	}
	return nil
}
