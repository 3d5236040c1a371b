package discord_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// newThreadGate returns a shut gate for the bot's requests that open a
// thread (POST /channels/{id}/threads) or rename one (PATCH
// /channels/{id}).
func newThreadGate() *requestGate {
	g := newRequestGate("thread request", func(r *http.Request) bool {
		p := strings.TrimSuffix(r.URL.Path, "/")
		i := strings.Index(p, "/channels/")
		rest := ""
		if i >= 0 {
			rest = p[i+len("/channels/"):]
		}
		opening := r.Method == http.MethodPost && strings.HasSuffix(rest, "/threads") && strings.Count(rest, "/") == 1
		renaming := r.Method == http.MethodPatch && rest != "" && !strings.Contains(rest, "/")
		return opening || renaming
	})
	g.close()
	return g
}

// TestThreadOpeningHoldsNoLock: while Discord is slow to open the thread
// that /play thread:true asked for (its request held, or answered 429
// with a retry_after past the bot's defer delay), another /play in the
// same channel is answered at once, not deferred: the thread is opened
// with no lock of the channel held. Once the thread is open, its lobby
// opens in it, with its board, and the first /play's answer names it.
func TestThreadOpeningHoldsNoLock(t *testing.T) {
	for _, slow := range []string{"held", "rate limited"} {
		t.Run(slow, func(t *testing.T) {
			gate := newThreadGate()
			o := harnessOptions{}
			if slow == "held" {
				o.transport = gate.wrap
			}
			h := newHarnessWith(t, o)
			t.Cleanup(gate.open)
			srv := h.srv
			alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
			opening := discordtest.Route("POST", "/channels/{channel_id}/threads")
			if slow == "rate limited" {
				srv.RateLimitNext(opening, 1, 2500*time.Millisecond)
			}
			first := srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.BoolArg("thread", true)))
			answered := make(chan *discordtest.Response, 1)
			go func() {
				r, err := srv.Interact(h.ctx, first)
				if err != nil {
					t.Error(err)
				}
				answered <- r
			}()
			if slow == "held" {
				gate.waitHeld(t, h)
			} else {
				h.waitFor("the thread's request refused with a 429", func() bool { return len(srv.CallsMatching(opening)) > 0 })
			}

			second := srv.Command(bob, "play", discordtest.SubcommandArg("cinqo"))
			r, err := srv.Interact(h.ctx, second)
			if err != nil {
				t.Fatal(err)
			}
			if r.Type != discordgo.InteractionResponseChannelMessageWithSource || !strings.HasPrefix(text(r), "You opened a Cinq-O lobby") {
				t.Fatalf("a /play in #general while its thread was being opened answered type %d %q; want type 4 at once", r.Type, text(r))
			}
			gate.open()
			<-answered
			waitHandled(t, h, first.ID, second.ID)

			th := h.threadOf()
			m := h.threadMatch(th.ID)
			if m.Game != "qwinto" || m.Thread.Parent != discordtest.ChannelID || m.BoardMessage == "" {
				t.Fatalf("the thread's match: %s, parent %q, board %q", m.Game, m.Thread.Parent, m.BoardMessage)
			}
			if g, open := h.match(); !open || g.Game != "cinqo" {
				t.Fatal("no Cinq-O lobby in #general")
			}
			named := false
			for _, msg := range srv.Messages(discordtest.ChannelID) {
				named = named || (!msg.Ephemeral() && strings.Contains(msg.Content, "<#"+th.ID+">"))
			}
			if !named {
				t.Fatal("the first /play's answer does not name the thread")
			}
			srv.AssertClean(t)
		})
	}
}

// TestThreadRenameHoldsNoLock: the rename of a match's thread when its
// game starts goes out after the start is answered and holds no lock:
// with Discord slow to rename, the start and the next command in the
// thread are answered at once, and the thread gets its name once Discord
// lets it.
func TestThreadRenameHoldsNoLock(t *testing.T) {
	gate := newThreadGate()
	gate.open()
	h := newHarnessWith(t, harnessOptions{transport: gate.wrap})
	t.Cleanup(gate.open)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.BoolArg("thread", true))))
	th := h.threadOf()
	h.do(in(th.ID, srv.Command(bob, "game", discordtest.SubcommandArg("join"))))

	gate.close()
	start := in(th.ID, srv.Command(alice, "game", discordtest.SubcommandArg("start")))
	r, err := srv.Interact(h.ctx, start)
	if err != nil {
		t.Fatal(err)
	}
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || text(r) != "The game has started." {
		t.Fatalf("start answered type %d %q; want type 4 at once", r.Type, text(r))
	}
	gate.waitHeld(t, h)
	moves := in(th.ID, srv.Command(bob, "game", discordtest.SubcommandArg("moves")))
	if r, err := srv.Interact(h.ctx, moves); err != nil || r.Type != discordgo.InteractionResponseChannelMessageWithSource {
		t.Fatalf("/game moves in the thread while it was being renamed: %v, type %d; want type 4 at once", err, r.Type)
	}
	gate.open()
	h.waitFor("the thread renamed", func() bool { return h.threadOf().Name == "qwinto-alice-bob" })
	srv.AssertClean(t)
}
