package discord_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestPrivateGermanPublicFrench: in a server whose Discord locale is
// French, a member whose Discord is in German reads their private
// replies in German and the messages everyone sees in French.
func TestPrivateGermanPublicFrench(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	_, bob := h.startQwinto()
	german := func(in *discordtest.Interaction) *discordtest.Interaction {
		in.Locale, in.GuildLocale = discordgo.German, discordgo.French
		return in
	}
	r := h.do(german(srv.Command(bob, "game", discordtest.SubcommandArg("join"))))
	if got := text(r); got != "Die Partie hat schon begonnen." || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		t.Errorf("private reply: %q (flags %d), want German and ephemeral", got, r.Data.Flags)
	}
	r = h.do(german(srv.Command(bob, "game", discordtest.SubcommandArg("pause"))))
	if got := text(r); !strings.HasPrefix(got, "Bob demande de mettre la partie en pause") || r.Data.Flags&discordgo.MessageFlagsEphemeral != 0 {
		t.Errorf("public message: %q (flags %d), want French and public", got, r.Data.Flags)
	}
	srv.AssertClean(t)
}
