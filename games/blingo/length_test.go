package blingo_test

import (
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
)

// TestLengthNote: the lobby of a Blingo game states its measured length
// at the turn time; with a turn of a day or more the full game suggests
// length:short, which the short game and a quicker clock do not.
func TestLengthNote(t *testing.T) {
	short := games.Options{blingo.OptLength: blingo.Short}
	for _, tc := range []struct {
		opts  games.Options
		seats int
		turn  time.Duration
		want  string
	}{
		{nil, 2, 24 * time.Hour, "Likely length: about 54 choices each at 2 players, about 8 weeks at 1 day a turn. " +
			"Over days, length:short is shorter: about 27 choices each."},
		{games.Options{blingo.OptLength: blingo.Full}, 1, 48 * time.Hour, "Likely length: about 54 choices each at 2 players, " +
			"about 4 months at 2 days a turn. Over days, length:short is shorter: about 27 choices each."},
		{nil, 6, 23 * time.Hour, "Likely length: about 49 choices each at 6 players, about 7 weeks at 23 hours a turn."},
		{nil, 3, 10 * time.Minute, "Likely length: about 54 choices each at 3 players, about 9 hours at 10 minutes a turn."},
		{short, 4, 24 * time.Hour, "Likely length: about 26 choices each at 4 players, about 4 weeks at 1 day a turn."},
		{games.Options{blingo.OptMarkers: "50"}, 2, 72 * time.Hour, "Likely length: about 39 choices each at 2 players, " +
			"about 4 months at 3 days a turn."},
		{games.Options{blingo.OptMarkers: "30"}, 2, time.Hour, ""},
	} {
		if got := games.LengthNote(blingo.Rules, tc.opts, tc.seats, tc.turn); got != tc.want {
			t.Errorf("%v at %d players, %v a turn:\n got %q\nwant %q", tc.opts, tc.seats, tc.turn, got, tc.want)
		}
	}
}

// TestShorter: the shorter Blingo keeps the other options.
func TestShorter(t *testing.T) {
	s := blingo.Rules.(games.Shortener)
	got := s.Shorter(games.Options{blingo.OptMarkers: "50", blingo.OptLength: blingo.Full})
	if len(got) != 2 || got[blingo.OptLength] != blingo.Short || got[blingo.OptMarkers] != "50" {
		t.Errorf("shorter than markers:50 length:full: %v", got)
	}
	if got := s.Shorter(games.Options{blingo.OptLength: blingo.Short}); got != nil {
		t.Errorf("shorter than the short game: %v", got)
	}
}
