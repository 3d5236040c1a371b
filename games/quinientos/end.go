package quinientos

import "fmt"

// End is the open end of the layout a tile is played on.
type End int

// The ends of the line. Left is where the line starts, Right where it ends.
const (
	// NoEnd: the lead, or a tile that fits one end only, whose move need
	// not name the end.
	NoEnd End = iota
	// Left: the start of the line.
	Left
	// Right: the end of the line.
	Right
)

var endNames = [...]string{NoEnd: "", Left: "left", Right: "right"}

// String returns "left", "right" or "" for NoEnd.
func (e End) String() string {
	if e < NoEnd || e > Right {
		return fmt.Sprintf("end(%d)", int(e))
	}
	return endNames[e]
}

// MarshalText writes the end's name; NoEnd writes as "".
func (e End) MarshalText() ([]byte, error) {
	if e < NoEnd || e > Right {
		return nil, fmt.Errorf("quinientos: no end %d", int(e))
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
	return fmt.Errorf("quinientos: no end %q", b)
}

// parseEnd reads "left" or "l", "right" or "r".
func parseEnd(word string) (End, bool) {
	switch word {
	case "left", "l":
		return Left, true
	case "right", "r":
		return Right, true
	}
	return NoEnd, false
}
