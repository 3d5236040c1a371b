package discord

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
)

// TestOpenThreadSpendsTheBudget: opening a match's thread is a bot-token
// request and takes its share of the global budget like a post; Discord's
// refusals become the errors /play tells players of.
func TestOpenThreadSpendsTheBudget(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		want   error
	}{
		{"opened", http.StatusCreated, `{"id":"99","type":11,"parent_id":"1","name":"qwinto-alice"}`, nil},
		{"in a thread", http.StatusBadRequest, `{"code":50024,"message":"Cannot execute action on this channel type"}`, commands.ErrNestedThread},
		{"forbidden", http.StatusForbidden, `{"code":50013,"message":"Missing Permissions"}`, commands.ErrThreadForbidden},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var sent []string
			next := roundTripFunc(func(r *http.Request) (*http.Response, error) {
				body, _ := io.ReadAll(r.Body)
				sent = append(sent, r.Method+" "+r.URL.Path+" "+string(body))
				return &http.Response{StatusCode: tc.status, Header: http.Header{"Content-Type": {"application/json"}},
					Body: io.NopCloser(strings.NewReader(tc.body)), Request: r}, nil
			})
			now := time.Unix(1000, 0)
			bud := newBudget(next, 1, 1)
			bud.now = func() time.Time { return now }
			s, err := discordgo.New("Bot test-token")
			if err != nil {
				t.Fatal(err)
			}
			s.Client = &http.Client{Transport: bud}
			s.MaxRestRetries = 0
			id, err := discordThreads{s: s}.OpenThread(context.Background(), "1", "qwinto-alice")
			if tc.want == nil && (err != nil || id != "99") {
				t.Fatalf("OpenThread: %q, %v", id, err)
			}
			if tc.want != nil && !errors.Is(err, tc.want) {
				t.Fatalf("OpenThread: %v, want %v", err, tc.want)
			}
			if len(sent) != 1 || !strings.HasPrefix(sent[0], "POST /api/v9/channels/1/threads ") ||
				!strings.Contains(sent[0], `"type":11`) || !strings.Contains(sent[0], `"auto_archive_duration":10080`) {
				t.Fatalf("requests %q, want one POST of a public thread", sent)
			}
			if w := bud.take(); w <= 0 {
				t.Fatal("the thread's request took nothing from the budget")
			}
		})
	}
}
