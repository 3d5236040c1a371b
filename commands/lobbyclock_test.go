package commands

import (
	"strings"
	"testing"
)

// TestLobbyShowsClock: the lobby tells those who join how long a turn
// lasts and what happens after timeouts, before they commit to a match
// that may last days.
func TestLobbyShowsClock(t *testing.T) {
	tests := []struct {
		opts map[string]string
		want string
	}{
		{nil, "Turn time: 1d · a bot takes a seat after 3 timeouts in a row"},
		{map[string]string{"turn_time": "90m", "timeouts": "1", "on_timeouts": "abandon"},
			"Turn time: 1h30m · the game is abandoned after a timeout"},
	}
	for _, tt := range tests {
		d := newTable(t)
		d.command("alice", "play qwinto", tt.opts)
		if got := d.sink.msgs[d.match().BoardMessage].Text; !strings.Contains(got, tt.want+"\n") {
			t.Errorf("lobby of /play qwinto %v:\n%s\nwant the line %q", tt.opts, got, tt.want)
		}
	}
}
