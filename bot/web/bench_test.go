package web

import (
	"io"
	"log/slog"
	"net/http/httptest"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// benchMoves is the least number of moves of the benchmarks' Blingo match.
const benchMoves = 400

// blingoReplay plays Blingo matches (three players, 50 markers each,
// fixed seeds) until one has at least benchMoves moves, and returns its
// replay link (a path) and its number of steps.
func blingoReplay(b *testing.B) (*fixture, string, int) {
	b.Helper()
	store := session.NewMemStore()
	seed := uint64(0)
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { seed++; return [2]uint64{seed, 7} }))
	f := &fixture{mg: mg, store: store, links: NewLinks(mg, "https://q.example"),
		srv: New(mg, slog.New(slog.NewTextHandler(io.Discard, nil)), WithRateLimit(1e9, 1e9))}
	for i := 0; i < 50; i++ {
		m := f.finishWith(b, "blingo", "c"+strconv.Itoa(i), games.Options{"markers": "50"}, "Ann", "Bea", "Cy")
		r, err := mg.FinishedReplay(ctx, "g", m.ID)
		if err != nil {
			b.Fatal(err)
		}
		if len(r.Steps)-1 >= benchMoves {
			return f, f.links.Replay(ctx, "g", m.ID), len(r.Steps)
		}
	}
	b.Fatalf("no Blingo match of %d moves in 50", benchMoves)
	return nil, "", 0
}

// serveTimes serves path b.N times and reports the 50th and 99th
// percentile of the server's time per request.
func serveTimes(b *testing.B, f *fixture, path string, before func()) {
	b.Helper()
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		if before != nil {
			b.StopTimer()
			before()
			b.StartTimer()
		}
		req := httptest.NewRequest("GET", path, nil)
		rec := httptest.NewRecorder()
		start := time.Now()
		f.srv.ServeHTTP(rec, req)
		times = append(times, time.Since(start))
		if rec.Code != 200 {
			b.Fatalf("%s: %d", path, rec.Code)
		}
	}
	b.StopTimer()
	slices.Sort(times)
	pct := func(p float64) float64 { return float64(times[int(p*float64(len(times)-1))]) / 1e6 }
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
}

// BenchmarkReplayPage serves the page of a middle step of a 400-move
// Blingo replay, the replay kept from an earlier request (as when a
// player steps through it).
func BenchmarkReplayPage(b *testing.B) {
	f, link, steps := blingoReplay(b)
	path := link[len("https://q.example"):] + "?step=" + strconv.Itoa(steps/2)
	serveTimes(b, f, path, nil)
	b.ReportMetric(float64(steps-1), "moves")
}

// BenchmarkReplayPageFirst serves the same page with nothing kept: the
// log read and replayed, the dice checked (the first open of a link).
func BenchmarkReplayPageFirst(b *testing.B) {
	f, link, steps := blingoReplay(b)
	path := link[len("https://q.example"):] + "?step=" + strconv.Itoa(steps/2)
	serveTimes(b, f, path, func() { f.srv.replays = newReplayCache(16) })
}

// BenchmarkStepImageCached serves a step's board picture once it was
// drawn.
func BenchmarkStepImageCached(b *testing.B) {
	f, link, steps := blingoReplay(b)
	serveTimes(b, f, link[len("https://q.example"):]+"/"+strconv.Itoa(steps/2)+".png", nil)
}

// BenchmarkStepImageFirst draws and serves a step's board picture that
// was never drawn.
func BenchmarkStepImageFirst(b *testing.B) {
	f, link, steps := blingoReplay(b)
	path := link[len("https://q.example"):] + "/" + strconv.Itoa(steps/2) + ".png"
	serveTimes(b, f, path, func() { f.srv.images.Reset() })
}
