package session

import "context"

// heldKey marks a context whose holder has the lock of a channel (its
// value, a string) from Manager.Lock.
type heldKey struct{}

// Lock takes the channel's lock, the one every call of the Manager for
// that channel takes, and returns a context derived from ctx that tells
// the Manager it is held, with its release. Calls of the Manager for the
// channel made with that context run under the caller's hold instead of
// waiting for it; with any other context they wait as always. The
// context must not outlive the release: a caller that lets go of the lock
// and takes it again gets a new one.
func (mg *Manager) Lock(ctx context.Context, channel string) (context.Context, func()) {
	unlock := mg.locks.Lock(channel)
	return context.WithValue(ctx, heldKey{}, channel), unlock
}

// lock takes the channel's lock, unless ctx says its caller holds it
// already (Lock).
func (mg *Manager) lock(ctx context.Context, channel string) func() {
	if held, _ := ctx.Value(heldKey{}).(string); held == channel {
		return func() {}
	}
	return mg.locks.Lock(channel)
}
