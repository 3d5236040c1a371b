package gametest

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// playerNames are the names PlayerName gives seats.
var playerNames = []string{"Alice", "Bob", "Carol", "Dave", "Erin", "Frank"}

// PlayerName names seats Alice, Bob, ... as the bot names players: from
// names it holds, without formatting a name per call.
func PlayerName(s games.Seat) string { return playerNames[s] }

// BenchmarkView measures the public view of st, as every board posted
// after a move builds it.
func BenchmarkView(b *testing.B, st games.State) {
	for b.Loop() {
		_ = st.View(games.Spectator)
	}
}

// BenchmarkText measures the text board of st's public view, seats named
// by PlayerName. st's board must be a Texter.
func BenchmarkText(b *testing.B, st games.State) {
	board := st.View(games.Spectator).Board.(Texter)
	for b.Loop() {
		_ = board.Text(PlayerName)
	}
}
