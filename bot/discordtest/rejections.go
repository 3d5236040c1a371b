package discordtest

import (
	"fmt"
	"net/http"
	"strings"
)

// rejections indexes, by interaction id, the callbacks the fake refused,
// so a wait for an answer looks one up instead of scanning every call (a
// scan per wake-up made the fake itself the bottleneck under load).
type rejections struct {
	failure map[string]Failure // first failure of a callback, by interaction
	call    map[string]Call    // first callback answered 4xx/5xx and not retried
}

// noteLocked indexes c, and f when c failed; s.mu must be held.
func (r *rejections) noteLocked(c Call, f *Failure) {
	if c.Route != callbackRoute {
		return
	}
	id := callbackInteraction(c)
	if r.failure == nil {
		r.failure, r.call = map[string]Failure{}, map[string]Call{}
	}
	if _, seen := r.failure[id]; f != nil && !seen {
		r.failure[id] = *f
	}
	retried := c.Status == http.StatusTooManyRequests || c.Status == http.StatusBadGateway
	if _, seen := r.call[id]; c.Status >= 400 && !retried && !seen {
		r.call[id] = c
	}
}

// errLocked returns why the fake refused a callback for interaction id,
// nil while it refused none that discordgo gives up on; s.mu must be held.
func (r *rejections) errLocked(id string) error {
	if f, ok := r.failure[id]; ok {
		return fmt.Errorf("%w: %s", ErrCallbackRejected, f)
	}
	if c, ok := r.call[id]; ok {
		return fmt.Errorf("%w: %s", ErrCallbackRejected, c)
	}
	return nil
}

// callbackInteraction is the interaction id in a callback's endpoint,
// /interactions/{id}/{token}/callback.
func callbackInteraction(c Call) string {
	rest, _ := strings.CutPrefix(c.Endpoint(), "/interactions/")
	id, _, _ := strings.Cut(rest, "/")
	return id
}
