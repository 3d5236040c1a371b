package bot_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// TestDirectSpeaksTheUsersLanguage: a direct message drawn in a language
// (an invitation, a followed game's end) reaches a user in their Discord
// locale as last remembered, and one never seen in the server's.
func TestDirectSpeaksTheUsersLanguage(t *testing.T) {
	ctx := context.Background()
	store := session.NewMemStore()
	if err := store.SetDMPrefs(ctx, "bob", session.DMPrefs{Locale: "de"}); err != nil {
		t.Fatal(err)
	}
	sent := map[string]string{}
	n := bot.NewDMNotifier(store, store, bot.DMSenderFunc(func(_ context.Context, user, text string) error {
		sent[user] = text
		return nil
	}), slog.New(slog.NewTextHandler(io.Discard, nil)))
	draw := func(l locale.Lang) *render.Message { return render.Public(l.Say("language.self")) }
	for _, user := range []string{"bob", "carol"} {
		n.Direct(ctx, commands.Direct{User: user, Channel: "c", Message: draw(locale.French), In: draw, Lang: locale.French})
	}
	if sent["bob"] != "Deutsch" || sent["carol"] != "Français" {
		t.Errorf("bob (de) read %q, carol (never seen, in a French server) %q", sent["bob"], sent["carol"])
	}
}
