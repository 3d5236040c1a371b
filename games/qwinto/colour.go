package qwinto

import (
	"fmt"
	"strings"
)

// Colour is the colour of a die and of the sheet row it feeds.
type Colour int

// The three colours, in canonical order: the order of the rows on the sheet,
// of the dice in a roll and of the words in a move.
const (
	Red Colour = iota
	Yellow
	Blue
)

// AllColours lists the colours in canonical order.
var AllColours = [3]Colour{Red, Yellow, Blue}

var colourNames = [3]string{"red", "yellow", "blue"}

// String returns "red", "yellow" or "blue".
func (c Colour) String() string {
	if c < Red || c > Blue {
		return fmt.Sprintf("colour(%d)", int(c))
	}
	return colourNames[c]
}

// MarshalText writes the colour's name.
func (c Colour) MarshalText() ([]byte, error) {
	if c < Red || c > Blue {
		return nil, fmt.Errorf("qwinto: no colour %d", int(c))
	}
	return []byte(colourNames[c]), nil
}

// UnmarshalText reads a colour's name.
func (c *Colour) UnmarshalText(b []byte) error {
	v, ok := ParseColour(string(b))
	if !ok {
		return fmt.Errorf("qwinto: no colour %q", b)
	}
	*c = v
	return nil
}

// ParseColour reads a colour's name in any letter case.
func ParseColour(s string) (Colour, bool) {
	for i, n := range colourNames {
		if strings.EqualFold(s, n) {
			return Colour(i), true
		}
	}
	return 0, false
}

// Colours is a set of colours: the dice chosen for a roll.
type Colours uint8

// ColoursOf returns the set of the given colours.
func ColoursOf(cs ...Colour) Colours {
	var set Colours
	for _, c := range cs {
		set |= 1 << c
	}
	return set
}

// AllSets lists the seven non-empty sets of colours.
func AllSets() []Colours {
	out := make([]Colours, 0, 7)
	for set := Colours(1); set < 8; set++ {
		out = append(out, set)
	}
	return out
}

// Has reports whether c is in the set.
func (set Colours) Has(c Colour) bool { return c >= Red && c <= Blue && set&(1<<c) != 0 }

// Len returns the number of colours in the set.
func (set Colours) Len() int {
	n := 0
	for _, c := range AllColours {
		if set.Has(c) {
			n++
		}
	}
	return n
}

// List returns the colours of the set in canonical order.
func (set Colours) List() []Colour {
	var out []Colour
	for _, c := range AllColours {
		if set.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// String returns the colour names in canonical order, separated by spaces,
// such as "red blue"; "" for the empty set.
func (set Colours) String() string {
	names := make([]string, 0, 3)
	for _, c := range set.List() {
		names = append(names, c.String())
	}
	return strings.Join(names, " ")
}

// MarshalText writes the set as String does.
func (set Colours) MarshalText() ([]byte, error) { return []byte(set.String()), nil }

// UnmarshalText reads a set written by MarshalText.
func (set *Colours) UnmarshalText(b []byte) error {
	var out Colours
	for _, w := range strings.Fields(string(b)) {
		c, ok := ParseColour(w)
		if !ok || out.Has(c) {
			return fmt.Errorf("qwinto: bad colour set %q", b)
		}
		out |= ColoursOf(c)
	}
	*set = out
	return nil
}
