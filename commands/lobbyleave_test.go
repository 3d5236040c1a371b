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
	if strings.Contains(text, "Players: 0") {
		t.Fatalf("a lobby everyone left counts its players:\n%s", text)
	}
}

// TestEmptyOptionIsTheDefault: an option sent empty is not an option of
// the lobby: the game's default stands and the lobby does not list it.
func TestEmptyOptionIsTheDefault(t *testing.T) {
	for _, empty := range []string{"", " "} {
		d := newTable(t)
		d.command("alice", "play quingo", map[string]string{"pool": empty})
		m := d.match()
		if _, ok := m.Options["pool"]; ok {
			t.Fatalf("pool %q is kept as an option: %q", empty, m.Options)
		}
		if text := d.sink.msgs[m.BoardMessage].Text; !strings.Contains(text, "Quingo lobby") || strings.Contains(text, "pool") {
			t.Fatalf("the lobby lists pool %q:\n%s", empty, text)
		}
	}
}

// TestSolitaireLobbyHasNothingToJoin: a Cinq-O solitaire lobby offers
// neither Join nor Add bot, which could only refuse, and its host is not
// told that others may join.
func TestSolitaireLobbyHasNothingToJoin(t *testing.T) {
	d := newTable(t)
	r := d.command("alice", "play cinqo", map[string]string{"mode": "solitaire"})
	if got := reason(r); !strings.Contains(got, "It is a game for one: press Start.") || strings.Contains(got, "Others join") {
		t.Errorf("the host reads %q", got)
	}
	lobby := d.sink.msgs[d.match().BoardMessage]
	got := buttons(lobby)
	for _, label := range []string{"Join", "Add bot"} {
		if _, ok := got[label]; ok {
			t.Errorf("the solitaire lobby offers %s", label)
		}
	}
	for _, label := range []string{"Leave", "Start", "Cancel"} {
		if _, ok := got[label]; !ok {
			t.Errorf("the solitaire lobby lacks %s", label)
		}
	}
	if !strings.Contains(lobby.Text, "Players: 1 of 1") {
		t.Errorf("the lobby's count:\n%s", lobby.Text)
	}
}
