package session

import "math/rand/v2"

// newPCGRand wraps a PCG source as a games.Rand.
func newPCGRand(p *rand.PCG) *rand.Rand { return rand.New(p) }
