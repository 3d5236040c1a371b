package commands

import (
	"strings"
	"testing"
)

// TestLastLeaverClosesLobby: when the host, alone, presses Leave, the
// lobby board says it closed because everyone left, and names no host
// called "nobody".
func TestLastLeaverClosesLobby(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play quingo", nil)
	lobby := d.match().BoardMessage
	d.click("alice", lobby, button(t, d.sink.msgs[lobby], "Leave").CustomID)
	text := d.sink.msgs[lobby].Text
	if strings.Contains(text, "nobody") || !strings.Contains(text, "Quingo lobby\nClosed: everyone left.") {
		t.Fatalf("lobby after its last player left:\n%s", text)
	}
}
