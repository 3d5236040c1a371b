package discord_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestPlayRefusedWithoutPermissions: /play in a channel where the app may
// not attach files is refused in one private line that names it, and no
// lobby opens.
func TestPlayRefusedWithoutPermissions(t *testing.T) {
	h := newHarness(t)
	h.srv.WithholdPermissions(discordtest.ChannelID, discordgo.PermissionAttachFiles)
	alice := h.srv.NewMember("Alice", 0)
	r := h.do(h.srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	if r.Data == nil || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 || !strings.Contains(text(r), "Attach Files") {
		t.Fatalf("/play without Attach Files answered %q (flags %d)", text(r), flagsOf(r))
	}
	if _, open := h.match(); open {
		t.Fatal("a lobby opened")
	}
	h.srv.AssertClean(t)
}

// TestCannotPostTellsPlayers: Send Messages is taken from the app during
// a match; a move whose board is a new message cannot post it, and the
// players are told so in the move's interaction, naming the permission.
// Once it is given back, /game board shows the match, which went on.
func TestCannotPostTellsPlayers(t *testing.T) {
	h := newHarness(t)
	p := startQwintoPair(h)
	h.srv.WithholdPermissions(discordtest.ChannelID, discordgo.PermissionSendMessages)
	told := func() bool {
		for _, m := range h.srv.Messages(discordtest.ChannelID) {
			if m.InteractionID != "" && !m.Ephemeral() && strings.Contains(m.Content, "I need Send Messages") {
				return true
			}
		}
		return false
	}
	for range 12 {
		p.typedMove()
		if told() {
			break
		}
	}
	if !told() {
		t.Fatal("no player was told that the board could not be posted")
	}
	h.srv.WithholdPermissions(discordtest.ChannelID, 0)
	var alice discordtest.Member
	for _, m := range p.players {
		alice = m
	}
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("board")))
	p.assertCaughtUp("after /game board")
	p.assertLoggedOnce()
	h.srv.AssertClean(t)
}
