package games_test

import (
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/locale"
)

// TestLengthNoteIn: the lobby's likely length reads in French with
// French words, the shorter way to play over days included (the English,
// which LengthNote says, is pinned by TestLengthNote).
func TestLengthNoteIn(t *testing.T) {
	day := 24 * time.Hour
	for _, tc := range []struct {
		seats int
		turn  time.Duration
		opts  games.Options
	}{{1, 10 * time.Minute, nil}, {2, day, nil}, {4, 36 * time.Hour, nil}, {6, 90 * time.Minute, games.Options{"length": "short"}}} {
		if games.LengthNote(blingo.Rules, tc.opts, tc.seats, tc.turn) == "" {
			t.Fatalf("no length measured for %d seats", tc.seats)
		}
		fr := games.LengthNoteIn(locale.French, blingo.Rules, tc.opts, tc.seats, tc.turn)
		if !strings.HasPrefix(fr, "Durée probable : environ ") {
			t.Errorf("French: %q", fr)
		}
		for _, english := range []string{"Likely", "choice", "player", "week", "day", "hour", "Over days", "shorter", " a turn"} {
			if strings.Contains(fr, english) {
				t.Errorf("French says %q: %q", english, fr)
			}
		}
		if tc.turn == day && !strings.Contains(fr, "Sur plusieurs jours, durée:courte est plus court") {
			t.Errorf("French lacks the shorter way over days: %q", fr)
		}
	}
}
