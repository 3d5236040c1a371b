package blingo

import (
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Choice is one placement a roll gives a seat: the option it uses and the
// squares that receive a marker, ascending.
type Choice struct {
	Option  Option   `json:"option"`
	Squares []Square `json:"squares"`
}

// Move returns the choice in canonical notation: "place 2 8", "place 28".
func (c Choice) Move() games.Move { return PlaceOn(c.Squares...).Move() }

// Text describes the choice in words for a menu: "one marker on 2 and one
// on 8", "one marker on 28", "one marker on 19 (the dice add up to 9)".
func (c Choice) Text() string { return c.TextIn(locale.English) }

// Choices lists the placements the roll d gives seat s, by option and
// square: every option that can place a marker, with the squares it
// places. A player never places a second marker of theirs on a square, so
// Pair places on those of a and b that are open to s; when s has one marker
// left and both are open, s picks one (two choices); markers is each
// player's supply in all (Markers or Unlimited). An option that can
// place nothing is no choice. Choices is empty before a roll and when the
// roll allows nothing.
func (b *Board) Choices(s games.Seat, d Dice, markers int) []Choice {
	supply := b.Supply(s, markers)
	if !d.Rolled() || supply <= 0 {
		return nil
	}
	avail := b.openSet(s)
	var out []Choice
	for o := Pair; o <= Zero; o++ {
		var open []Square
		for _, q := range d.Targets(o) {
			if avail.has(q) {
				open = append(open, q)
			}
		}
		if o == Pair && len(open) > 0 && (len(open) == 1 || supply >= 2) {
			out = append(out, Choice{Option: Pair, Squares: open})
			continue
		}
		for _, q := range open {
			out = append(out, Choice{Option: o, Squares: []Square{q}})
		}
	}
	return out
}

// squareList writes squares joined by sep: "2 and 8".
func squareList(qs []Square, sep string) string {
	words := make([]string, len(qs))
	for i, q := range qs {
		words[i] = q.String()
	}
	return strings.Join(words, sep)
}
