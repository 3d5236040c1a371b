package discordtest_test

import (
	"net/http"
	"testing"

	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestGlobalLimit: past n bot-token requests in a second the fake answers
// as Discord does for its global limit: 429, global: true, retry_after,
// Retry-After and X-RateLimit-Global, no X-RateLimit-Reset-After; routes
// without the bot token are not counted.
func TestGlobalLimit(t *testing.T) {
	srv := discordtest.New(t, discordtest.WithGlobalLimit(3))
	client := &http.Client{Transport: srv.Transport()}
	get := func(path string) *http.Response {
		req, _ := http.NewRequest("GET", "https://discord.com/api/v10"+path, nil)
		req.Header.Set("Authorization", discordtest.Token)
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	for i := range 3 {
		if r := get("/users/@me"); r.StatusCode != 200 {
			t.Fatalf("request %d: %d", i+1, r.StatusCode)
		}
	}
	r := get("/channels/" + discordtest.ChannelID)
	if r.StatusCode != 429 || r.Header.Get("X-RateLimit-Global") != "true" || r.Header.Get("X-RateLimit-Scope") != "global" ||
		r.Header.Get("Retry-After") == "" || r.Header.Get("X-RateLimit-Reset-After") != "" {
		t.Fatalf("fourth request: %d %v", r.StatusCode, r.Header)
	}
	if r := get("/gateway"); r.StatusCode != 200 {
		t.Fatalf("a route without the bot token: %d", r.StatusCode)
	}
	if n := srv.GlobalRefusals(); n != 1 {
		t.Fatalf("%d refusals counted, want 1", n)
	}
}
