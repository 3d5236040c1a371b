package commands

import (
	"strings"
	"testing"
)

// TestStartedLobbyKeepsTeams: the lobby retired by Start names the teams
// that play, the ones it promised before Start, though its players are
// listed in seat order by then; each bot is named after its seat, as
// the lobby lists it.
func TestStartedLobbyKeepsTeams(t *testing.T) {
	for _, tc := range []struct{ name, bots, want string }{
		{"three bots", "3", "Teams: alice & Bot 3 against Bot 2 & Bot 4"},
		{"two bots", "2", "Teams: alice & bob against Bot 2 & Bot 4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := newTable(t)
			d.command("alice", "play quinientos", map[string]string{"bots": tc.bots})
			if tc.bots == "2" {
				d.command("bob", "game join", nil)
			}
			lobby := d.match().BoardMessage
			before := d.sink.msgs[lobby].Text
			if !strings.Contains(before, tc.want) {
				t.Fatalf("lobby before Start lacks %q:\n%s", tc.want, before)
			}
			d.command("alice", "game start", nil)
			if text := d.sink.msgs[lobby].Text; !strings.Contains(text, "Started") || !strings.Contains(text, tc.want) {
				t.Errorf("started lobby lacks %q:\n%s", tc.want, text)
			}
			if players := func(s string) string { return s[strings.Index(s, "Players"):] }; players(d.sink.msgs[lobby].Text) != players(before) {
				t.Errorf("the players moved at the start:\n%s\nthen\n%s", before, d.sink.msgs[lobby].Text)
			}
		})
	}
}

// TestLobbyLeftByItsLastPersonHasNoHost: when the last person leaves a
// lobby that has bots, the closed lobby names no bot as its host.
func TestLobbyLeftByItsLastPersonHasNoHost(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play blingo", map[string]string{"bots": "2"})
	lobby := d.match().BoardMessage
	d.command("alice", "game leave", nil)
	text := d.sink.msgs[lobby].Text
	if strings.Contains(text, "hosted by") || !strings.HasPrefix(text, "Blingo lobby\n") || !strings.Contains(text, "Cancelled") {
		t.Errorf("lobby after its last person left:\n%s", text)
	}
}
