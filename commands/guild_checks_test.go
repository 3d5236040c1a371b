package commands

import (
	"context"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/render"
)

// TestPlayNeedsAGuild: /play outside a server (no guild, as in a direct
// message) is refused and opens nothing.
func TestPlayNeedsAGuild(t *testing.T) {
	d := newTable(t)
	r := &Request{Kind: KindCommand, User: User{ID: "alice", Name: "alice"}, Command: "play qwinto", Channel: "dm", Options: map[string]string{}}
	reply := d.router.Handle(context.Background(), r)
	if reply.Message == nil || !strings.Contains(reply.Message.Content, "not in direct messages") || reply.Board != nil {
		t.Fatalf("reply %+v", reply)
	}
	if _, err := d.matches.Get(context.Background(), "dm"); err == nil {
		t.Fatal("a lobby was opened without a server")
	}
}

// TestRematchChecksTheGuild: a Rematch click that names an ended match
// of the same channel id in another server is refused.
func TestRematchChecksTheGuild(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob")
	m := d.playToEnd([]string{"alice", "bob"})
	id := render.ID{Action: render.ActRematch, Arg: m.ID}.String()
	r := &Request{Kind: KindComponent, User: User{ID: "alice", Name: "alice"}, CustomID: id, Channel: "chan", Guild: "other"}
	reply := d.router.Handle(context.Background(), r)
	if reply.Board != nil || reply.Message == nil || !strings.Contains(reply.Message.Content, "no longer on record here") {
		t.Fatalf("reply %+v", reply)
	}
	if _, err := d.matches.Get(context.Background(), "chan"); err == nil {
		t.Fatal("a rematch opened from another server")
	}
}
