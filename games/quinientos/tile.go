package quinientos

import (
	"fmt"
	"strconv"
)

// MaxPips is the highest number of pips on one half of a tile: the set is a
// double-six set.
const MaxPips = 6

// SetSize is the number of tiles in a double-six set.
const SetSize = 28

// Tile is one domino: Hi and Lo are the pips of its halves, Hi >= Lo. It
// writes as "6-5", the higher half first.
type Tile struct {
	Hi, Lo int
}

// TileOf returns the tile with halves a and b, in either order.
func TileOf(a, b int) Tile {
	if a < b {
		a, b = b, a
	}
	return Tile{Hi: a, Lo: b}
}

// Set returns the 28 tiles of a double-six set, 6-6 first, 0-0 last.
func Set() []Tile {
	out := make([]Tile, 0, SetSize)
	for hi := MaxPips; hi >= 0; hi-- {
		for lo := hi; lo >= 0; lo-- {
			out = append(out, Tile{Hi: hi, Lo: lo})
		}
	}
	return out
}

// Valid reports whether t is a tile of the double-six set.
func (t Tile) Valid() bool { return t.Lo >= 0 && t.Lo <= t.Hi && t.Hi <= MaxPips }

// Double reports whether both halves of t show the same number.
func (t Tile) Double() bool { return t.Hi == t.Lo }

// index numbers the tiles of the set 0-27: 0-0 is 0, 6-6 is 27.
func (t Tile) index() int { return t.Hi*(t.Hi+1)/2 + t.Lo }

// Pips returns the pips on the tile.
func (t Tile) Pips() int { return t.Hi + t.Lo }

// Has reports whether one half of t shows v: t fits an open end of value v.
func (t Tile) Has(v int) bool { return t.Hi == v || t.Lo == v }

// Other returns the half that is left open when t is matched to v, which
// must be one of its halves.
func (t Tile) Other(v int) int {
	if t.Hi == v {
		return t.Lo
	}
	return t.Hi
}

// String returns "6-5", the higher half first.
func (t Tile) String() string { return strconv.Itoa(t.Hi) + "-" + strconv.Itoa(t.Lo) }

// MarshalText writes the tile as String does.
func (t Tile) MarshalText() ([]byte, error) {
	if !t.Valid() {
		return nil, fmt.Errorf("quinientos: no tile %d-%d", t.Hi, t.Lo)
	}
	return []byte(t.String()), nil
}

// UnmarshalText reads a tile written "6-5" or "5-6".
func (t *Tile) UnmarshalText(b []byte) error {
	u, ok := ParseTile(string(b))
	if !ok {
		return fmt.Errorf("quinientos: no tile %q", b)
	}
	*t = u
	return nil
}

// ParseTile reads a tile written "a-b" or "a|b", halves 0-6 in either
// order, and reports whether text is one.
func ParseTile(text string) (Tile, bool) {
	if len(text) != 3 || (text[1] != '-' && text[1] != '|') {
		return Tile{}, false
	}
	a, b := int(text[0])-'0', int(text[2])-'0'
	if a < 0 || a > MaxPips || b < 0 || b > MaxPips {
		return Tile{}, false
	}
	return TileOf(a, b), true
}
