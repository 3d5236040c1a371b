package qwinto

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// BenchmarkBoard draws a three-player board after a roll: embed, text,
// components and the PNG of the sheets.
func BenchmarkBoard(b *testing.B) {
	t := &testing.T{}
	tb := tableAfter(t, 3, games.Spectator, "roll red yellow blue")
	b.ReportAllocs()
	for b.Loop() {
		Renderer{}.Board(tb)
	}
}

// BenchmarkPrivate draws one player's sheet with its menus.
func BenchmarkPrivate(b *testing.B) {
	t := &testing.T{}
	tb := tableAfter(t, 3, 1, "roll red yellow blue")
	b.ReportAllocs()
	for b.Loop() {
		Renderer{}.Private(tb)
	}
}
