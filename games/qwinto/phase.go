package qwinto

import "fmt"

// Phase is the stage of the current roll.
type Phase int

// The phases of a roll, in the order they come.
const (
	// Choosing: the active player chooses the colours to roll.
	Choosing Phase = iota
	// Rerolling: the active player keeps the roll or re-rolls the same dice
	// (only with the reroll option, once per turn).
	Rerolling
	// Deciding: every player writes the sum or skips, in any order.
	Deciding
	// Over: the game has ended.
	Over
)

var phaseNames = [...]string{"choosing", "rerolling", "deciding", "over"}

// String returns "choosing", "rerolling", "deciding" or "over".
func (p Phase) String() string {
	if p < Choosing || p > Over {
		return fmt.Sprintf("phase(%d)", int(p))
	}
	return phaseNames[p]
}

// MarshalText writes the phase's name.
func (p Phase) MarshalText() ([]byte, error) {
	if p < Choosing || p > Over {
		return nil, fmt.Errorf("qwinto: no phase %d", int(p))
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
	return fmt.Errorf("qwinto: no phase %q", b)
}
