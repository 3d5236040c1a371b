package commands

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	_ "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// privacyWorld returns a router over a MemStore where u1 ("Una") and u2
// finished a Qwinto match in guild g and u1 waits in a lobby, with the
// clock the router reads.
func privacyWorld(t *testing.T) (*Router, *session.MemStore, *time.Time) {
	t.Helper()
	ctx := t.Context()
	store := session.NewMemStore()
	now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(store, session.WithClock(func() time.Time { return now }))
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c1", Game: "qwinto", Host: session.Player{User: "u1", Name: "Una"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Join(ctx, "c1", session.Player{User: "u2", Name: "Bo"}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c1", "u1"); err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		m, err := mg.Get(ctx, "c1")
		if err != nil {
			break
		}
		st, err := m.Decode()
		if err != nil {
			t.Fatal(err)
		}
		seat := st.Actors()[0]
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c1", User: m.Players[seat].User, Move: st.Default(seat)}); err != nil {
			t.Fatal(err)
		}
		if i > 2000 {
			t.Fatal("the match does not end")
		}
	}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c2", Game: "qwinto", Host: session.Player{User: "u2", Name: "Bo"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Join(ctx, "c2", session.Player{User: "u1", Name: "Una"}); err != nil {
		t.Fatal(err)
	}
	if err := store.SetNotify(ctx, "u1", true); err != nil {
		t.Fatal(err)
	}
	return NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), store, &now
}

func privacyCommand(user string) *Request {
	return &Request{Kind: KindCommand, Guild: "g", Channel: "c9", User: User{ID: user, Name: "Una"}, Command: "privacy"}
}

func click(user, customID string) *Request {
	return &Request{Kind: KindComponent, Guild: "g", Channel: "c9", User: User{ID: user, Name: "Una"}, CustomID: customID, Message: "m1"}
}

// buttons returns the custom ids of a message's buttons by label.
func buttons(m *render.Message) map[string]string {
	out := map[string]string{}
	for _, row := range m.Components {
		for _, c := range row.(discordgo.ActionsRow).Components {
			if b, ok := c.(discordgo.Button); ok {
				out[b.Label] = b.CustomID
			}
		}
	}
	return out
}

// TestPrivacyDeletes: /privacy shows, privately, what is kept about the
// caller and a Delete button; the button asks for a confirmation, and
// "Yes, delete everything" forgets the user: the lobby seat is left, the
// finished match names the label, the notification choice is gone and a
// second /privacy shows nothing kept.
func TestPrivacyDeletes(t *testing.T) {
	ctx := context.Background()
	rt, store, _ := privacyWorld(t)
	reply := rt.Handle(ctx, privacyCommand("u1"))
	msg := reply.Message
	if msg == nil || !msg.Ephemeral || len(msg.Embeds) != 1 {
		t.Fatalf("/privacy = %+v; want one private embed", reply)
	}
	for _, want := range []string{"Finished games:** 1", "Games open now:** 1", "Qwinto: 1 game", "Direct messages:** on", "· this server, Qwinto", "**Servers:** this server.", "Kept to run games across restarts"} {
		if !strings.Contains(msg.Text, want) {
			t.Errorf("/privacy lacks %q:\n%s", want, msg.Text)
		}
	}
	elsewhere := privacyCommand("u1")
	elsewhere.Guild = "h"
	if got := rt.Handle(ctx, elsewhere).Message.Text; !strings.Contains(got, "· server `g`, Qwinto") || strings.Contains(got, "this server") {
		t.Errorf("/privacy in another server:\n%s", got)
	}
	elsewhere.Servers = namedServers{"g": "Board *Games*"}
	if got := rt.Handle(ctx, elsewhere).Message.Text; !strings.Contains(got, "· **Board \\*Games\\***, Qwinto") || strings.Contains(got, "`g`") {
		t.Errorf("/privacy in another server, whose name the transport knows:\n%s", got)
	}
	for _, internal := range []string{"README", "quintet forget"} {
		if strings.Contains(msg.Text, internal) {
			t.Errorf("/privacy sends a player to %q, which players cannot read or run:\n%s", internal, msg.Text)
		}
	}
	del, ok := buttons(msg)["Delete my data"]
	if !ok {
		t.Fatalf("no Delete button: %+v", msg.Components)
	}
	confirm := rt.Handle(ctx, click("u1", del))
	if confirm.Update == nil || !strings.Contains(confirm.Update.Text, "cannot be undone") {
		t.Fatalf("Delete = %+v; want a confirmation in place", confirm)
	}
	yes, ok := buttons(confirm.Update)["Yes, delete everything"]
	if _, no := buttons(confirm.Update)["No, keep it"]; !ok || !no {
		t.Fatalf("confirmation buttons: %+v", confirm.Update.Components)
	}
	if f, _ := store.Footprint(ctx, "u1"); f.Empty() {
		t.Fatal("the confirmation step deleted already")
	}
	done := rt.Handle(ctx, click("u1", yes))
	if done.Update == nil || !strings.Contains(done.Update.Text, "keeps nothing") || len(done.Update.Components) != 0 {
		t.Fatalf("Yes = %+v", done)
	}
	if f, err := store.Footprint(ctx, "u1"); err != nil || !f.Empty() {
		t.Errorf("Footprint after = %+v, %v", f, err)
	}
	if lobby, err := store.Get(ctx, "c2"); err != nil || len(lobby.Players) != 1 || lobby.Players[0].User != "u2" {
		t.Errorf("lobby after = %+v, %v; want u2 alone", lobby, err)
	}
	recs, _ := store.Records(ctx, "g", "c1", "", 10)
	if len(recs) != 1 || !session.IsFormer(recs[0].Seats[0].User) || recs[0].Seats[0].Name != session.FormerName || recs[0].Seats[1].User != "u2" {
		t.Errorf("record after = %+v", recs)
	}
	again := rt.Handle(ctx, privacyCommand("u1"))
	if !strings.Contains(again.Message.Text, "Nothing:") {
		t.Errorf("second /privacy = %q", again.Message.Text)
	}
	// A stale Yes clicked again deletes nothing more and does not fail.
	if r := rt.Handle(ctx, click("u1", yes)); r.Update == nil {
		t.Errorf("Yes again = %+v", r)
	}
}

// TestPrivacyRefuses: "No, keep it", an expired button and a button the
// bot did not make change nothing.
func TestPrivacyRefuses(t *testing.T) {
	ctx := context.Background()
	rt, store, now := privacyWorld(t)
	del := buttons(rt.Handle(ctx, privacyCommand("u1")).Message)["Delete my data"]
	confirm := rt.Handle(ctx, click("u1", del)).Update
	no := rt.Handle(ctx, click("u1", buttons(confirm)["No, keep it"]))
	if no.Update == nil || !strings.Contains(no.Update.Text, "Nothing was deleted") {
		t.Errorf("No = %+v", no)
	}
	*now = now.Add(PrivacyButtonLife + time.Second)
	late := rt.Handle(ctx, click("u1", buttons(confirm)["Yes, delete everything"]))
	if late.Message == nil || !strings.Contains(late.Message.Text, "expired") || late.Update != nil {
		t.Errorf("late Yes = %+v; want a refusal", late)
	}
	forged := rt.Handle(ctx, click("u1", render.ID{Action: render.ActPrivacy, Version: now.Unix(), Arg: "all"}.String()))
	if forged.Message == nil || forged.Update != nil {
		t.Errorf("forged = %+v; want a refusal", forged)
	}
	if f, _ := store.Footprint(ctx, "u1"); f.Matches != 1 || !f.Notify {
		t.Errorf("Footprint after refusals = %+v; want it whole", f)
	}
}

// namedServers is a ServerNamer of fixed names.
type namedServers map[string]string

func (n namedServers) ServerName(id string) (string, bool) {
	name, ok := n[id]
	return name, ok
}

// TestPrivacyDeletesFollowsAndInvitations: /privacy counts the open
// games a user follows or is invited to, and Delete my data ends both.
func TestPrivacyDeletesFollowsAndInvitations(t *testing.T) {
	ctx := context.Background()
	rt, store, _ := privacyWorld(t)
	mg := session.NewManager(store)
	if _, err := mg.Follow(ctx, "c2", "u3"); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Invite(ctx, "c2", "u2", session.Invitee{Player: session.Player{User: "u3", Name: "Cy"}}); err != nil {
		t.Fatal(err)
	}
	msg := rt.Handle(ctx, privacyCommand("u3")).Message
	if !strings.Contains(msg.Text, "Games you follow or are invited to:** 1") {
		t.Fatalf("/privacy of a follower and invitee:\n%s", msg.Text)
	}
	confirm := rt.Handle(ctx, click("u3", buttons(msg)["Delete my data"])).Update
	if done := rt.Handle(ctx, click("u3", buttons(confirm)["Yes, delete everything"])); done.Update == nil {
		t.Fatalf("Yes = %+v", done)
	}
	lobby, err := store.Get(ctx, "c2")
	if err != nil || len(lobby.Followers) != 0 || len(lobby.Invites) != 0 {
		t.Fatalf("lobby after = %+v, %v; want no follower, no invitation", lobby, err)
	}
	if f, err := store.Footprint(ctx, "u3"); err != nil || !f.Empty() {
		t.Errorf("Footprint after = %+v, %v", f, err)
	}
}
