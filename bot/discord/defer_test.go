package discord_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestSlowHandlersDefer makes every handler "slow" (the defer delay is a
// nanosecond): commands are answered "thinking" and edited later, clicks
// are acknowledged and their message edited later, and every body still
// passes Discord's spec.
func TestSlowHandlersDefer(t *testing.T) {
	h := newHarnessDeferring(t, time.Nanosecond)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)

	in := srv.Command(alice, "play", discordtest.SubcommandArg("qwinto"))
	r := h.do(in)
	if r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource {
		t.Skipf("the handler beat a 1 ns timer (answered %d); nothing to test", r.Type)
	}
	orig, err := srv.WaitOriginal(h.ctx, in.ID)
	if err != nil || !strings.Contains(orig.Content, "lobby") || !orig.Ephemeral() {
		t.Fatalf("deferred /play: %v %+v", err, orig)
	}
	join := mustButton(t, h.board(), "Join")
	click := srv.Button(bob, h.board(), join)
	if r := h.do(click); r.Type != discordgo.InteractionResponseDeferredMessageUpdate {
		t.Fatalf("deferred click answered %d", r.Type)
	}
	if !strings.Contains(string(h.board().RawEmbeds), "2. Bob") {
		t.Fatalf("the lobby was not edited after the deferral: %s", h.board().RawEmbeds)
	}
	in = srv.Command(bob, "game", discordtest.SubcommandArg("start"))
	h.do(in)
	orig, err = srv.WaitOriginal(h.ctx, in.ID)
	if err != nil || orig.Content != "Only the host, Alice, can do that." {
		t.Fatalf("deferred refusal: %v %+v", err, orig)
	}
	srv.AssertClean(t)
}
