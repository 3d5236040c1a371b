package quinientos

import (
	"sync/atomic"

	"github.com/quintetbot/quintet/games"
)

// stateBlock holds, in one allocation, the states of several moves in a
// row and the Legal lists of those states that are not a run of playMoves:
// Apply claims the next free state for the state it makes, Legal the next
// free moves for its list. Claims never overlap, and a claimed part is
// written by its claimer before it is returned and never again, so states
// stay values however they are shared or branched.
type stateBlock struct {
	states [32]state
	used   atomic.Int32 // states claimed

	moves     [108]games.Move // random play lists about 70 for 32 states; 108 fill the size class
	movesUsed atomic.Int32    // moves claimed

	recent []Event // the Recent of the state Decode made, states[0]
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

// moveList returns a list of n moves to fill, from the block when it has
// room.
func (b *stateBlock) moveList(n int) []games.Move {
	if b != nil {
		if end := int(b.movesUsed.Add(int32(n))); end <= len(b.moves) {
			return b.moves[end-n : end : end]
		}
	}
	return make([]games.Move, n)
}
