package games

import (
	"slices"
	"strings"
)

// Length is one measured entry of a game's length: the median number of
// choices a player makes in a game (moves a person decides; rolls, forced
// passes and other moves the engine plays for the seat, games.AutoMove,
// are none), at a table of Seats players with the options Options.
type Length struct {
	Seats int
	// Options are the options that differ from their defaults, as
	// OptionsKey writes them: "" for the defaults, "length:short".
	Options string
	Choices int
}

// LengthTable is a game's measured lengths: the games/all test
// TestLengthTables measures every entry afresh, within 20%, and prints
// the figures of a longer run (see .github/CONTRIBUTING.md).
type LengthTable []Length

// Lengther is implemented by Rules whose lengths were measured.
type Lengther interface {
	Lengths() LengthTable
}

// Shortener is implemented by Rules that offer a shorter way to play,
// for tables that play slowly. Shorter returns opts with the options of
// the shorter game, or nil when opts play it already.
type Shortener interface {
	Shorter(opts Options) Options
}

// Choices returns the measured median choices a player for seats
// players with opts (of the game described by info); false when the
// table has no such entry.
func (t LengthTable) Choices(info Info, opts Options, seats int) (int, bool) {
	key := OptionsKey(info, opts)
	i := slices.IndexFunc(t, func(l Length) bool { return l.Seats == seats && l.Options == key })
	if i < 0 {
		return 0, false
	}
	return t[i].Choices, true
}

// OptionsKey writes the options of opts that differ from their defaults
// (an option without a default differs when given), as "name:value"
// sorted by name and joined by commas; "" when every option is at its
// default.
func OptionsKey(info Info, opts Options) string {
	var parts []string
	for name, v := range opts {
		i := slices.IndexFunc(info.Options, func(o Option) bool { return o.Name == name })
		if v == "" || (i >= 0 && info.Options[i].Default == v) {
			continue
		}
		parts = append(parts, name+":"+v)
	}
	slices.Sort(parts)
	return strings.Join(parts, ",")
}

// LengthOf returns the measured median choices a player of rules for
// seats players with opts; false when the game or the entry was not
// measured.
func LengthOf(r Rules, opts Options, seats int) (int, bool) {
	l, ok := r.(Lengther)
	if !ok {
		return 0, false
	}
	return l.Lengths().Choices(r.Info(), opts, seats)
}
