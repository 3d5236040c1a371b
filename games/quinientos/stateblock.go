package quinientos

import "sync/atomic"

// stateBlock holds, in one allocation, the states of several moves in a
// row: Apply claims the next free one for the state it makes. Claims never
// overlap, and a claimed state is written by its claimer before it is
// returned and never again, so states stay values however they are shared
// or branched.
type stateBlock struct {
	states [32]state
	used   atomic.Int32 // states claimed
}

// claim returns an unclaimed state of the block, nil when the block is nil
// or full.
func (b *stateBlock) claim() *state {
	if b == nil {
		return nil
	}
	if i := int(b.used.Add(1)); i <= len(b.states) {
		return &b.states[i-1]
	}
	return nil
}
