package cinqo

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// TestGolden plays whole games with the default policy on fixed seeds and
// compares the move log (seat, move, die faces drawn) and the final board
// with testdata/<name>.golden. Regenerate with go test -run Golden -update.
func TestGolden(t *testing.T) {
	tests := []struct {
		name  string
		opts  games.Options
		seats int
		seed  uint64
	}{
		{"race-2", nil, 2, 1},
		{"rounds-3", games.Options{"mode": "rounds", "rounds": "2"}, 3, 2},
		{"solitaire", nil, 1, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := playthrough(t, tt.opts, tt.seats, tt.seed)
			path := filepath.Join("testdata", tt.name+".golden")
			gametest.Golden(t, path, []byte(got))
		})
	}
}

// playthrough plays a game with the default policy and writes its log.
func playthrough(t *testing.T, opts games.Options, seats int, seed uint64) string {
	t.Helper()
	dice := gametest.Seeded(seed)
	g, err := Rules.New(opts, seats, dice)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Cinq-O, %d seats, options %v, seed %d, default policy\n", seats, opts, seed)
	for n := 1; !g.Result().Over; n++ {
		s := g.Actors()[0]
		m := g.Default(s)
		free := g.(*state).free()
		rec := &games.Recorder{R: dice}
		if g, err = g.Apply(s, m, rec); err != nil {
			t.Fatalf("move %d %s %q: %v", n, s, m, err)
		}
		line := fmt.Sprintf("%4d %s: %-22s%s", n, s, m, faces(rec.Draws, free))
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	b.WriteString("\n" + g.(*state).Board().Text(nil))
	return b.String()
}

// faces writes the dice a roll of n scoring dice drew: "dice 6 5 2 hi/lo
// 3-up", without the Hi/Lo die when it is boxed.
func faces(draws []games.Draw, n int) string {
	if len(draws) == 0 {
		return ""
	}
	parts := []string{"dice"}
	for i, d := range draws {
		if i == n {
			parts = append(parts, "hi/lo", HiLo(d.Value+1).String())
			break
		}
		parts = append(parts, fmt.Sprint(d.Value+1))
	}
	return strings.Join(parts, " ")
}
