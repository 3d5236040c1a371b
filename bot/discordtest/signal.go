package discordtest

import (
	"context"
	"sync"
)

// signal wakes every waiter when the fake's state changes. Waiters take the
// channel before they look at the state, so no change is missed.
type signal struct {
	mu sync.Mutex
	ch chan struct{}
}

// changed returns a channel that is closed by the next broadcast.
func (g *signal) changed() <-chan struct{} {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.ch == nil {
		g.ch = make(chan struct{})
	}
	return g.ch
}

// broadcast wakes every current waiter.
func (g *signal) broadcast() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.ch != nil {
		close(g.ch)
		g.ch = nil
	}
}

// await calls check after every change of the fake's state until check
// reports done or fails, or ctx ends. check runs without the caller holding
// any lock and takes the locks it needs.
func await[T any](ctx context.Context, g *signal, check func() (T, bool, error)) (T, error) {
	for {
		ch := g.changed()
		v, done, err := check()
		if err != nil || done {
			return v, err
		}
		select {
		case <-ch:
		case <-ctx.Done():
			var zero T
			return zero, context.Cause(ctx)
		}
	}
}
