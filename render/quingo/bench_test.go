package quingo

import (
	"fmt"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// BenchmarkBoardPNG draws and encodes the board PNG of 2 and 6 players
// and reports its size in bytes and the process's CPU time per image
// (with the garbage collector's), which a busy machine does not inflate
// as it does ns/op. Every image differs, so each is drawn and encoded.
func BenchmarkBoardPNG(b *testing.B) {
	sheets := []string{
		"vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,5 vvxv.",
		"..... .v... ..... ..... wild 7,21,22,23,24 .....",
		"v.v.v x.x.x ..v.. v...x wild 30,31,32,33,34 v.x..",
		"..... ..... ..... ..... wild 21,22,23,24,25 .....",
		"vvvv. ..... xxxx. ..... wild 10,20,30,40,50 vx...",
		"..v.. ..v.. ..v.. ..v.. wild 60,59,58,57,56 ..v..",
	}
	for _, n := range []int{2, 6} {
		b.Run(fmt.Sprintf("seats=%d", n), func(b *testing.B) {
			st := playing(sheets[:n], []int{3, 2, 4, 1, 6, 5}[:n], 0, defaultPool([6]int{3, 5, 6, 4, 11, 17}, 1)...).state(b)
			tb := tableOf(st, games.Spectator, "")
			bv := boardOf(tb)
			var size, n int
			b.ReportAllocs()
			cpu := gametest.ProcessCPU()
			for b.Loop() {
				// A new name each time: new pixels, so that no cache of
				// recent images spares the encode.
				tb.Seats[0].Name = fmt.Sprintf("Alice %d", n)
				png, err := BoardPNG(tb, bv)
				if err != nil {
					b.Fatal(err)
				}
				size, n = len(png), n+1
			}
			b.ReportMetric(float64(size), "bytes/png")
			reportCPU(b, cpu, n)
		})
	}
}

// BenchmarkBoard renders the whole board message, text, controls and PNG,
// the image from the cache after the first time, as when dice are picked,
// and reports the processor time an op took (cpu-ns/op): what a board
// costs beside its picture.
func BenchmarkBoard(b *testing.B) {
	tb := tableOf(turnPosition(b), games.Spectator, "take d4 d8")
	b.ReportAllocs()
	cpu, n := gametest.ProcessCPU(), 0
	for b.Loop() {
		Renderer{}.Board(tb)
		n++
	}
	reportCPU(b, cpu, n)
}

// reportCPU reports the processor time used since start over n ops, as
// cpu-ns/op, where the system tells it.
func reportCPU(b *testing.B, start time.Duration, n int) {
	if used := gametest.ProcessCPU() - start; used > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(n), "cpu-ns/op")
	}
}
