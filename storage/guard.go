package storage

import (
	"fmt"
	"runtime/debug"
)

// guard runs fn and returns a panic in it as ErrCorrupt. Memory faults in
// fn panic too, rather than end the process (debug.SetPanicOnFault, for
// the goroutine and only while fn runs): bbolt reads the file through a
// memory map, and a damaged page can send it to an address past the
// file's end. Only reads are guarded; preflight keeps a truncated file
// from being mapped at all.
func guard(fn func() error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: reading it failed: %v", ErrCorrupt, r)
		}
	}()
	return fn()
}
