package cinqo

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// Decode restores a state written by Encode and checks that it could arise
// in play.
func (rules) Decode(data []byte) (games.State, error) {
	type kept = state
	// state is the state as json reads it, with the active seat a
	// games.Seat, which the kept state holds in a byte once check has
	// found it in range. It is named state and its fields typed as the
	// kept state's, as json's errors name them.
	type state struct {
		Mode   Mode       `json:"mode"`
		Rounds int8       `json:"rounds"`
		Phase  Phase      `json:"phase"`
		Active games.Seat `json:"active"`
		Round  int16      `json:"round"`
		Extra  bool       `json:"extra"`
		Rolls  int8       `json:"rolls"`
		Rack   Dice       `json:"rack"`
		Bank   Dice       `json:"bank"`
		Roll   Dice       `json:"roll"`
		HiLo   HiLo       `json:"hilo"`
		Boxed  bool       `json:"boxed"`
		Totals scores     `json:"totals"`
		Last   lastTurn   `json:"last"`
	}
	var in state
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, fmt.Errorf("cinqo: decode: %w", err)
	}
	st := &kept{
		Mode: in.Mode, Rounds: in.Rounds, Phase: in.Phase, Active: int8(in.Active), Round: in.Round,
		Extra: in.Extra, Rolls: in.Rolls, Rack: in.Rack, Bank: in.Bank, Roll: in.Roll,
		HiLo: in.HiLo, Boxed: in.Boxed, Totals: in.Totals, Last: in.Last,
	}
	if err := st.check(in.Active); err != nil {
		return nil, fmt.Errorf("cinqo: decode: %w", err)
	}
	return st, nil
}
