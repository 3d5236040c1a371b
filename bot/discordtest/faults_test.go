package discordtest

import (
	"net/http"
	"testing"

	"github.com/bwmarrin/discordgo"
)

func TestFaults(t *testing.T) {
	t.Parallel()
	messages := Route("POST", "/channels/{channel_id}/messages")
	tests := []struct {
		name     string
		fault    Fault
		n        int
		statuses []int // answered, in order
		wantErr  bool
		status   int // status of the *discordgo.RESTError returned, if any
	}{
		{"429 is retried", RateLimited, 2, []int{429, 429, 200}, false, 0},
		{"502 is retried", BadGateway, 1, []int{502, 200}, false, 0},
		{"502 beyond MaxRestRetries fails", BadGateway, 4, []int{502, 502, 502, 502}, true, 0},
		{"500 is not retried", InternalServerError, 1, []int{500}, true, http.StatusInternalServerError},
		{"503 is not retried", ServiceUnavailable, 1, []int{503}, true, http.StatusServiceUnavailable},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			srv := New(t)
			s := srv.Session(t)
			srv.FailNext(messages, tt.n, tt.fault)
			_, err := s.ChannelMessageSend(ChannelID, "hello")
			if (err != nil) != tt.wantErr || (tt.status != 0 && !hasStatus(err, tt.status)) {
				t.Errorf("send error = %v, want error %v with status %d", err, tt.wantErr, tt.status)
			}
			calls := srv.CallsMatching(messages)
			if len(calls) != len(tt.statuses) {
				t.Fatalf("calls = %v, want statuses %v", calls, tt.statuses)
			}
			for i, c := range calls {
				if c.Status != tt.statuses[i] {
					t.Errorf("call %d answered %d, want %d", i, c.Status, tt.statuses[i])
				}
			}
			srv.AssertClean(t)
		})
	}
}

func TestRateLimitHeaders(t *testing.T) {
	t.Parallel()
	srv := New(t)
	srv.FailNext(Route("", "/gateway"), 1, RateLimited)
	client := &http.Client{Transport: srv.Transport()}
	for i, want := range []struct {
		status    int
		remaining string
	}{{429, "0"}, {200, "4"}} {
		resp, err := client.Get(discordgo.EndpointGateway)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		h := resp.Header
		if resp.StatusCode != want.status || h.Get("X-RateLimit-Remaining") != want.remaining ||
			h.Get("X-RateLimit-Limit") != "5" || h.Get("X-RateLimit-Reset-After") == "" || h.Get("X-RateLimit-Reset") == "" {
			t.Errorf("answer %d = %d %v", i, resp.StatusCode, h)
		}
		if (want.status == 429) != (h.Get("Retry-After") != "") {
			t.Errorf("answer %d: Retry-After = %q", i, h.Get("Retry-After"))
		}
	}
}
