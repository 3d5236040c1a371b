package discord_test

import (
	"os"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/quintetbot/quintet/bot/discord"
)

// TestTuneRuntime: without GOGC and GOMAXPROCS in the environment, the
// collector's target becomes GCPercent and GOMAXPROCS one more than it
// was; with them, the settings the runtime read are left alone.
func TestTuneRuntime(t *testing.T) {
	keepRuntime(t)
	debug.SetGCPercent(77)
	procs := runtime.GOMAXPROCS(0)

	got := discord.TuneRuntime([]string{"GOGC=77", "GOMAXPROCS=1", "PATH=/bin"})
	if want := (discord.Tuning{GCPercent: 77, Procs: procs}); got != want {
		t.Errorf("with GOGC and GOMAXPROCS set, TuneRuntime reports %+v, want the settings in force, %+v", got, want)
	}
	if now := debug.SetGCPercent(77); now != 77 {
		t.Errorf("with GOGC set, TuneRuntime changed the target to %d", now)
	}
	if now := runtime.GOMAXPROCS(0); now != procs {
		t.Errorf("with GOMAXPROCS set, TuneRuntime changed it to %d", now)
	}

	got = discord.TuneRuntime([]string{"PATH=/bin", "XGOGC=1"})
	if want := (discord.Tuning{GCPercent: discord.GCPercent, Procs: procs + 1}); got != want {
		t.Errorf("without GOGC and GOMAXPROCS, TuneRuntime reports %+v, want %+v", got, want)
	}
	if now := debug.SetGCPercent(discord.GCPercent); now != discord.GCPercent {
		t.Errorf("without GOGC, the target is %d, want %d", now, discord.GCPercent)
	}
	if now := runtime.GOMAXPROCS(0); now != procs+1 {
		t.Errorf("without GOMAXPROCS, it is %d, want %d", now, procs+1)
	}
}

// keepRuntime puts the collector's target and GOMAXPROCS back as they are
// now when tb's test ends.
func keepRuntime(tb testing.TB) {
	gc := debug.SetGCPercent(100)
	debug.SetGCPercent(gc)
	procs := runtime.GOMAXPROCS(0)
	tb.Cleanup(func() {
		debug.SetGCPercent(gc)
		runtime.GOMAXPROCS(procs)
	})
}

// likeTheBinary sets the Go runtime as the quintet binary does
// (discord.TuneRuntime, so the environment's GOGC and GOMAXPROCS win) for the
// rest of tb's test, and logs it: the perf and load tests measure the bot
// as it runs.
func likeTheBinary(tb testing.TB) {
	keepRuntime(tb)
	tb.Logf("Go runtime %+v, as the quintet binary runs", discord.TuneRuntime(os.Environ()))
}
