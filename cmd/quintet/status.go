package main

import "errors"

// statusError is an error that sets quintet's exit status: the status
// tells a script why a command failed, the error tells a person.
type statusError struct {
	status int
	err    error
}

func (e *statusError) Error() string { return e.err.Error() }
func (e *statusError) Unwrap() error { return e.err }

// exitStatus returns the exit status for a command's error: 0 for none,
// the status of a statusError it wraps, 1 otherwise.
func exitStatus(err error) int {
	if err == nil {
		return 0
	}
	var s *statusError
	if errors.As(err, &s) {
		return s.status
	}
	return 1
}
