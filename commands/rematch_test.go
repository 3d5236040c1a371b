package commands

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// playOut plays the channel's match to its end with each actor's default
// move, typed by the user of its seat, and returns the final board.
func playOut(t *testing.T, d *tableDriver) string {
	t.Helper()
	for i := 0; ; i++ {
		if i > 3000 {
			t.Fatal("game does not end")
		}
		m, err := d.matches.Get(context.Background(), "chan")
		if err != nil {
			return fmt.Sprint("m", d.sink.n)
		}
		st, _ := m.Decode()
		seat := st.Actors()[0]
		if r := d.command(m.Players[seat].User, "game move", map[string]string{"notation": string(st.Default(seat))}); r.Message != nil && !strings.HasPrefix(r.Message.Content, "You played") {
			t.Fatalf("move refused: %s", r.Message.Content)
		}
	}
}

// TestRematchOpensTheSameTable: the final board's Rematch button opens a
// lobby with the same game, options, clock and bots, pings the other
// player to Join, and refuses anyone who did not play.
func TestRematchOpensTheSameTable(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", map[string]string{"bots": "1", "level": "hard", "turn_time": "2h"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	old := d.match()
	final := playOut(t, d)
	if got := reason(d.command("bob", "game undo", nil)); got != "There is no game in this channel." {
		t.Fatalf("undo after the end: %q", got)
	}
	id := button(t, d.sink.msgs[final], "Rematch").CustomID
	if got := reason(d.click("zed", final, id)); got != "Only the players of that game can ask for a rematch." {
		t.Fatalf("a spectator's rematch: %q", got)
	}
	if got := reason(d.click("bob", final, id)); got != "" {
		t.Fatalf("bob's rematch refused: %q", got)
	}
	m := d.match()
	if m.Phase != session.Lobby || m.Host != "bob" || m.Game != old.Game || m.Level != old.Level || m.TurnTime != old.TurnTime {
		t.Fatalf("the rematch lobby: %+v", m)
	}
	if len(m.Players) != 2 || !m.Players[1].Bot || m.Players[1].Level != old.Level {
		t.Fatalf("the rematch seats: %+v", m.Players)
	}
	lobby := d.sink.msgs[m.BoardMessage]
	if !strings.Contains(lobby.Content, "<@alice>") || len(lobby.Mentions) != 1 || lobby.Mentions[0] != "alice" {
		t.Fatalf("the rematch does not ask alice to join: %q %v", lobby.Content, lobby.Mentions)
	}
	button(t, lobby, "Join")
	if got := reason(d.click("alice", final, id)); got != "A game is already open in this channel." {
		t.Fatalf("a second rematch: %q", got)
	}
	if got := reason(d.click("alice", final, "rm:0:chan-nope")); !strings.Contains(got, "no longer on record") {
		t.Fatalf("a rematch of an unknown game: %q", got)
	}
}
