package blingo

import (
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/render"
)

func TestSquareRuns(t *testing.T) {
	got := squareRuns(&render.Table{}, []blingo.Square{1, 2, 3, 5, 7, 8, 10, 11, 12, 13})
	if want := []string{"1 to 3", "5", "7", "8", "10 to 13"}; !slices.Equal(got, want) {
		t.Errorf("squareRuns = %q, want %q", got, want)
	}
}

// TestFinalAltTextNamesEveryPlayer plays six players out: the alt text
// names every player, the winner first, within Discord's limit.
func TestFinalAltTextNamesEveryPlayer(t *testing.T) {
	alt := Renderer{}.Board(table(playedOut(t, 6, 5), games.Spectator)).Files[0].Description
	var players []string
	for _, l := range strings.Split(alt, "\n") {
		if strings.Contains(l, ", mark ") {
			players = append(players, l)
		}
	}
	if len(players) != 6 {
		t.Fatalf("alt text names %d players, want 6:\n%s", len(players), alt)
	}
	if !strings.Contains(players[0], ", winner:") {
		t.Errorf("the winner does not come first:\n%s", alt)
	}
	if n := len([]rune(alt)); n > 1024 {
		t.Errorf("alt text is %d characters, more than 1024", n)
	}
}

// TestHeldSquaresAreEachSeatsMarkers: heldSquares gives every seat the
// squares it has a marker on, in the board's order, as appending them
// seat by seat does, each seat's squares apart from the others'.
func TestHeldSquaresAreEachSeatsMarkers(t *testing.T) {
	for seats := 2; seats <= 6; seats++ {
		b := table(playedOut(t, seats, uint64(seats)), games.Spectator).View.Board.(blingo.BoardView)
		want := map[games.Seat][]blingo.Square{}
		for _, sq := range b.Squares {
			for _, s := range sq.Markers {
				want[s] = append(want[s], sq.Number)
			}
		}
		got := heldSquares(b)
		if len(got) != len(want) {
			t.Fatalf("%d players: squares of %d seats, want %d", seats, len(got), len(want))
		}
		for s, w := range want {
			if !slices.Equal(got[s], w) {
				t.Errorf("%d players: seat %d holds %v, want %v", seats, s, got[s], w)
			}
			got[s] = append(got[s], 0) // must not reach another seat's squares
		}
		for s, w := range want {
			if !slices.Equal(got[s][:len(w)], w) {
				t.Errorf("%d players: seat %d's squares changed by another's append", seats, s)
			}
		}
	}
}
