package quingo

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// playedTables returns the public table after every move of a seeded
// random game of seats players, as the bot draws them.
func playedTables(t testing.TB, seats int, seed uint64) []*render.Table {
	t.Helper()
	r := gametest.Seeded(seed)
	pick := rand.New(rand.NewPCG(seed, 12))
	st, err := quingo.Rules.New(nil, seats, r)
	if err != nil {
		t.Fatal(err)
	}
	var players []render.Seat
	for i := range seats {
		players = append(players, render.Seat{Name: fmt.Sprintf("Player %d", i+1), User: fmt.Sprint(1000 + i)})
	}
	var out []*render.Table
	for version := int64(1); ; version++ {
		out = append(out, &render.Table{View: st.View(games.Spectator), Version: version, Result: st.Result(),
			Seats: players, Legal: map[games.Seat][]games.Move{}, Last: "Player 1: roll"})
		if st.Result().Over {
			return out
		}
		actors := st.Actors()
		s := actors[pick.IntN(len(actors))]
		legal := st.Legal(s)
		if st, err = st.Apply(s, legal[pick.IntN(len(legal))], r); err != nil {
			t.Fatal(err)
		}
	}
}

// bandRows is the height of the bands render/draw compresses a picture
// in.
const bandRows = 16

// changedBands counts the bands of b whose pixels, or the row above
// them (which a band's first row is filtered against), differ from a's.
func changedBands(t *testing.T, a, b []byte) int {
	t.Helper()
	ia, ib := decodePNG(t, a), decodePNG(t, b)
	if ia.Bounds() != ib.Bounds() {
		return (ib.Bounds().Dy() + bandRows - 1) / bandRows
	}
	r := ib.Bounds()
	rowDiffers := func(y int) bool {
		for x := r.Min.X; x < r.Max.X; x++ {
			if ia.At(x, y) != ib.At(x, y) {
				return true
			}
		}
		return false
	}
	n := 0
	for y0 := r.Min.Y; y0 < r.Max.Y; y0 += bandRows {
		for y := max(y0-1, r.Min.Y); y < min(y0+bandRows, r.Max.Y); y++ {
			if rowDiffers(y) {
				n++
				break
			}
		}
	}
	return n
}

func decodePNG(t *testing.T, data []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// TestMoveCompressesOnlyChangedBands draws the board after every move of
// seeded games of 2 and 4 players in turn, as the bot does, and checks
// that a board compresses no band whose pixels are those of the board
// before it: what a move leaves as it was costs neither drawing nor
// deflating. Boards whose palette changed (every band's indexes may
// change with it) are left out.
func TestMoveCompressesOnlyChangedBands(t *testing.T) {
	for _, seats := range []int{2, 4} {
		t.Run(fmt.Sprintf("seats=%d", seats), func(t *testing.T) {
			var prev []byte
			boards, compressed, changed := 0, 0, 0
			for move, tb := range playedTables(t, seats, 11) {
				chosen, grown := draw.PaletteStats()
				_, missed := draw.BandCacheStats()
				data, err := BoardPNG(tb, boardOf(tb))
				if err != nil {
					t.Fatal(err)
				}
				c, g := draw.PaletteStats()
				_, missedAfter := draw.BandCacheStats()
				if prev != nil && c == chosen && g == grown {
					n, want := int(missedAfter-missed), changedBands(t, prev, data)
					boards, compressed, changed = boards+1, compressed+n, changed+want
					if n > want {
						t.Errorf("move %d: %d bands compressed, %d changed their pixels", move, n, want)
					}
				}
				prev = data
			}
			t.Logf("%d boards: %d bands compressed, %d changed their pixels", boards, compressed, changed)
		})
	}
}
