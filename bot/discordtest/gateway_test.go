package discordtest

import (
	"context"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// TestGatewaySurvivesDisconnects takes one session through RECONNECT, a
// dropped connection and an invalidated session; after each the bot still
// answers interactions, including one dispatched while it was away, and
// resuming delivers every event exactly once.
func TestGatewaySurvivesDisconnects(t *testing.T) {
	t.Parallel()
	seqs := make(chan int64, 1024)
	bot := newTestBot(t)
	srv, _ := openSession(t, bot.handle, func(_ *discordgo.Session, e *discordgo.Event) { seqs <- e.Sequence })
	alice := srv.NewMember("Alice", 0)
	ask := func(t *testing.T, ctx context.Context) {
		t.Helper()
		resp, err := srv.Interact(ctx, srv.Command(alice, "echo", StringArg("text", "still here")))
		if err != nil {
			t.Fatal(err)
		}
		if resp.Data.Content != "still here" {
			t.Errorf("content = %q", resp.Data.Content)
		}
	}
	steps := []struct {
		name       string
		disconnect func() error
		want       GatewayStats // counts only
	}{
		{"reconnect (op 7)", srv.Reconnect, GatewayStats{Connections: 2, Identifies: 1, Resumes: 1}},
		{"dropped connection", srv.DropConnection, GatewayStats{Connections: 3, Identifies: 1, Resumes: 2}},
		{"invalid session (op 9)", srv.InvalidateSession, GatewayStats{Connections: 3, Identifies: 2, Resumes: 2}},
	}
	for _, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			ctx := testContext(t)
			if _, err := srv.WaitGateway(ctx, func(st GatewayStats) bool { return st.Connected }); err != nil {
				t.Fatal(err)
			}
			before := srv.Gateway().Seq
			if err := step.disconnect(); err != nil {
				t.Fatal(err)
			}
			ask(t, ctx) // dispatched before the bot is back
			st, err := srv.WaitGateway(ctx, func(st GatewayStats) bool {
				return st.Connected && st.Connections == step.want.Connections &&
					st.Identifies == step.want.Identifies && st.Resumes == step.want.Resumes
			})
			if err != nil {
				t.Fatalf("gateway = %+v, want counts of %+v: %v", srv.Gateway(), step.want, err)
			}
			if step.want.Identifies == 1 {
				receivedOnce(t, ctx, seqs, before, st.Seq)
			}
			ask(t, ctx)
		})
	}
	srv.AssertClean(t)
}

// receivedOnce checks that the bot received the events numbered from..to
// of its session exactly once, then forgets them.
func receivedOnce(t *testing.T, ctx context.Context, seqs <-chan int64, from, to int64) {
	t.Helper()
	seen := map[int64]bool{}
	for int64(len(seen)) < to-from {
		select {
		case n := <-seqs:
			if seen[n] {
				t.Errorf("event %d received twice", n)
			}
			if n > from {
				seen[n] = true
			}
		case <-ctx.Done():
			t.Fatalf("received events %v of %d..%d", seen, from+1, to)
		}
	}
}

func TestGatewayRefusesWrongToken(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	s.Token = "Bot wrong"
	s.Identify.Token = "Bot wrong"
	if err := s.Open(); err == nil {
		t.Fatal("Open succeeded with a wrong token")
	}
	if st := srv.Gateway(); st.Identifies != 0 || st.Connections != 1 {
		t.Errorf("gateway = %+v", st)
	}
}
