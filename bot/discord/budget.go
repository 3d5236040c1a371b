package discord

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Discord allows a bot 50 requests a second, across all its processes,
// on the routes authorised with its token; interaction callbacks and
// interaction webhooks do not count. 10,000 refused requests in 10
// minutes earn a ban at Discord's edge.
const (
	// BudgetRate is how many bot-token requests a second the budget
	// lets through by default, and BudgetBurst how many at once: in any
	// second at most BudgetRate+BudgetBurst, under Discord's 50.
	BudgetRate  = 40
	BudgetBurst = 8
)

// budget is a RoundTripper that keeps the bot-token requests of one
// process within Discord's global rate limit: a token bucket of rate a
// second and burst at once, which a request waits on rather than be sent
// into a budget known to be spent, and one pause that every such request
// shares when Discord answers a 429 of the global limit (whose
// retry_after discordgo would otherwise wait out request by request).
// Requests that do not count (callbacks, webhooks) pass at once.
type budget struct {
	next  http.RoundTripper
	rate  float64
	burst float64
	now   func() time.Time

	mu     sync.Mutex
	tokens float64
	last   time.Time
	paused time.Time // no request before then
}

// newBudget returns a budget of rate requests a second in front of next.
func newBudget(next http.RoundTripper, rate, burst float64) *budget {
	return &budget{next: next, rate: rate, burst: burst, now: time.Now, tokens: burst}
}

func (b *budget) RoundTrip(req *http.Request) (*http.Response, error) {
	if !countsGlobally(req) {
		return b.next.RoundTrip(req)
	}
	for {
		wait := b.take()
		if wait <= 0 {
			break
		}
		t := time.NewTimer(wait)
		select {
		case <-req.Context().Done():
			t.Stop()
			return nil, req.Context().Err()
		case <-t.C:
		}
	}
	resp, err := b.next.RoundTrip(req)
	if err == nil && resp.StatusCode == http.StatusTooManyRequests && isGlobal(resp) {
		b.pause(globalRetryAfter(resp))
	}
	return resp, err
}

// take spends one request of the budget and returns 0, or returns how
// long to wait before asking again.
func (b *budget) take() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.now()
	if now.Before(b.paused) {
		return b.paused.Sub(now)
	}
	if !b.last.IsZero() {
		b.tokens = min(b.burst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	}
	b.last = now
	if b.tokens >= 1 {
		b.tokens--
		return 0
	}
	return time.Duration((1 - b.tokens) / b.rate * float64(time.Second))
}

// pause stops every request for d, and empties the bucket.
func (b *budget) pause(d time.Duration) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if until := b.now().Add(d); until.After(b.paused) {
		b.paused = until
	}
	b.tokens = 0
}

// countsGlobally reports whether req counts against the global limit:
// one with the bot token that is not an interaction's callback or webhook.
func countsGlobally(req *http.Request) bool {
	if !strings.HasPrefix(req.Header.Get("Authorization"), "Bot ") {
		return false
	}
	p := req.URL.Path
	return !strings.Contains(p, "/interactions/") && !strings.Contains(p, "/webhooks/")
}

// isGlobal reports whether a 429 is of the global limit.
func isGlobal(resp *http.Response) bool {
	return resp.Header.Get("X-RateLimit-Global") == "true" || resp.Header.Get("X-RateLimit-Scope") == "global"
}

// globalRetryAfter reads a global 429's wait: retry_after from the body
// (fractional seconds), else Retry-After (whole seconds), else a second.
// The body is put back for discordgo to read.
func globalRetryAfter(resp *http.Response) time.Duration {
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	resp.Body = io.NopCloser(bytes.NewReader(body))
	var v struct {
		RetryAfter float64 `json:"retry_after"`
	}
	if err == nil && json.Unmarshal(body, &v) == nil && v.RetryAfter > 0 {
		return time.Duration(v.RetryAfter * float64(time.Second))
	}
	if s, err := strconv.ParseFloat(resp.Header.Get("Retry-After"), 64); err == nil && s > 0 {
		return time.Duration(s * float64(time.Second))
	}
	return time.Second
}
