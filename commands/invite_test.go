package commands

import (
	"slices"
	"strings"
	"testing"
)

// TestPlayInvitePingsAndHoldsASeat: /play invite:@bob posts a lobby that
// pings bob alone, says he is awaited, holds his seat, and asks for a
// direct message to him with his own Accept and Decline buttons.
func TestPlayInvitePingsAndHoldsASeat(t *testing.T) {
	d := newTable(t)
	reply := d.command("alice", "play qwinto", map[string]string{"invite": "<@bob>"})
	lobby := d.sink.msgs[d.match().BoardMessage]
	if !strings.Contains(lobby.Content, "<@bob>") || !slices.Equal(lobby.Mentions, []string{"bob"}) {
		t.Fatalf("the lobby pings %v with %q; want bob alone", lobby.Mentions, lobby.Content)
	}
	if !strings.Contains(lobby.Text, "Waiting for bob to accept · expires <t:") {
		t.Fatalf("the lobby does not say who is awaited:\n%s", lobby.Text)
	}
	if len(reply.Directs) != 1 || reply.Directs[0].User != "bob" {
		t.Fatalf("direct messages: %+v; want one to bob", reply.Directs)
	}
	dm := reply.Directs[0].Message
	if !strings.Contains(dm.Content, "alice invites you to play Qwinto in <#chan>") {
		t.Fatalf("the invitation reads %q", dm.Content)
	}
	if yes := button(t, dm, "Accept invitation").CustomID; yes != "iv:0:yes/chan" {
		t.Fatalf("the direct message's Accept is %q; want it to name the lobby's channel", yes)
	}
	if m := d.match(); len(m.Pending()) != 1 || len(m.Players) != 1 {
		t.Fatalf("held seats: %+v", m.Invites)
	}
}

// TestInviteButtonsAnswerForTheInvitedAlone: on the lobby, only the
// member invited may accept; Accept seats them and says so.
func TestInviteButtonsAnswerForTheInvitedAlone(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", map[string]string{"invite": "bob"})
	lobby := d.match().BoardMessage
	accept := button(t, d.sink.msgs[lobby], "Accept invitation").CustomID
	if got := reason(d.click("carol", lobby, accept)); got != "This invitation is not for you." {
		t.Fatalf("carol's Accept: %q", got)
	}
	if m := d.match(); len(m.Players) != 1 {
		t.Fatalf("carol's Accept changed the seats: %+v", m.Players)
	}
	d.click("bob", lobby, accept)
	text := d.sink.msgs[lobby].Text
	if !strings.Contains(text, "2. bob") || !strings.Contains(text, "bob accepted the invitation.") || strings.Contains(text, "Waiting for") {
		t.Fatalf("lobby after bob's Accept:\n%s", text)
	}
}

// TestInviteFromTheDirectMessage: Decline in the direct message (a
// channel of its own) frees the lobby's seat, says so on the lobby and
// replaces the direct message's buttons with the answer.
func TestInviteFromTheDirectMessage(t *testing.T) {
	d := newTable(t)
	reply := d.command("alice", "play qwinto", map[string]string{"invite": "bob"})
	no := button(t, reply.Directs[0].Message, "Decline invitation").CustomID
	r := d.router.Handle(t.Context(), &Request{Kind: KindComponent, Channel: "dm-bob", User: User{ID: "bob", Name: "Bob"}, CustomID: no, Message: "dm1"})
	if r.Update == nil || len(r.Update.Components) != 0 || !strings.Contains(r.Update.Content, "You declined") {
		t.Fatalf("the direct message after Decline: %+v", r.Update)
	}
	if r.Board == nil || r.Board.Channel != "chan" || !strings.Contains(Boards.Draw(r.Board).Text, "bob declined the invitation; the seat is free.") {
		t.Fatalf("the lobby is not told: %+v", r.Board)
	}
	if m := d.match(); len(m.Invites) != 0 || len(m.Players) != 1 {
		t.Fatalf("after Decline: %+v %+v", m.Players, m.Invites)
	}
}

// TestGameInviteRefusals: inviting a bot, yourself, someone seated, by a
// guest, or past the seats gets one short reason and changes nothing.
func TestGameInviteRefusals(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", map[string]string{"bots": "3"})
	d.command("bob", "game join", nil)
	cases := []struct {
		by, user, want string
		bot            bool
	}{
		{"alice", "robo", "Bots cannot be invited; use Add bot for a bot player.", true},
		{"alice", "alice", "You cannot invite yourself.", false},
		{"alice", "bob", "That player is already seated.", false},
		{"bob", "carol", "Only the host, alice, can do that.", false},
		{"alice", "", "Name the member to invite, such as invite:@Bob.", false},
	}
	for _, c := range cases {
		before := d.match().Version
		r := &Request{Kind: KindCommand, User: User{ID: c.by, Name: c.by}, Command: "game invite", Options: map[string]string{"user": c.user}}
		if c.bot {
			r.Users = map[string]OptionUser{c.user: {Name: "Robo", Bot: true}}
		}
		if got := reason(d.do(r)); got != c.want {
			t.Errorf("%s invites %q: %q, want %q", c.by, c.user, got, c.want)
		}
		if d.match().Version != before {
			t.Errorf("%s inviting %q changed the lobby", c.by, c.user)
		}
	}
	ok := d.command("alice", "game invite", map[string]string{"user": "carol"})
	if ok.Message == nil || ok.Message.Ephemeral || !slices.Equal(ok.Message.Mentions, []string{"carol"}) || len(ok.Directs) != 1 {
		t.Fatalf("/game invite: %+v", ok)
	}
	// Alice, three bots, Bob and Carol's held seat fill the six seats.
	if got := reason(d.command("alice", "game invite", map[string]string{"user": "dave"})); got != "The table is full." {
		t.Errorf("a seventh seat: %q", got)
	}
	if got := reason(d.command("erin", "game join", nil)); got != "The table is full." {
		t.Errorf("a join into the held seat: %q", got)
	}
}

// TestFollowCommands: a member without a seat follows and unfollows;
// a player is told the board tells them.
func TestFollowCommands(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob")
	if got := reason(d.command("bob", "game follow", nil)); !strings.Contains(got, "You play in this game") {
		t.Errorf("a player follows: %q", got)
	}
	if got := reason(d.command("carol", "game follow", nil)); !strings.Contains(got, "a direct message will tell you how it ends") {
		t.Errorf("follow: %q", got)
	}
	if got := reason(d.command("carol", "game follow", nil)); got != "You already follow this game." {
		t.Errorf("follow twice: %q", got)
	}
	if got := reason(d.command("carol", "game unfollow", nil)); got != "You no longer follow this Qwinto game." {
		t.Errorf("unfollow: %q", got)
	}
	if m := d.match(); len(m.Followers) != 0 {
		t.Errorf("followers after unfollow: %v", m.Followers)
	}
}

// TestFollowedEndTellsTheResult: the followers of an ended match, and
// not a follower who took a seat, get its result with a link to the
// final board, each once.
func TestFollowedEndTellsTheResult(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", nil)
	d.command("carol", "game follow", nil)
	d.command("bob", "game follow", nil)
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	m := d.playToEnd([]string{"alice", "bob"})
	ds := FollowedEnd(m, "m9")
	if len(ds) != 1 || ds[0].User != "carol" || ds[0].Once == "" {
		t.Fatalf("direct messages: %+v; want one to carol, sent once", ds)
	}
	text := ds[0].Message.Content
	for _, want := range []string{"The Qwinto game you followed in <#chan> has ended: ", "Scores: alice ", "https://discord.com/channels/guild/chan/m9"} {
		if !strings.Contains(text, want) {
			t.Errorf("the result lacks %q: %q", want, text)
		}
	}
}
