package cinqo

import "fmt"

// Side is a side of the score card, chosen by the Hi/Lo die's arrow.
type Side int

// The two sides of the score card.
const (
	// Hi (arrow up): aim for a high total, 30 is perfect.
	Hi Side = iota + 1
	// Lo (arrow down): aim for a low total, 5 is perfect.
	Lo
)

// String returns "Hi" or "Lo".
func (s Side) String() string {
	switch s {
	case Hi:
		return "Hi"
	case Lo:
		return "Lo"
	}
	return fmt.Sprintf("side(%d)", int(s))
}

// MarshalText writes "hi" or "lo".
func (s Side) MarshalText() ([]byte, error) {
	switch s {
	case Hi:
		return []byte("hi"), nil
	case Lo:
		return []byte("lo"), nil
	}
	return nil, fmt.Errorf("cinqo: no side %d", int(s))
}

// UnmarshalText reads "hi" or "lo".
func (s *Side) UnmarshalText(b []byte) error {
	switch string(b) {
	case "hi":
		*s = Hi
	case "lo":
		*s = Lo
	default:
		return fmt.Errorf("cinqo: no side %q", b)
	}
	return nil
}

// Target returns the perfect face of a scoring die on side s: 6 for Hi, 1
// for Lo.
func (s Side) Target() int {
	if s == Lo {
		return 1
	}
	return Faces
}

// HiLo is a face of the Hi/Lo die: a number 1-3 and an arrow. The zero value
// NoHiLo means the die has not been rolled this turn.
type HiLo int8

// The faces of the Hi/Lo die, numbered as a d6 rolls them: a roll of k shows
// the k-th face.
const (
	NoHiLo    HiLo = iota // not rolled yet
	OneUp                 // 1-up: Hi side, times 1
	TwoUp                 // 2-up: Hi side, times 2
	ThreeUp               // 3-up: Hi side, times 3
	OneDown               // 1-down: Lo side, times 1
	TwoDown               // 2-down: Lo side, times 2
	ThreeDown             // 3-down: Lo side, times 3
)

var hiloNames = [...]string{"", "1-up", "2-up", "3-up", "1-down", "2-down", "3-down"}

// HiLoOf returns the face with number n (1-3) on side s.
func HiLoOf(n int, s Side) HiLo {
	if n < 1 || n > 3 || (s != Hi && s != Lo) {
		return NoHiLo
	}
	if s == Lo {
		return HiLo(n + 3)
	}
	return HiLo(n)
}

// Valid reports whether h is a face of the die (not NoHiLo).
func (h HiLo) Valid() bool { return h >= OneUp && h <= ThreeDown }

// Number returns the multiplier 1-3, 0 for NoHiLo.
func (h HiLo) Number() int {
	if !h.Valid() {
		return 0
	}
	return (int(h)-1)%3 + 1
}

// Side returns Hi for an up arrow and Lo for a down arrow, 0 for NoHiLo.
func (h HiLo) Side() Side {
	switch {
	case h >= OneUp && h <= ThreeUp:
		return Hi
	case h >= OneDown && h <= ThreeDown:
		return Lo
	}
	return 0
}

// String returns "1-up" ... "3-down", or "" for NoHiLo.
func (h HiLo) String() string {
	if h < NoHiLo || h > ThreeDown {
		return fmt.Sprintf("hilo(%d)", int(h))
	}
	return hiloNames[h]
}

// ParseHiLo reads a face's name as String writes it, e.g. "2-down".
func ParseHiLo(s string) (HiLo, bool) {
	for i, n := range hiloNames {
		if i > 0 && n == s {
			return HiLo(i), true
		}
	}
	return NoHiLo, false
}

// MarshalText writes the face's name, "" for NoHiLo.
func (h HiLo) MarshalText() ([]byte, error) {
	if h < NoHiLo || h > ThreeDown {
		return nil, fmt.Errorf("cinqo: no Hi/Lo face %d", int(h))
	}
	return []byte(hiloNames[h]), nil
}

// UnmarshalText reads a face's name; "" is NoHiLo.
func (h *HiLo) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*h = NoHiLo
		return nil
	}
	v, ok := ParseHiLo(string(b))
	if !ok {
		return fmt.Errorf("cinqo: no Hi/Lo face %q", b)
	}
	*h = v
	return nil
}
