package cinqo

import "fmt"

// Phase is the stage of the active player's turn.
type Phase int8

// The phases of a turn, in the order they come.
const (
	// Rolling: the active player rolls every die not racked or banked,
	// and the Hi/Lo die unless it is boxed.
	Rolling Phase = iota
	// Placing: the active player racks at least one die, may bank others
	// and may box the Hi/Lo die.
	Placing
	// Over: the game has ended.
	Over
)

var phaseNames = [...]string{"rolling", "placing", "over"}

// String returns "rolling", "placing" or "over".
func (p Phase) String() string {
	if p < Rolling || p > Over {
		return fmt.Sprintf("phase(%d)", int(p))
	}
	return phaseNames[p]
}

// MarshalText writes the phase's name.
func (p Phase) MarshalText() ([]byte, error) {
	if p < Rolling || p > Over {
		return nil, fmt.Errorf("cinqo: no phase %d", int(p))
	}
	return []byte(phaseNames[p]), nil
}

// UnmarshalText reads a phase's name.
func (p *Phase) UnmarshalText(b []byte) error {
	for i, n := range phaseNames {
		if n == string(b) {
			*p = Phase(i)
			return nil
		}
	}
	return fmt.Errorf("cinqo: no phase %q", b)
}
