package games

import (
	"math"
	"slices"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games/locale"
)

// LengthNoteIn is LengthNote said in l: "Likely length: about 54 choices
// each at 2 players, about 8 weeks at 1 day a turn." in English, the
// same numbers in l's words. "" when the length was not measured.
func LengthNoteIn(l locale.Lang, r Rules, opts Options, seats int, turn time.Duration) string {
	info := r.Info()
	seats = min(max(seats, info.MinSeats), info.MaxSeats)
	choices, ok := LengthOf(r, opts, seats)
	if !ok {
		return ""
	}
	note := l.Say("lobby.length.note", choices, l.Say("lobby.length.players", seats),
		spanIn(l, time.Duration(choices)*turn), exactSpanIn(l, turn))
	s, ok := r.(Shortener)
	if !ok || turn < SlowTurn {
		return note
	}
	short := s.Shorter(opts)
	if short == nil {
		return note
	}
	if n, ok := LengthOf(r, short, seats); ok && n < choices {
		note += " " + l.Say("lobby.length.shorter", optionListIn(l, info.Name, short, opts), n)
	}
	return note
}

// optionListIn is optionList in l: each option as /play names it in l
// ("duración:corta" for "length:short").
func optionListIn(l locale.Lang, game string, short, opts Options) string {
	var parts []string
	for k, v := range short {
		if opts[k] != v {
			name, value := OptionIn(l, game, k, v)
			parts = append(parts, name+":"+value)
		}
	}
	slices.Sort(parts)
	return strings.Join(parts, " ")
}

// spanIn is Span in l: "40 minutes", "3 days", "8 weeks".
func spanIn(l locale.Lang, d time.Duration) string {
	for _, u := range spanUnits {
		if d >= u.from {
			return l.Say("lobby.length.span."+u.name, max(1, int(math.Round(float64(d)/float64(u.size)))))
		}
	}
	return l.Say("lobby.length.no_time")
}

// exactSpanIn is exactSpan in l: "1 day", "36 hours", "90 minutes".
func exactSpanIn(l locale.Lang, d time.Duration) string {
	for _, u := range spanUnits {
		if d >= u.size && d%u.size == 0 {
			return l.Say("lobby.length.span."+u.name, int(d/u.size))
		}
	}
	return spanIn(l, d)
}
