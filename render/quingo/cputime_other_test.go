//go:build !unix

package quingo

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
