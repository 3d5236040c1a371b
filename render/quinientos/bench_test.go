package quinientos

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quinientos"
)

// BenchmarkBoard draws the public board in the middle of a round: embed,
// text, the "My hand" button and the PNG of the line.
func BenchmarkBoard(b *testing.B) {
	st := find(b, game(b, 1), func(v quinientos.BoardView, _ games.State) bool { return len(v.Layout) >= 12 })
	tb := table(st, games.Spectator, "Alice: play 6-5 left")
	b.ReportAllocs()
	for b.Loop() {
		Renderer{}.Board(tb)
	}
}

// BenchmarkPrivate draws the hand of the player to move with its menu.
func BenchmarkPrivate(b *testing.B) {
	st := find(b, game(b, 1), func(v quinientos.BoardView, _ games.State) bool { return len(v.Layout) >= 6 })
	tb := table(st, st.Actors()[0], "")
	b.ReportAllocs()
	for b.Loop() {
		Renderer{}.Private(tb)
	}
}
