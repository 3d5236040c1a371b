package blingo

import (
	"image/color"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// minNameRunes is the fewest letters a name is cut to before the rest of
// a line is.
const minNameRunes = 4

// fitNamed draws the line say writes with t's names, as fitText does, but
// where it is too wide at the smallest size it cuts the names first, to
// fewer and fewer letters and "…", down to minNameRunes, before the
// line's own words are clipped: a name is the one part of a header a
// reader can spare.
func fitNamed(c *draw.Canvas, t *render.Table, f draw.Font, x, y int, say func(name func(games.Seat) string) string, size float64, col color.Color, w int) {
	s := say(t.Name)
	longest := 0
	for i := range t.Seats {
		longest = max(longest, len([]rune(t.Name(games.Seat(i)))))
	}
	for n := longest - 1; n >= minNameRunes && f.Measure(s, minText).X > w; n-- {
		s = say(func(seat games.Seat) string { return cutName(t.Name(seat), n) })
	}
	fitText(c, f, x, y, s, size, col, w)
}

// cutName is name cut to n letters and "…", or name when it is no longer.
func cutName(name string, n int) string {
	r := []rune(name)
	if len(r) <= n {
		return name
	}
	return string(r[:n]) + "…"
}
