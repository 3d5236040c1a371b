package blingo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// BenchmarkBoard draws the three-player crossing position with Carol to
// place: embed, text, menu and the PNG of the board.
func BenchmarkBoard(b *testing.B) {
	tb := table(crossingState(b), games.Spectator)
	b.ReportAllocs()
	for b.Loop() {
		Renderer{}.Board(tb)
	}
}
