package cinqo

import (
	"encoding/json"

	"github.com/quintetbot/quintet/games"
)

// StatRounds is Cinq-O's statistic of its own: the rounds a solitaire
// game took to reach 100, fewer better. A solitaire game counts in this
// table only.
const StatRounds = "rounds"

// Statistics implements games.Measurer: solitaire's fewest rounds.
func (rules) Statistics() []games.Statistic {
	return []games.Statistic{{
		Name: StatRounds, Label: "Rounds", Choice: "Solitaire: fewest rounds",
		Note:  "Fewest rounds to reach 100 in solitaire Cinq-O.",
		Table: "Solitaire", Unit: "round", Fewer: true, Apart: true,
	}}
}

// Measure implements games.Measurer: the rounds a finished solitaire game
// took, read from the encoded state; nil for any other match.
func (rules) Measure(state []byte, seats int) []map[string]int {
	if seats != 1 {
		return nil
	}
	var st struct {
		Mode  string `json:"mode"`
		Phase string `json:"phase"`
		Round int    `json:"round"`
	}
	if json.Unmarshal(state, &st) != nil || st.Mode != Solitaire.String() || st.Phase != Over.String() || st.Round <= 0 {
		return nil
	}
	return []map[string]int{{StatRounds: st.Round}}
}
