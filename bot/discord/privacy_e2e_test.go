package discord_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
)

// TestPrivacyEndToEnd: through the fake Discord, /privacy answers Alice
// privately with what is kept and a Delete button; the button turns the
// message into a confirmation, and "Yes, delete everything" deletes her
// data: the finished match names a former player, Bob's standing stays.
func TestPrivacyEndToEnd(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	done := h.finishCinqo([]discordtest.Member{alice, bob})

	r := h.do(srv.Command(alice, "privacy"))
	if r.Data == nil || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 || len(r.Data.Embeds) != 1 {
		t.Fatalf("/privacy: %+v", r.Data)
	}
	if d := r.Data.Embeds[0].Description; !strings.Contains(d, "Finished games:** 1") {
		t.Errorf("/privacy shows:\n%s", d)
	}
	ask := h.do(srv.Button(alice, r.Message, mustButton(t, r.Message, "Delete my data")))
	if ask.Type != discordgo.InteractionResponseUpdateMessage || !strings.Contains(ask.Data.Content, "cannot be undone") {
		t.Fatalf("Delete my data: type %d, %+v", ask.Type, ask.Data)
	}
	yes := h.do(srv.Button(alice, ask.Message, mustButton(t, ask.Message, "Yes, delete everything")))
	if yes.Type != discordgo.InteractionResponseUpdateMessage || !strings.Contains(yes.Data.Content, "keeps nothing") {
		t.Fatalf("Yes: type %d, %+v", yes.Type, yes.Data)
	}
	m, err := h.matches.Archived(h.ctx, done.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !session.IsFormer(m.Players[0].User) || m.Players[0].Name != session.FormerName || m.Players[1].User != bob.ID {
		t.Errorf("archived seats after deletion: %+v", m.Players)
	}
	if f, err := h.matches.Footprint(h.ctx, alice.ID); err != nil || !f.Empty() {
		t.Errorf("Footprint of Alice = %+v, %v", f, err)
	}
	r = h.do(srv.Command(alice, "privacy"))
	if r.Data == nil || len(r.Data.Embeds) != 1 || !strings.Contains(r.Data.Embeds[0].Description, "Nothing:") {
		t.Errorf("/privacy after: %+v", r.Data)
	}
}
