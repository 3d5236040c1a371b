package discord_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// channelMessages selects the bot-token calls on a channel's messages: the
// boards' posts and edits.
func channelMessages(c discordtest.Call) bool {
	return strings.HasPrefix(c.Route, "/channels/{channel_id}/messages")
}

// TestPublicReplyWhileBoardRateLimited: a board waits to be posted, the
// channel's message route answers 429 with retry_after 2.5 s, a player
// clicks the board and the host pauses the game. The click waits for the
// board; the pause does not wait behind it, and its announcement is
// public, as it is when nothing is rate limited.
func TestPublicReplyWhileBoardRateLimited(t *testing.T) {
	// Boards a second apart: the move's board waits in the queue until
	// the click sends it.
	h := newHarnessWith(t, harnessOptions{boardInterval: time.Second})
	p := startQwintoPair(h)
	h.srv.RateLimitNext(channelMessages, 1, 2500*time.Millisecond)
	if err := p.sendMove(); err != nil {
		t.Fatal(err)
	}
	board := h.board()
	button, ok := anyButton(board)
	if !ok {
		t.Fatalf("no button on the board: %s", board.RawComponents)
	}
	var alice, bob discordtest.Member
	for _, m := range p.players {
		if m.GlobalName == "Alice" {
			alice = m
		} else {
			bob = m
		}
	}
	click := h.srv.Button(bob, board, button)
	clicked := make(chan error, 1)
	go func() { _, err := h.srv.Interact(h.ctx, click); clicked <- err }()
	h.waitFor("the board's 429", func() bool {
		for _, c := range h.srv.CallsMatching(channelMessages) {
			if c.Status == 429 {
				return true
			}
		}
		return false
	})
	pause := h.srv.Command(alice, "game", discordtest.SubcommandArg("pause"))
	r, err := h.srv.Interact(h.ctx, pause)
	if err != nil {
		t.Fatal(err)
	}
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || r.Data.Flags&discordgo.MessageFlagsEphemeral != 0 ||
		!strings.Contains(text(r), "paused the game") {
		t.Fatalf("/game pause behind a rate-limited board answered type %d flags %d %q; want a public announcement", r.Type, flagsOf(r), text(r))
	}
	if err := <-clicked; err != nil {
		t.Fatal(err)
	}
	h.srv.AssertClean(t)
}

func flagsOf(r *discordtest.Response) discordgo.MessageFlags {
	if r.Data == nil {
		return 0
	}
	return r.Data.Flags
}

// TestDeferralKeepsVisibility holds the channel (as a slow handler
// would) past the defer delay while commands come in: each is deferred
// with the visibility of its reply, a public announcement publicly and a
// private reply privately, and a refusal to a command whose reply would
// be public stays private.
func TestDeferralKeepsVisibility(t *testing.T) {
	h := newHarnessDeferring(t, 50*time.Millisecond)
	p := startQwintoPair(h)
	var alice, bob discordtest.Member
	for _, m := range p.players {
		if m.GlobalName == "Alice" {
			alice = m
		} else {
			bob = m
		}
	}
	carol := h.srv.NewMember("Carol", 0)
	cases := []struct {
		who         discordtest.Member
		sub         string
		deferPublic bool // the deferral is seen by the channel
		public      bool // the answer is
		wantReply   string
	}{
		{alice, "pause", true, true, "paused the game"},
		{bob, "moves", false, false, "move"},
		{bob, "resume", true, true, "asks to resume"},   // a seated player asks the table (a vote)
		{carol, "resume", true, false, "Only the host"}, // a refusal goes out privately
	}
	for _, c := range cases {
		release := discord.LockChannel(h.bot, discordtest.ChannelID)
		in := h.srv.Command(c.who, "game", discordtest.SubcommandArg(c.sub))
		r, err := h.srv.Interact(h.ctx, in)
		release()
		if err != nil {
			t.Fatal(err)
		}
		if r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource {
			t.Fatalf("/game %s waiting for its channel answered type %d, not deferred", c.sub, r.Type)
		}
		if got := flagsOf(r)&discordgo.MessageFlagsEphemeral == 0; got != c.deferPublic {
			t.Fatalf("/game %s deferred with flags %d", c.sub, flagsOf(r))
		}
		<-h.done
		msg := h.srv.Messages(discordtest.ChannelID)
		shown := ""
		for _, m := range msg {
			if m.InteractionID == in.ID && !m.Loading() {
				shown = m.Content
				if m.Ephemeral() == c.public {
					t.Fatalf("/game %s: %q shown with ephemeral %v", c.sub, m.Content, m.Ephemeral())
				}
			}
		}
		if !strings.Contains(shown, c.wantReply) {
			t.Fatalf("/game %s: the answer shown is %q, want %q", c.sub, shown, c.wantReply)
		}
	}
	h.srv.AssertClean(t)
}
