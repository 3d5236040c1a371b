package cinqo

import "fmt"

// Mode is how a match is won, chosen with the "mode" option.
type Mode int8

// The modes of play.
const (
	// Race: the first player whose total reaches 100 at the end of a turn
	// wins.
	Race Mode = iota
	// Rounds: a fixed number of rounds (the "rounds" option, default 5);
	// the highest total wins, ties share the win.
	Rounds
	// Solitaire: one player; the result is the number of rounds taken to
	// reach 100, extra turns not counted as rounds.
	Solitaire
)

var modeNames = [...]string{"race", "rounds", "solitaire"}

// String returns "race", "rounds" or "solitaire".
func (m Mode) String() string {
	if m < Race || m > Solitaire {
		return fmt.Sprintf("mode(%d)", int(m))
	}
	return modeNames[m]
}

// ParseMode reads a mode's name.
func ParseMode(s string) (Mode, bool) {
	for i, n := range modeNames {
		if n == s {
			return Mode(i), true
		}
	}
	return 0, false
}

// MarshalText writes the mode's name.
func (m Mode) MarshalText() ([]byte, error) {
	if m < Race || m > Solitaire {
		return nil, fmt.Errorf("cinqo: no mode %d", int(m))
	}
	return []byte(modeNames[m]), nil
}

// UnmarshalText reads a mode's name.
func (m *Mode) UnmarshalText(b []byte) error {
	v, ok := ParseMode(string(b))
	if !ok {
		return fmt.Errorf("cinqo: no mode %q", b)
	}
	*m = v
	return nil
}
