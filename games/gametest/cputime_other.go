//go:build !unix

package gametest

import "time"

// ProcessCPU returns 0: this system does not tell the process's
// processor time.
func ProcessCPU() time.Duration { return 0 }
