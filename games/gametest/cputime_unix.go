//go:build unix

package gametest

import (
	"syscall"
	"time"
)

// ProcessCPU returns the processor time (user and system) the process has
// used so far. Benchmarks divide their work by its growth: on a machine
// shared with other work that measures the code better than the wall
// clock. It returns 0 where the system does not tell.
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
