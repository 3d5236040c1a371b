package quingo

import "fmt"

// Phase is the stage of a game.
type Phase int

// The phases of a game, in the order they come.
const (
	// Choosing: every player chooses five wild numbers, in any order and
	// in secret.
	Choosing Phase = iota
	// Playing: rounds of turns on a rolled pool.
	Playing
	// LastLap: a sheet is full; every other player takes one last turn
	// and may pass it.
	LastLap
	// Over: the game has ended and open boxes are crossed.
	Over
)

var phaseNames = [...]string{"choosing", "playing", "lastlap", "over"}

// String returns "choosing", "playing", "lastlap" or "over".
func (p Phase) String() string {
	if p < Choosing || p > Over {
		return fmt.Sprintf("phase(%d)", int(p))
	}
	return phaseNames[p]
}

// MarshalText writes the phase's name.
func (p Phase) MarshalText() ([]byte, error) {
	if p < Choosing || p > Over {
		return nil, fmt.Errorf("quingo: no phase %d", int(p))
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
	return fmt.Errorf("quingo: no phase %q", b)
}
