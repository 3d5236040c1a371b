package render

import (
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render/draw"
)

// Drawn returns t for a picture: a copy whose seat names hold only the
// characters the board's fonts draw (draw.Font.Drawable leaves out emoji
// and the like, which would show as boxes) with their spaces collapsed,
// a name left with nothing becoming the seat's ("seat 2"). When every name draws as it is, t
// itself is returned.
func (t *Table) Drawn() *Table {
	var seats []Seat
	for i, s := range t.Seats {
		name := strings.Join(strings.Fields(draw.Bold.Drawable(draw.Regular.Drawable(s.Name))), " ")
		if name == "" {
			name = games.Seat(i).String()
		}
		if name == s.Name {
			continue
		}
		if seats == nil {
			seats = slices.Clone(t.Seats)
		}
		seats[i].Name = name
	}
	if seats == nil {
		return t
	}
	d := *t
	d.Seats = seats
	return &d
}
