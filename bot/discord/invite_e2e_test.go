package discord_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/render"
)

// sentWith returns the allowed mentions of the calls whose body's content
// holds text, in order.
func sentWith(t *testing.T, srv *discordtest.Server, text string) []discordgo.MessageAllowedMentions {
	t.Helper()
	var out []discordgo.MessageAllowedMentions
	for _, c := range srv.Calls() {
		type message struct {
			Content         string                            `json:"content"`
			AllowedMentions *discordgo.MessageAllowedMentions `json:"allowed_mentions"`
		}
		var body struct {
			message
			Data *message `json:"data"` // an interaction's answer
		}
		if c.Body == nil || json.Unmarshal(c.Body, &body) != nil {
			continue
		}
		if body.Data != nil {
			body.message = *body.Data
		}
		if !strings.Contains(body.Content, text) {
			continue
		}
		if body.AllowedMentions == nil {
			t.Fatalf("%s %s sends %q with no allowed_mentions: anyone it names is pinged", c.Method, c.Route, body.Content)
		}
		out = append(out, *body.AllowedMentions)
	}
	return out
}

// TestInvitationEndToEnd: /play qwinto invite:@Bob posts a lobby that
// may ping Bob and nobody else, sends Bob a direct message with Accept
// and Decline, and Bob's Accept there seats him on the lobby.
func TestInvitationEndToEnd(t *testing.T) {
	h := newClockHarnessDM(t, false)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	h.do(h.srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.UserArg("invite", bob))))

	pings := sentWith(t, h.srv, ", Alice invites you to play Qwinto:")
	if len(pings) != 1 || !slices.Equal(pings[0].Users, []string{bob.ID}) || len(pings[0].Parse) != 0 || pings[0].RepliedUser {
		t.Fatalf("the lobby's allowed mentions: %+v; want Bob's alone", pings)
	}
	lobby := h.board()
	if !strings.Contains(lobby.Content, "<@"+bob.ID+">") || !strings.Contains(lobby.Embeds[0].Description, "Waiting for Bob to accept") {
		t.Fatalf("the lobby: %q / %q", lobby.Content, lobby.Embeds[0].Description)
	}
	dms := h.srv.DirectMessages(bob.ID)
	if len(dms) != 1 || !strings.Contains(dms[0].Content, "Alice invites you to play Qwinto in <#"+discordtest.ChannelID+">") {
		t.Fatalf("Bob's direct messages: %+v", dms)
	}
	yes := render.ID{Action: render.ActInvite, Arg: "yes/" + discordtest.ChannelID}.String()
	// Alice cannot press Bob's Accept on the lobby.
	if r := h.do(h.srv.Button(alice, lobby, render.ID{Action: render.ActInvite, Arg: "yes"}.String())); !strings.Contains(text(r), "not for you") {
		t.Fatalf("Alice's Accept: %q", text(r))
	}
	h.do(h.srv.Button(bob, dms[0], yes))
	m, _ := h.match()
	if len(m.Players) != 2 || m.Players[1].User != bob.ID || len(m.Invites) != 0 {
		t.Fatalf("after Bob's Accept in his direct message: %+v %+v", m.Players, m.Invites)
	}
	if d := h.board().Embeds[0].Description; !strings.Contains(d, "2. Bob") || !strings.Contains(d, "Bob accepted the invitation.") {
		t.Fatalf("the lobby after Bob's Accept:\n%s", d)
	}
	if dm := h.srv.DirectMessages(bob.ID)[0]; len(dm.Components) != 0 || !strings.Contains(dm.Content, "You accepted") {
		t.Fatalf("Bob's direct message after his Accept: %q %+v", dm.Content, dm.Components)
	}
	h.srv.AssertClean(t)
}

// TestInvitationToClosedDMs: Discord refusing the direct message (50007)
// is no error: the invitation stands, the lobby says Bob is awaited, and
// Bob's /notify is left alone.
func TestInvitationToClosedDMs(t *testing.T) {
	h := newClockHarnessDM(t, false)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	h.do(h.srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	dmPost := func(c discordtest.Call) bool {
		return c.Method == "POST" && c.Route == "/channels/{channel_id}/messages" && c.Endpoint() != "/channels/"+discordtest.ChannelID+"/messages"
	}
	h.srv.FailNext(dmPost, 1, discordtest.CannotDM)
	r := h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("invite", discordtest.UserArg("user", bob))))
	if !strings.Contains(text(r), "Alice invites <@"+bob.ID+">") {
		t.Fatalf("/game invite: %q", text(r))
	}
	if pings := sentWith(t, h.srv, "Alice invites <@"); len(pings) != 1 || !slices.Equal(pings[0].Users, []string{bob.ID}) || len(pings[0].Parse) != 0 {
		t.Fatalf("/game invite's allowed mentions: %+v; want Bob's alone", pings)
	}
	if got := len(h.srv.CallsMatching(dmPost)); got != 1 {
		t.Fatalf("%d direct messages tried, want 1", got)
	}
	if d := h.board().Embeds[0].Description; !strings.Contains(d, "Waiting for Bob to accept") {
		t.Fatalf("the lobby after a refused direct message:\n%s", d)
	}
	if m, _ := h.match(); len(m.Pending()) != 1 {
		t.Fatalf("the invitation after a refused direct message: %+v", m.Invites)
	}
	if on, err := h.store.Notify(h.ctx, bob.ID); err != nil || on {
		t.Fatalf("Bob's /notify: %v %v", on, err)
	}
	h.srv.AssertClean(t)
}
