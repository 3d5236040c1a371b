package quinientos

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenSeed is the seed of the golden playthrough.
const goldenSeed = 1

// TestGolden plays a whole game with the default policy on every seat and
// compares the log (each move, the values drawn for its deal, what it did)
// and the final board with testdata/playthrough.golden. Regenerate with
// go test -run Golden -update.
func TestGolden(t *testing.T) {
	got := playthrough(t, goldenSeed)
	path := filepath.Join("testdata", "playthrough.golden")
	gametest.Golden(t, path, []byte(got))
}

// playthrough plays seed's game with the default policy and writes its log.
func playthrough(t *testing.T, seed uint64) string {
	dice := gametest.Seeded(seed)
	rec := &games.Recorder{R: dice}
	st, err := Rules.New(nil, Seats, rec)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Quinientos, seed %d, the default policy on every seat\n", seed)
	fmt.Fprintf(&b, "deal %v\n", drawValues(rec.Draws))
	writeEvents(&b, st.(*state))
	for n := 1; !st.Result().Over; n++ {
		s := st.Actors()[0]
		m := st.Default(s)
		rec := &games.Recorder{R: dice}
		if st, err = st.Apply(s, m, rec); err != nil {
			t.Fatalf("move %d: %s %q: %v", n, s, m, err)
		}
		fmt.Fprintf(&b, "%3d %s: %s\n", n, s, m)
		if len(rec.Draws) > 0 {
			fmt.Fprintf(&b, "    deal %v\n", drawValues(rec.Draws))
		}
		writeEvents(&b, st.(*state))
	}
	b.WriteString("\n" + st.(*state).Board(games.Spectator).Text(nil))
	b.WriteString(games.ExpandSeats(st.Result().Summary, games.Seat.String) + "\n")
	return b.String()
}

// writeEvents logs what the last move did besides the play itself.
func writeEvents(b *strings.Builder, st *state) {
	for _, e := range st.recent() {
		if e.Kind != Played {
			b.WriteString("    " + games.ExpandSeats(e.String(), games.Seat.String) + "\n")
		}
	}
}

func drawValues(draws []games.Draw) []int {
	out := make([]int, len(draws))
	for i, d := range draws {
		out[i] = d.Value
	}
	return out
}
