package commands

import (
	"strings"
	"testing"
)

// TestLobbyShowsLength: the lobby states the game's likely length at its
// player count and turn time; /play blingo with a turn of a day or more
// suggests the short game, which a quicker clock and the short game do
// not.
func TestLobbyShowsLength(t *testing.T) {
	suggest := "Over days, length:short is shorter: about 27 choices each."
	tests := []struct {
		game    string
		opts    map[string]string
		want    string
		suggest bool
	}{
		{"blingo", nil, "Likely length: about 54 choices each at 2 players, about 8 weeks at 1 day a turn.", true},
		{"blingo", map[string]string{"turn_time": "12h"}, "Likely length: about 54 choices each at 2 players, about 4 weeks at 12 hours a turn.", false},
		{"blingo", map[string]string{"length": "short", "turn_time": "2d"}, "Likely length: about 27 choices each at 2 players, about 8 weeks at 2 days a turn.", false},
		{"qwinto", map[string]string{"turn_time": "10m"}, "Likely length: about 50 choices each at 1 player, about 8 hours at 10 minutes a turn.", false},
	}
	for _, tt := range tests {
		d := newTable(t)
		d.command("alice", "play "+tt.game, tt.opts)
		got := d.sink.msgs[d.match().BoardMessage].Text
		if !strings.Contains(got, tt.want) || strings.Contains(got, suggest) != tt.suggest {
			t.Errorf("lobby of /play %s %v:\n%s\nwant the line %q, a suggestion of the short game %v", tt.game, tt.opts, got, tt.want, tt.suggest)
		}
	}
	// A second player at Qwinto: the length follows the table.
	d := newTable(t)
	d.command("alice", "play qwinto", nil)
	d.command("bob", "game join", nil)
	if got := d.sink.msgs[d.match().BoardMessage].Text; !strings.Contains(got, "about 44 choices each at 2 players") {
		t.Errorf("lobby of two at Qwinto:\n%s", got)
	}
}
