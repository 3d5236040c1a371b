package bot

import (
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

// TuneGC sets the collector's target to GCPercent unless environ (as
// os.Environ gives it) sets GOGC, which the Go runtime has then read
// itself, and returns the target in force (-1: collection off).
func TuneGC(environ []string) int {
	for _, kv := range environ {
		if strings.HasPrefix(kv, "GOGC=") {
			old := debug.SetGCPercent(100)
			debug.SetGCPercent(old)
			return old
		}
	}
	debug.SetGCPercent(GCPercent)
	return GCPercent
}
