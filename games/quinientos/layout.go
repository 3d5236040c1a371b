package quinientos

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// Placed is one tile on the layout, as it lies in the line: Left is the
// half facing the start of the line, Right the half facing its end. A double
// (Left == Right) lies crosswise.
type Placed struct {
	Left  int        `json:"left"`
	Right int        `json:"right"`
	By    games.Seat `json:"by"` // the seat that played it
}

// Tile returns the tile placed.
func (p Placed) Tile() Tile { return TileOf(p.Left, p.Right) }

// Layout is the line of tiles played this round, from its left end to its
// right end. There is no spinner: a double is placed crosswise and leaves
// the end value as it was.
type Layout []Placed

// Ends returns the values of the open left and right ends; ok is false when
// the layout is empty.
func (l Layout) Ends() (left, right int, ok bool) {
	if len(l) == 0 {
		return 0, 0, false
	}
	return l[0].Left, l[len(l)-1].Right, true
}

// Fits lists the ends tile t may be played on: NoEnd alone on an empty
// layout, else Left and or Right, whichever open ends t matches; Left
// alone on a lone double, whose two sides are one place.
func (l Layout) Fits(t Tile) []End {
	left, right, ok := l.Ends()
	if !ok {
		return []End{NoEnd}
	}
	if len(l) == 1 && left == right {
		if t.Has(left) {
			return []End{Left}
		}
		return nil
	}
	var out []End
	if t.Has(left) {
		out = append(out, Left)
	}
	if t.Has(right) {
		out = append(out, Right)
	}
	return out
}

// Fit reports whether t fits an open end, or the layout is empty.
func (l Layout) Fit(t Tile) bool {
	left, right, ok := l.Ends()
	return !ok || t.Has(left) || t.Has(right)
}

// Place returns the layout with t played on end e by seat by; l is not
// changed. On an empty layout e is ignored. t must fit end e.
func (l Layout) Place(t Tile, e End, by games.Seat) Layout {
	out := make(Layout, 0, len(l)+1)
	left, right, ok := l.Ends()
	switch {
	case !ok:
		out = append(out, Placed{Left: t.Hi, Right: t.Lo, By: by})
	case e == Left:
		out = append(out, Placed{Left: t.Other(left), Right: left, By: by})
		out = append(out, l...)
	default:
		out = append(out, l...)
		out = append(out, Placed{Left: right, Right: t.Other(right), By: by})
	}
	return out
}

// Tiles returns the tiles of the layout, left to right.
func (l Layout) Tiles() []Tile {
	out := make([]Tile, len(l))
	for i, p := range l {
		out[i] = p.Tile()
	}
	return out
}

// check verifies that neighbouring tiles match and that seats played
// them.
func (l Layout) check() error {
	for i, p := range l {
		if p.By < 0 || p.By >= Seats {
			return fmt.Errorf("layout tile %d played by seat %d", i+1, p.By)
		}
	}
	for i := 1; i < len(l); i++ {
		if l[i-1].Right != l[i].Left {
			return fmt.Errorf("layout tiles %d and %d do not match", i, i+1)
		}
	}
	return nil
}
