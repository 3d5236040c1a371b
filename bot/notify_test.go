package bot_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// TestTurnStartToldOnce: a turn start announced twice (a board delivered
// again, a repair after a restart) sends one direct message; the next
// turn start and every reminder send their own.
func TestTurnStartToldOnce(t *testing.T) {
	ctx := context.Background()
	store := session.NewMemStore()
	if err := store.SetNotify(ctx, "bob", true); err != nil {
		t.Fatal(err)
	}
	var sent []string
	n := bot.NewDMNotifier(store, store, bot.DMSenderFunc(func(_ context.Context, user, text string) error {
		sent = append(sent, user+": "+text)
		return nil
	}), slog.New(slog.NewTextHandler(io.Discard, nil)))
	turn := func(tag string) *commands.Notice {
		return &commands.Notice{Channel: "c", Game: "Qwinto", Waiting: []string{"bob", "carol"}, TurnStart: tag}
	}
	for i, tc := range []struct {
		note *commands.Notice
		want int
	}{
		{turn("m1/4"), 1}, {turn("m1/4"), 1}, {turn("m1/7"), 2}, {turn("m1/7"), 2},
		{&commands.Notice{Channel: "c", Waiting: []string{"bob"}}, 3},
		{&commands.Notice{Channel: "c", Waiting: []string{"bob"}}, 4},
	} {
		n.Notify(ctx, tc.note)
		if len(sent) != tc.want {
			t.Fatalf("after notice %d: sent %q, want %d", i, sent, tc.want)
		}
	}
}
