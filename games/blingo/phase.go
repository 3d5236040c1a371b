package blingo

import "fmt"

// Phase is the stage of the current turn.
type Phase int

// The phases of a turn, in the order they come.
const (
	// Rolling: the active player rolls the dice.
	Rolling Phase = iota
	// Placing: the active player places markers as the roll allows, or
	// passes when it allows nothing.
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
		return nil, fmt.Errorf("blingo: no phase %d", int(p))
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
	return fmt.Errorf("blingo: no phase %q", b)
}

// End is why a game ended.
type End int

// The ends of a game.
const (
	// Playing: the game has not ended.
	Playing End = iota
	// Blackout: every square holds at least one marker.
	Blackout
	// Stuck: no player could place a marker with any roll.
	Stuck
	// Capped: the safety cap of MaxTurns turns was reached.
	Capped
	// Lined: in the short game, a player made the Blingo lines that end it.
	Lined
)

var endNames = [...]string{"playing", "blackout", "stuck", "capped", "lined"}

// String returns "playing", "blackout", "stuck", "capped" or "lined".
func (e End) String() string {
	if e < Playing || e > Lined {
		return fmt.Sprintf("end(%d)", int(e))
	}
	return endNames[e]
}

// MarshalText writes the end's name.
func (e End) MarshalText() ([]byte, error) {
	if e < Playing || e > Lined {
		return nil, fmt.Errorf("blingo: no end %d", int(e))
	}
	return []byte(endNames[e]), nil
}

// UnmarshalText reads an end's name.
func (e *End) UnmarshalText(b []byte) error {
	for i, n := range endNames {
		if n == string(b) {
			*e = End(i)
			return nil
		}
	}
	return fmt.Errorf("blingo: no end %q", b)
}
