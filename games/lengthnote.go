package games

import (
	"math"
	"sort"
	"strings"
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

// LengthNoteIn is LengthNote in l, the shorter way's options written as
// /play shows them in l (name, the option's words for a name and a
// value; English writes them as typed).
func LengthNoteIn(l locale.Lang, r Rules, opts Options, seats int, turn time.Duration) string {
	info := r.Info()
	seats = min(max(seats, info.MinSeats), info.MaxSeats)
	choices, ok := LengthOf(r, opts, seats)
	if !ok {
		return ""
	}
	note := l.Say("render.lobby.length", choices, l.Say("render.lobby.players", seats), spanIn(l, time.Duration(choices)*turn), exactSpanIn(l, turn))
	s, ok := r.(Shortener)
	if !ok || turn < SlowTurn {
		return note
	}
	short := s.Shorter(opts)
	if short == nil {
		return note
	}
	if n, ok := LengthOf(r, short, seats); ok && n < choices {
		note += " " + l.Say("render.lobby.length_shorter", optionList(l, info.Name, short, opts), n)
	}
	return note
}

// optionList writes the options of short that differ from opts, as
// /play takes them: "length:short", in l's words (OptionIn).
func optionList(l locale.Lang, game string, short, opts Options) string {
	var parts []string
	for k, v := range short {
		if opts[k] != v {
			name, value := OptionIn(l, game, k, v)
			parts = append(parts, name+":"+value)
		}
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

// OptionIn returns game's option name with value as /play shows them
// in l: their command localizations ("cmd.play.<game>.<name>.name",
// then the option shared by every game, "cmd.play.<name>.name", and
// the choice's "....choice.<value>.option"), each as typed in English
// or when it has none (a number).
func OptionIn(l locale.Lang, game, name, value string) (nameIn, valueIn string) {
	return commandWord(l, name, "cmd.play."+game+"."+name+".name", "cmd.play."+name+".name"),
		commandWord(l, value, "cmd.play."+game+"."+name+".choice."+value+".option", "cmd.play."+name+".choice."+value+".option")
}

// commandWord is the first of keys the catalog has, said in l; word
// itself in English or when no key is known.
func commandWord(l locale.Lang, word string, keys ...string) string {
	if l == locale.English || l == "" {
		return word
	}
	for _, k := range keys {
		if locale.Has(k) {
			return l.Say(k)
		}
	}
	return word
}

// spanUnits are the units Span and exactSpan write, largest first; from
// is the least duration Span writes in the unit.
var spanUnits = []struct {
	key        string
	size, from time.Duration
}{
	{"render.lobby.span.months", 30 * 24 * time.Hour, 60 * 24 * time.Hour},
	{"render.lobby.span.weeks", 7 * 24 * time.Hour, 14 * 24 * time.Hour},
	{"render.lobby.span.days", 24 * time.Hour, 24 * time.Hour},
	{"render.lobby.span.hours", time.Hour, time.Hour},
	{"render.lobby.span.minutes", time.Minute, 0},
}

// Span writes a duration roughly, in the largest unit that fits it well,
// rounded: "40 minutes", "9 hours", "3 days", "8 weeks", "3 months"
// (months of 30 days).
func Span(d time.Duration) string { return spanIn(locale.English, d) }

// spanIn is Span in l.
func spanIn(l locale.Lang, d time.Duration) string {
	for _, u := range spanUnits {
		if d >= u.from {
			return l.Say(u.key, max(1, int(math.Round(float64(d)/float64(u.size)))))
		}
	}
	return l.Say("render.lobby.span.none")
}

// exactSpanIn writes a duration in l in the largest unit that divides
// it: "1 day", "36 hours", "90 minutes"; as Span when no unit does.
func exactSpanIn(l locale.Lang, d time.Duration) string {
	for _, u := range spanUnits {
		if d >= u.size && d%u.size == 0 {
			return l.Say(u.key, int(d/u.size))
		}
	}
	return spanIn(l, d)
}
