package discord_test

import (
	"testing"

	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestUndoPromptRetiredByAMove: on Discord as in the console, a move that
// ends an open request to take back a move takes the Allow and Refuse
// buttons off its message, leaving the board the one message to press.
func TestUndoPromptRetiredByAMove(t *testing.T) {
	d := newDiscordTable(t)
	move := func(user, notation string) {
		t.Helper()
		d.command(user, "game move", map[string]string{"notation": notation})
	}
	d.command("alice", "play qwinto", nil)
	d.command("bob", "game join", nil)
	d.command("carol", "game join", nil)
	d.command("alice", "game start", nil)
	move("alice", "roll red")
	move("bob", "skip")
	move("carol", "skip")
	d.command("bob", "game undo", nil)
	asked := false
	for _, m := range d.h.srv.Messages(discordtest.ChannelID) {
		if _, ok := findButton(m, "Allow"); ok {
			asked = true
		}
	}
	if !asked {
		t.Fatal("no request to take back a move was posted")
	}
	move("alice", "skip")
	if here, _ := d.live(); len(here) != 1 {
		t.Fatalf("live messages %v, want the board alone", here)
	}
}
