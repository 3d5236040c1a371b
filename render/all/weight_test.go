package all_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// Weight of a board's picture, uploaded with every move of a busy
// channel: the median board at most medianBytes, none over maxBytes.
const (
	medianBytes = 30 << 10
	maxBytes    = 80 << 10
)

// TestBoardsAreLight draws the public board of every game at every number
// of players it takes, with its defaults and its shorter options
// (boardOptions), with long names, at a dozen moments of a seeded game
// and at its end, and checks the bytes of its picture.
func TestBoardsAreLight(t *testing.T) {
	var all []int
	for _, rules := range games.All() {
		info := rules.Info()
		var sizes []int
		for _, opts := range boardOptions(rules) {
			for seats := info.MinSeats; seats <= min(info.MaxSeats, 6); seats++ {
				tables := playTablesWith(t, rules, opts, seats, 7)
				step := max(1, len(tables)/12)
				for i := 0; i < len(tables); i += step {
					sizes = append(sizes, pictureBytes(t, tables[i]))
				}
				sizes = append(sizes, pictureBytes(t, tables[len(tables)-1]))
			}
		}
		slices.Sort(sizes)
		t.Logf("%s: %d boards, median %s, largest %s", info.Name, len(sizes), kb(sizes[len(sizes)/2]), kb(sizes[len(sizes)-1]))
		if largest := sizes[len(sizes)-1]; largest > maxBytes {
			t.Errorf("%s: a board of %s, want at most %s", info.Name, kb(largest), kb(maxBytes))
		}
		all = append(all, sizes...)
	}
	slices.Sort(all)
	if median := all[len(all)/2]; median > medianBytes {
		t.Errorf("the median board is %s, want at most %s", kb(median), kb(medianBytes))
	}
	t.Logf("all games: %d boards, median %s", len(all), kb(all[len(all)/2]))
}

// pictureBytes is the size of the picture of tab's public board, with
// long names.
func pictureBytes(t *testing.T, tab *render.Table) int {
	t.Helper()
	for i := range tab.Seats {
		tab.Seats[i].Name = legibleNames[i%len(legibleNames)]
	}
	m := render.Board(tab)
	if len(m.Files) != 1 {
		t.Fatalf("board has %d files, want its picture", len(m.Files))
	}
	return len(m.Files[0].Data)
}

func kb(n int) string { return fmt.Sprintf("%.1f KB", float64(n)/1024) }
