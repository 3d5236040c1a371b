package main

import (
	"fmt"

	"github.com/quintetbot/quintet/games/session"
)

// The exit statuses of quintet verify besides 0 (verified) and 1 (the
// file cannot be read). Each says why a match is not verified; a lower
// one is the more serious.
const (
	verifyDice        = 3 // a die, the commitment or the generator does not follow from the seed
	verifyResult      = 4 // the scores, winners or summary are not what the moves give
	verifyUncommitted = 5 // no seed or commitment, on a match made since commitments exist
	verifyPredates    = 6 // made before commitments: its dice cannot be proved
	verifyPruned      = 7 // its moves were pruned: nothing to recompute
	verifyHidden      = 8 // the export leaves its dice out
	verifyOpen        = 9 // the game has not ended: its seed is secret
)

// statusOfVerdict is the exit status of a match's verdict; 0 for Verified.
func statusOfVerdict(v session.Verdict) int {
	switch v {
	case session.Verified:
		return 0
	case session.DiceDiffer:
		return verifyDice
	case session.ResultDiffers:
		return verifyResult
	case session.Uncommitted:
		return verifyUncommitted
	}
	return verifyPredates
}

// verifyFailed is quintet verify's error with its status.
func verifyFailed(status int, err error) error {
	return &statusError{status: status, err: fmt.Errorf("verify: not verified (status %d): %w", status, err)}
}

// graver returns the more serious of two verify statuses; 0 is none.
func graver(a, b int) int {
	if a == 0 || b != 0 && b < a {
		return b
	}
	return a
}
