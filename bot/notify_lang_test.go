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

// TestDirectMessagesSpeakTheLocaleLastSeen: a turn notice reaches each
// player in the Discord locale their last request carried, English for
// one never seen.
func TestDirectMessagesSpeakTheLocaleLastSeen(t *testing.T) {
	ctx := context.Background()
	store := session.NewMemStore()
	for _, u := range []string{"bob", "carol"} {
		if err := store.SetNotify(ctx, u, true); err != nil {
			t.Fatal(err)
		}
	}
	if err := store.SetDMPrefs(ctx, "bob", session.DMPrefs{Locale: "ru"}); err != nil {
		t.Fatal(err)
	}
	sent := map[string]string{}
	n := bot.NewDMNotifier(store, store, bot.DMSenderFunc(func(_ context.Context, user, text string) error {
		sent[user] = text
		return nil
	}), slog.New(slog.NewTextHandler(io.Discard, nil)))
	n.Notify(ctx, &commands.Notice{Channel: "c", Game: "Qwinto", Waiting: []string{"bob", "carol"}, TurnStart: "m1/1"})
	if want := "Ваш ход: Qwinto в <#c>."; sent["bob"] != want {
		t.Errorf("bob (ru): %q, want %q", sent["bob"], want)
	}
	if want := "Your turn in Qwinto in <#c>."; sent["carol"] != want {
		t.Errorf("carol (never seen): %q, want %q", sent["carol"], want)
	}
}
