package cinqo

import "github.com/quintetbot/quintet/games"

// state is the encoded form of a position, field for field in the order
// Encode writes them. Decode reads JSON into it, so its name, fields and
// tags are part of Decode's error texts and must not change.
type state struct {
	Mode   Mode       `json:"mode"`
	Rounds int        `json:"rounds"` // rounds to play in Rounds mode, else 0
	Phase  Phase      `json:"phase"`
	Active games.Seat `json:"active"` // the seat whose turn it is
	Round  int        `json:"round"`  // the current round, from 1
	Extra  bool       `json:"extra"`  // the turn is an extra turn for five of a kind
	Rolls  int        `json:"rolls"`  // rolls taken this turn
	Rack   Dice       `json:"rack"`   // racked dice
	Bank   Dice       `json:"bank"`   // banked dice
	Roll   Dice       `json:"roll"`   // dice of the last roll not yet placed
	HiLo   HiLo       `json:"hilo"`   // the Hi/Lo die's face; NoHiLo before the first roll
	Boxed  bool       `json:"boxed"`  // the Hi/Lo die is in the box
	Totals []int      `json:"totals"` // points per seat
	Last   *Turn      `json:"last,omitempty"`
}

// wire returns the encoded form of st. It shares Totals and Last with st.
func (st *position) wire() *state {
	return &state{
		Mode: st.Mode, Rounds: st.Rounds, Phase: st.Phase, Active: st.Active,
		Round: st.Round, Extra: st.Extra, Rolls: st.Rolls,
		Rack: st.Rack, Bank: st.Bank, Roll: st.Roll, HiLo: st.HiLo, Boxed: st.Boxed,
		Totals: st.Totals, Last: st.Last,
	}
}

// position returns the position w encodes. It shares Totals and Last
// with w.
func (w *state) position() *position {
	return &position{
		Last: w.Last, Totals: w.Totals,
		Mode: w.Mode, Rounds: w.Rounds, Phase: w.Phase, Active: w.Active,
		Round: w.Round, Extra: w.Extra, Rolls: w.Rolls,
		Rack: w.Rack, Bank: w.Bank, Roll: w.Roll, HiLo: w.HiLo, Boxed: w.Boxed,
	}
}
