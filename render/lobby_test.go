package render

import (
	"strings"
	"testing"
)

// TestLobbyIsTextNotCode: a lobby's embed shows its lines as text, not
// in a code block, with names escaped so that they read as written.
func TestLobbyIsTextNotCode(t *testing.T) {
	l := Lobby{Game: "qwinto", Title: "Qwinto", Host: "al_ice", MinSeats: 1, MaxSeats: 6,
		Seats: []Seat{{Name: "al_ice"}, {Name: "*bob*"}}, Teams: [][]string{{"al_ice", "*bob*"}}}
	m := LobbyMessage(l)
	d := m.Embeds[0].Description
	if strings.Contains(d, "```") {
		t.Fatalf("the lobby is a code block:\n%s", d)
	}
	for _, want := range []string{"hosted by al\\_ice", "1. al\\_ice\n", "2. \\*bob\\*\n"} {
		if !strings.Contains(d, want) {
			t.Errorf("the lobby lacks %q:\n%s", want, d)
		}
	}
	if !strings.Contains(m.Text, "2. *bob*\n") {
		t.Errorf("the text rendering escapes names:\n%s", m.Text)
	}
}
