package discord_test

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestDirectMessageThroughDiscord sends the /notify direct message the
// way the bot does in production: it opens the DM channel, then posts the
// link to the board there. Only the player who opted in gets one.
func TestDirectMessageThroughDiscord(t *testing.T) {
	h := newClockHarnessDM(t, false)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	if r := h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("on"))); !strings.Contains(strings.ToLower(text(r)), "direct message") {
		t.Fatalf("/notify on: %q", text(r))
	}
	h.startQwinto(alice, bob)
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red"))))

	dms := h.srv.DirectMessages(bob.ID)
	if len(dms) != 1 {
		t.Fatalf("Bob has %d direct messages, want 1", len(dms))
	}
	if !strings.Contains(dms[0].Content, "https://discord.com/channels/"+discordtest.GuildID+"/"+discordtest.ChannelID+"/") {
		t.Fatalf("direct message %q has no link to the board", dms[0].Content)
	}
	if got := h.srv.DirectMessages(alice.ID); len(got) != 0 {
		t.Fatalf("Alice, who did not opt in, got %d direct messages", len(got))
	}

	// Off again: the next board, Bob's roll after Alice's move, sends
	// nothing.
	h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("off")))
	m, _ := h.match()
	st, _ := m.Decode()
	h.do(h.srv.Command(bob, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(1))))))
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(0))))))
	if got := h.srv.DirectMessages(bob.ID); len(got) != 1 {
		t.Fatalf("after /notify off Bob has %d direct messages, want still 1", len(got))
	}
	h.srv.AssertClean(t)
}
