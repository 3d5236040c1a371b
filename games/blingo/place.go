package blingo

import (
	"slices"

	"github.com/quintetbot/quintet/games"
)

// place puts a marker of seat s on each of qs and makes every line this
// completes s's Blingo: the other players' markers on such a line return to
// their supply, except those on squares of their own Blingo lines. It
// returns the new Blingo lines and the number of markers removed. The
// caller has checked that the squares are open to s.
func (b *Board) place(s games.Seat, qs []Square) (LineSet, int) {
	for _, q := range qs {
		b[q-1] |= seatBit(s)
	}
	var made LineSet
	lay := b.layout()
	for _, q := range qs {
		for _, l := range lay.squareLines[q] {
			if b.ownersOn(lay, l).Has(s) {
				made |= LineSetOf(l)
			}
		}
	}
	if made == 0 {
		return 0, 0
	}
	owners := b.owners()
	removed := 0
	for _, l := range made.List() {
		for _, q := range lay.lineSquares[l] {
			keep := seatBit(s)
			for _, m := range lay.squareLines[q] {
				keep |= owners[m]
			}
			gone := b[q-1] &^ keep
			removed += gone.Len()
			b[q-1] &^= gone
		}
	}
	return made, removed
}

// whyNot explains why placing a on the current roll is not one of the
// choices.
func (st *state) whyNot(a Action, choices []Choice) error {
	s, d, qs := st.Active, st.Dice, a.Targets()
	pair := d.Targets(Pair)
	for _, q := range qs {
		if !st.Board.OnBoard(q) {
			return illegal("refuse.blingo.no_square", q.String(), st.Board.Squares())
		}
	}
	for _, q := range qs {
		if optionOf(d, q) == 0 {
			return illegal("refuse.blingo.roll_allows", d[0], d[1], targets(d))
		}
	}
	if len(qs) == 2 && d.Double() {
		return illegal("refuse.blingo.double", pair[0].String())
	}
	if len(qs) == 2 && !slices.Equal(qs, pair) {
		return illegal("refuse.blingo.two_markers", pair[0].String(), pair[1].String())
	}
	if st.Board.Supply(s, st.Supply) <= 0 {
		return illegal("refuse.blingo.no_markers")
	}
	open := st.Board.openSet(s)
	for _, q := range qs {
		switch {
		case st.Board.Has(s, q):
			return illegal("refuse.blingo.already", q.String())
		case !open.has(q):
			return illegal("refuse.blingo.closed", q.String())
		}
	}
	if len(qs) == 2 {
		return illegal("refuse.blingo.one_left", qs[0].String(), qs[1].String())
	}
	for _, c := range choices {
		if c.Option == Pair && slices.Contains(c.Squares, qs[0]) {
			return illegal("refuse.blingo.each_die", string(c.Move()))
		}
	}
	return illegal("refuse.blingo.cannot_place", qs[0].String())
}

// optionOf returns the option of roll d that names square q, 0 for none.
func optionOf(d Dice, q Square) Option {
	for o := Pair; o <= Zero; o++ {
		if slices.Contains(d.Targets(o), q) {
			return o
		}
	}
	return 0
}
