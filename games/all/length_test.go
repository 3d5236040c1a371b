package all_test

import (
	"flag"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

var (
	lengthGames = flag.Int("lengths", 30, "games TestLengthTables plays for each entry of every game's length table")
	lengthSeed  = flag.Uint64("lengths.seed", 1_000_000, "first seed of TestLengthTables's games")
)

// TestLengthTables measures every entry of every game's length table
// afresh, with normal bots, and fails when the table is more than 20% off
// the measurement. With -v it prints the measured table, to paste into
// the game's length.go after a longer run (-lengths 1000 -lengths.seed 1).
func TestLengthTables(t *testing.T) {
	for _, r := range games.All() {
		info := r.Info()
		l, ok := r.(games.Lengther)
		if !ok {
			t.Errorf("%s does not say how long its games are (games.Lengther)", info.Name)
			continue
		}
		t.Run(info.Name, func(t *testing.T) {
			var out strings.Builder
			for _, e := range l.Lengths() {
				opts := optionsOfKey(e.Options)
				got, err := gametest.MedianChoices(r, opts, e.Seats, *lengthGames, *lengthSeed)
				if err != nil {
					t.Fatal(err)
				}
				if math.Abs(got-float64(e.Choices)) > 0.2*float64(e.Choices) {
					t.Errorf("%d players, options %q: the table says %d choices a player, %d games measure %g",
						e.Seats, e.Options, e.Choices, *lengthGames, got)
				}
				fmt.Fprintf(&out, "\t{Seats: %d, Options: %q, Choices: %d},\n", e.Seats, e.Options, int(math.Round(got)))
			}
			t.Logf("%s, measured over %d games an entry:\n%s", info.Name, *lengthGames, out.String())
		})
	}
}

// TestLengthTablesCoverDefaults: every game's table has its default
// options at every player count, so that every lobby states a length.
func TestLengthTablesCoverDefaults(t *testing.T) {
	for _, r := range games.All() {
		info := r.Info()
		for seats := info.MinSeats; seats <= info.MaxSeats; seats++ {
			if _, ok := games.LengthOf(r, nil, seats); !ok {
				t.Errorf("%s at %d players: no length measured", info.Name, seats)
			}
		}
	}
}

// optionsOfKey reads back a games.OptionsKey: "name:value,name:value".
func optionsOfKey(key string) games.Options {
	opts := games.Options{}
	for _, f := range strings.Split(key, ",") {
		if k, v, ok := strings.Cut(f, ":"); ok {
			opts[k] = v
		}
	}
	return opts
}
