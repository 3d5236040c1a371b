package cinqo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// benchPosition is a three-player board after a roll with dice in the
// rack and the bank.
const benchPosition = `{"mode":"race","phase":"placing","active":0,"round":3,"rolls":2,"rack":"6","bank":"5","roll":"246","hilo":"3-up","totals":[45,38,52],"last":` + bobsTurn + `}`

// BenchmarkBoard draws a new board: embed, text, toggles and the PNG.
func BenchmarkBoard(b *testing.B) {
	tb := tableOf(position(b, benchPosition), games.Spectator, "rboto")
	b.ReportAllocs()
	for b.Loop() {
		images.Reset()
		Renderer{}.Board(tb)
	}
}

// BenchmarkToggle redraws the board after a toggle: the image is the
// one already drawn.
func BenchmarkToggle(b *testing.B) {
	tb := tableOf(position(b, benchPosition), games.Spectator, "rboto")
	Renderer{}.Board(tb)
	b.ReportAllocs()
	for b.Loop() {
		Renderer{}.Board(tb)
	}
}
