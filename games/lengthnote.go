package games

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
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
	info := r.Info()
	seats = min(max(seats, info.MinSeats), info.MaxSeats)
	choices, ok := LengthOf(r, opts, seats)
	if !ok {
		return ""
	}
	note := fmt.Sprintf("Likely length: about %d %s each at %s, about %s at %s a turn.",
		choices, plural(choices, "choice"), players(seats), Span(time.Duration(choices)*turn), exactSpan(turn))
	s, ok := r.(Shortener)
	if !ok || turn < SlowTurn {
		return note
	}
	short := s.Shorter(opts)
	if short == nil {
		return note
	}
	if n, ok := LengthOf(r, short, seats); ok && n < choices {
		note += fmt.Sprintf(" Over days, %s is shorter: about %d %s each.", optionList(short, opts), n, plural(n, "choice"))
	}
	return note
}

// optionList writes the options of short that differ from opts, as
// /play takes them: "length:short".
func optionList(short, opts Options) string {
	var parts []string
	for k, v := range short {
		if opts[k] != v {
			parts = append(parts, k+":"+v)
		}
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

// players writes a player count: "1 player", "4 players".
func players(n int) string { return fmt.Sprintf("%d %s", n, plural(n, "player")) }

// plural writes noun for n: "choice", "choices".
func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
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
func Span(d time.Duration) string {
	for _, u := range spanUnits {
		if d >= u.from {
			n := max(1, int(math.Round(float64(d)/float64(u.size))))
			return fmt.Sprintf("%d %s", n, plural(n, u.name))
		}
	}
	return "no time"
}

// exactSpan writes a duration in the largest unit that divides it: "1
// day", "36 hours", "90 minutes"; Span when no unit does.
func exactSpan(d time.Duration) string {
	for _, u := range spanUnits {
		if d >= u.size && d%u.size == 0 {
			n := int(d / u.size)
			return fmt.Sprintf("%d %s", n, plural(n, u.name))
		}
	}
	return Span(d)
}
