package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/locale"
	_ "github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/games/session"
)

// TestSpectatorSeesTheBoardAlone: /game board from a user without a seat
// answers privately with the public board, read-only, posts nothing in the
// channel and shows no hand; the public board says how to do it.
func TestSpectatorSeesTheBoardAlone(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play quinientos", map[string]string{"bots": "3"})
	d.command("alice", "game start", nil)
	m := d.match()
	public := d.sink.msgs[m.BoardMessage]
	if !strings.Contains(public.Text, locale.English.Say("board.spectate_hint")) {
		t.Fatalf("the board in play lacks the spectators' hint:\n%s", public.Text)
	}
	posted := d.sink.n
	r := d.command("zed", "game board", nil)
	if d.sink.n != posted {
		t.Fatal("a spectator's /game board posted in the channel")
	}
	if r.Message == nil || !r.Message.Ephemeral || len(r.Message.Components) != 1 || button(t, r.Message, "Text").CustomID == "" || len(r.Message.Mentions) != 0 {
		t.Fatalf("a spectator's board is not a private read-only copy: %+v", r.Message)
	}
	for _, l := range strings.Split(r.Message.Text, "\n") {
		if !strings.Contains(public.Text, l) {
			t.Fatalf("the spectator's copy shows %q, which the public board does not:\n%s", l, public.Text)
		}
	}
	hand := d.command("alice", "game hand", nil).Message.Text
	if r.Message.Text == hand || strings.Contains(r.Message.Text, handLine(hand)) {
		t.Fatalf("the spectator's copy shows alice's hand:\n%s", r.Message.Text)
	}
	if d.command("alice", "game board", nil); d.sink.n != posted+1 {
		t.Fatal("a seated player's /game board no longer reposts the board")
	}
	if d.match().Phase != session.Playing {
		t.Fatal("watching changed the match")
	}
}

// handLine is the line of a private view that lists the hand.
func handLine(text string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(strings.ToLower(l), "hand") {
			return l
		}
	}
	return "\x00"
}
