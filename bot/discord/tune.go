package discord

import (
	"runtime"
	"runtime/debug"
	"strings"
)

// GCPercent is the garbage collector's target (GOGC) that the quintet
// binary runs with when the environment sets none: between two
// collections the heap may grow to five times what is live, where Go's
// default of 100 lets it double. A bot's live heap is small (about 10 MB
// with 200 matches open), so under Go's default it was collected a few
// times a second even at a light load, and each collection's stop of the
// world (0.5–1 ms here) and its marking fell on the moves in flight: at
// 200 moves a second, a move's p99 (decode to reply built, commit
// included) was 2.0–3.0 ms under Go's default and 0.9–1.6 ms under this
// target, in 5 alternating runs each (README, Performance). The price is
// memory: up to five times the live heap instead of twice. GOMEMLIMIT
// bounds it where memory is tight (the Kubernetes manifest sets it under
// the container's limit).
const GCPercent = 400

// Tuning is how the Go runtime runs: the collector's target (-1: off) and
// the number of goroutines that run at once (GOMAXPROCS).
type Tuning struct {
	GCPercent int
	Procs     int
}

// TuneRuntime sets the Go runtime as the quintet binary runs it, and
// returns the settings in force. What environ (as os.Environ gives it)
// sets, the runtime has read itself and TuneRuntime leaves alone; else:
//
//   - the collector's target is GCPercent;
//   - GOMAXPROCS is one more than the runtime's own choice (the
//     processors the process may use). The store commits one transaction
//     at a time, and a commit spends most of its time in fdatasync, a
//     system call whose thread keeps its processor slot until the
//     runtime's monitor hands the slot to another thread, some tens of
//     microseconds later. At thousands of syncs a second that left a
//     tenth of 2 processors idle under load; one slot more keeps them
//     busy through a sync. In the load test Quintet made 6,085–6,444
//     moves a second with 3 on 2 processors, against 4,894–5,728 with 2
//     (6 runs each, alternating), with no measurable change in process
//     (README, Performance). Setting it stops the runtime from following
//     later changes of the processors it may use.
func TuneRuntime(environ []string) Tuning {
	var setGC, setProcs bool
	for _, kv := range environ {
		setGC = setGC || strings.HasPrefix(kv, "GOGC=")
		setProcs = setProcs || strings.HasPrefix(kv, "GOMAXPROCS=")
	}
	t := Tuning{GCPercent: GCPercent, Procs: runtime.GOMAXPROCS(0)}
	if setGC {
		t.GCPercent = debug.SetGCPercent(100)
	}
	debug.SetGCPercent(t.GCPercent)
	if !setProcs {
		t.Procs++
		runtime.GOMAXPROCS(t.Procs)
	}
	return t
}
