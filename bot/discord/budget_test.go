package discord

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// TestBudgetSpends: a budget lets burst requests through at once, then
// one every 1/rate, and never more than rate+burst in a second.
func TestBudgetSpends(t *testing.T) {
	now := time.Unix(1000, 0)
	b := newBudget(nil, 40, 8)
	b.now = func() time.Time { return now }
	for i := range 8 {
		if w := b.take(); w != 0 {
			t.Fatalf("request %d of the burst waits %v", i+1, w)
		}
	}
	if w := b.take(); w != 25*time.Millisecond {
		t.Fatalf("past the burst: wait %v, want 25ms", w)
	}
	sent := 8
	for end := now.Add(time.Second); now.Before(end); now = now.Add(time.Millisecond) {
		if b.take() == 0 {
			sent++
		}
	}
	if sent > 48 {
		t.Fatalf("%d requests in a second, want at most 48", sent)
	}
}

// TestBudgetSharesAGlobalPause: one 429 of the global limit pauses every
// bot-token request for its retry_after (read from the body), while
// interaction callbacks and webhooks go on.
func TestBudgetSharesAGlobalPause(t *testing.T) {
	now := time.Unix(1000, 0)
	calls := 0
	next := roundTripFunc(func(r *http.Request) (*http.Response, error) {
		calls++
		h := http.Header{}
		h.Set("X-RateLimit-Global", "true")
		h.Set("Retry-After", "1")
		return &http.Response{StatusCode: 429, Header: h,
			Body: io.NopCloser(strings.NewReader(`{"message":"You are being rate limited.","retry_after":0.3,"global":true}`))}, nil
	})
	b := newBudget(next, 40, 8)
	b.now = func() time.Time { return now }
	req := func(path string) *http.Request {
		r, _ := http.NewRequest("POST", "https://discord.com/api/v10"+path, nil)
		r.Header.Set("Authorization", "Bot token")
		return r
	}
	resp, err := b.RoundTrip(req("/channels/1/messages"))
	if err != nil {
		t.Fatal(err)
	}
	if body, _ := io.ReadAll(resp.Body); !strings.Contains(string(body), `"global":true`) {
		t.Fatalf("the body was not put back: %q", body)
	}
	if w := b.take(); w != 300*time.Millisecond {
		t.Fatalf("after a global 429: wait %v, want the 300ms of retry_after", w)
	}
	if !countsGlobally(req("/channels/1/messages")) || countsGlobally(req("/webhooks/1/tok")) || countsGlobally(req("/interactions/1/tok/callback")) {
		t.Fatal("countsGlobally: wrong routes")
	}
	if calls != 1 {
		t.Fatalf("%d calls", calls)
	}
}
