package games

import (
	"time"

	"github.com/quintetbot/quintet/games/locale"
)

// SlowTurn is the turn time from which a lobby suggests the game's
// shorter way to play (Shortener): a day, a game played over weeks.
const SlowTurn = 24 * time.Hour

// LengthNote is the lobby's line on how long a game is likely to take:
// the measured median choices a player at this player count (the fewest
// the game takes while fewer have joined) and options, and what they
// come to if each takes a whole turn time: "Likely length: about 54
// choices each at 2 players, about 8 weeks at 1 day a turn." With a turn
// of SlowTurn or more, a game that offers a shorter way to play suggests
// it with its own length. "" when the length was not measured.
func LengthNote(r Rules, opts Options, seats int, turn time.Duration) string {
	return LengthNoteIn(locale.English, r, opts, seats, turn)
}

// spanUnits are the units Span and exactSpan write, largest first; from
// is the least duration Span writes in the unit.
var spanUnits = []struct {
	name       string
	size, from time.Duration
}{
	{"month", 30 * 24 * time.Hour, 60 * 24 * time.Hour},
	{"week", 7 * 24 * time.Hour, 14 * 24 * time.Hour},
	{"day", 24 * time.Hour, 24 * time.Hour},
	{"hour", time.Hour, time.Hour},
	{"minute", time.Minute, 0},
}

// Span writes a duration roughly, in the largest unit that fits it well,
// rounded: "40 minutes", "9 hours", "3 days", "8 weeks", "3 months"
// (months of 30 days).
func Span(d time.Duration) string { return spanIn(locale.English, d) }

// exactSpan writes a duration in the largest unit that divides it: "1
// day", "36 hours", "90 minutes"; Span when no unit does.
func exactSpan(d time.Duration) string { return exactSpanIn(locale.English, d) }
