package bot_test

import (
	"os"
	"runtime/debug"
	"testing"

	"github.com/quintetbot/quintet/bot"
)

// TestTuneGC: without GOGC in the environment the collector's target
// becomes GCPercent; with it, the target the runtime read is left alone.
func TestTuneGC(t *testing.T) {
	was := debug.SetGCPercent(77)
	t.Cleanup(func() { debug.SetGCPercent(was) })

	if got := bot.TuneGC([]string{"GOGC=77", "PATH=/bin"}); got != 77 {
		t.Errorf("with GOGC set, TuneGC reports %d, want the target in force, 77", got)
	}
	if now := debug.SetGCPercent(77); now != 77 {
		t.Errorf("with GOGC set, TuneGC changed the target to %d", now)
	}
	if got := bot.TuneGC([]string{"PATH=/bin", "XGOGC=1"}); got != bot.GCPercent {
		t.Errorf("without GOGC, TuneGC reports %d, want %d", got, bot.GCPercent)
	}
	if now := debug.SetGCPercent(was); now != bot.GCPercent {
		t.Errorf("without GOGC, the target is %d, want %d", now, bot.GCPercent)
	}
}

// likeTheBinary sets the collector's target as the quintet binary does
// (bot.TuneGC, so GOGC in the environment wins) for the rest of tb's test,
// and logs it: the perf and load tests measure the bot as it runs.
func likeTheBinary(tb testing.TB) {
	was := debug.SetGCPercent(100)
	debug.SetGCPercent(was)
	tb.Cleanup(func() { debug.SetGCPercent(was) })
	tb.Logf("GOGC %d, as the quintet binary runs", bot.TuneGC(os.Environ()))
}
