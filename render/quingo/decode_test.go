package quingo

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

// TestBoardsDecodeToTheirPixels draws the boards of seeded games of 1
// to 3 players after every move, one after the other, from scratch (so
// that bands and palettes kept from earlier boards serve later ones), and checks that each PNG decodes to the pixels drawn where
// its palette holds their colour (a blend it lacks is drawn in the
// nearest it holds): a band kept from another board must decode there
// as it does here.
func TestBoardsDecodeToTheirPixels(t *testing.T) {
	rendertest.FromScratch(t) // the same boards keep the same bands whatever ran before
	names := []string{"Player 1", "Maximiliana Featherstonehaugh-Worthington", "Bo", "Zoë Quigley-Pyjama", "Dee", "Eli Jump"}
	boards := 0
	for _, lang := range []locale.Lang{locale.Spanish} {
		for seats := 1; seats <= 3; seats++ {
			var players []render.Seat
			for i := range seats {
				players = append(players, render.Seat{Name: names[i], User: fmt.Sprint(1000 + i)})
			}
			for move, tb := range playedTables(t, seats, uint64(seats*7)) {
				tb.Lang, tb.Seats = lang, players
				data, err := BoardPNG(tb, boardOf(tb))
				if err != nil {
					t.Fatal(err)
				}
				c := board(tb, boardOf(tb))
				if n, at := wrongPixels(t, decodePNG(t, data), c.Image()); n > 0 {
					t.Fatalf("%s, %d players, move %d: %d pixels of the PNG differ from those drawn in colours of its palette, the first at %v", lang, seats, move, n, at)
				}
				boards++
				c.Release()
			}
		}
	}
	t.Logf("%d boards decode to their pixels", boards)
}

// wrongPixels counts the pixels of got, an indexed image, that differ
// from want's where want's colour is in got's palette, and returns where
// the first lies.
func wrongPixels(t *testing.T, got image.Image, want *image.RGBA) (int, image.Point) {
	t.Helper()
	pal, ok := got.(*image.Paletted)
	if !ok {
		t.Fatalf("the PNG decodes to a %T, not an indexed image", got)
	}
	inPalette := map[color.RGBA]bool{}
	colours := make([]color.RGBA, len(pal.Palette))
	for i, c := range pal.Palette {
		colours[i] = color.RGBAModel.Convert(c).(color.RGBA)
		inPalette[colours[i]] = true
	}
	n, first := 0, image.Point{}
	r := want.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			w := want.RGBAAt(x, y)
			if g := colours[pal.ColorIndexAt(x, y)]; g != w && inPalette[w] {
				if n == 0 {
					first = image.Pt(x, y)
				}
				n++
			}
		}
	}
	return n, first
}
