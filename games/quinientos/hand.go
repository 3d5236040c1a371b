package quinientos

import (
	"cmp"
	"slices"
)

// Hand is the tiles one player holds, heaviest first: 6-6, 6-5, ..., 0-0.
type Hand []Tile

// compareTiles orders tiles heaviest first, by higher half then lower half.
func compareTiles(a, b Tile) int {
	if c := cmp.Compare(b.Hi, a.Hi); c != 0 {
		return c
	}
	return cmp.Compare(b.Lo, a.Lo)
}

// Pips returns the pips in the hand.
func (h Hand) Pips() int {
	n := 0
	for _, t := range h {
		n += t.Pips()
	}
	return n
}

// Contains reports whether the hand holds t.
func (h Hand) Contains(t Tile) bool { return slices.Contains(h, t) }

// Without returns the hand without t; h is not changed.
func (h Hand) Without(t Tile) Hand {
	out := make(Hand, 0, len(h))
	for _, u := range h {
		if u != t {
			out = append(out, u)
		}
	}
	return out
}

// CanPlay reports whether a tile of the hand fits the layout.
func (h Hand) CanPlay(l Layout) bool {
	return slices.ContainsFunc(h, l.Fit)
}
