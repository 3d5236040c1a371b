package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestPlayLevel opens a lobby with hard bots: the lobby names each bot's
// level and Add bot adds one of the same; a level that is no level is
// refused with a reason and opens nothing.
func TestPlayLevel(t *testing.T) {
	d := newTable(t)
	if got := reason(d.command("alice", "play qwinto", map[string]string{"bots": "1", "level": "expert"})); got != "Level must be easy, normal or hard." {
		t.Fatalf("bad level: %q", got)
	}
	d.command("alice", "play qwinto", map[string]string{"bots": "1", "level": "hard"})
	m := d.match()
	if m.Level != games.Hard || m.Players[1].Level != games.Hard {
		t.Fatalf("lobby at level %s, bot %+v", m.Level, m.Players[1])
	}
	lobby := m.BoardMessage
	d.click("alice", lobby, button(t, d.sink.msgs[lobby], "Add bot").CustomID)
	m = d.match()
	if len(m.Players) != 3 || m.Players[2].Level != games.Hard {
		t.Fatalf("added bot %+v", m.Players)
	}
	text := d.sink.msgs[lobby].Text
	for _, want := range []string{"2. Bot 2 (bot, hard)", "3. Bot 3 (bot, hard)"} {
		if !strings.Contains(text, want) {
			t.Errorf("lobby lacks %q:\n%s", want, text)
		}
	}
}

// TestPlayBotsOutOfRange: a count of bots that is no count is refused
// with a reason about bots, not about the table's size.
func TestPlayBotsOutOfRange(t *testing.T) {
	for _, v := range []string{"-1", "two"} {
		d := newTable(t)
		if got := reason(d.command("alice", "play blingo", map[string]string{"bots": v})); got != "Bots must be a whole number, 0 or more." {
			t.Errorf("bots:%s: %q", v, got)
		}
	}
}
