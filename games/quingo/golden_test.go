package quingo_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/quingo"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestGolden plays games of default-policy players with fixed dice and
// compares the move log (with every roll and the faces taken), the final
// sheets and the scores with testdata/, line by line.
func TestGolden(t *testing.T) {
	tests := []struct {
		file  string
		opts  games.Options
		seats int
		seed  uint64
	}{
		{"playthrough-3.golden", nil, 3, 7},
		{"playthrough-2-pool.golden", games.Options{"pool": "6 6 10 20"}, 2, 7},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			got := playthrough(t, tt.opts, tt.seats, tt.seed)
			path := filepath.Join("testdata", tt.file)
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -run Golden -update)", err)
			}
			g, w := strings.Split(got, "\n"), strings.Split(string(want), "\n")
			for i := range min(len(g), len(w)) {
				if g[i] != w[i] {
					t.Fatalf("%s line %d:\n got %q\nwant %q", path, i+1, g[i], w[i])
				}
			}
			if len(g) != len(w) {
				t.Fatalf("%s: %d lines, want %d", path, len(g), len(w))
			}
		})
	}
}

// playthrough plays a game by the default policy, the lowest acting seat
// moving first, and writes the log, the final board and the result.
func playthrough(t *testing.T, opts games.Options, seats int, seed uint64) string {
	t.Helper()
	dice := gametest.Seeded(seed)
	st, err := quingo.Rules.New(opts, seats, dice)
	if err != nil {
		t.Fatal(err)
	}
	name := func(s games.Seat) string { return fmt.Sprintf("Seat %d", s+1) }
	var b strings.Builder
	board := st.View(games.Spectator).Board.(quingo.BoardView)
	fmt.Fprintf(&b, "Quingo, %d players, options %v, seed %d, default policy\n", seats, opts, seed)
	fmt.Fprintf(&b, "Set-up: bonuses %v, W %d\n", board.Setup.Bonus, board.Setup.Wild)
	for moves := 0; !st.Result().Over; moves++ {
		if moves > 2000 {
			t.Fatalf("not over after %d moves", moves)
		}
		s := st.Actors()[0]
		m := st.Default(s)
		rec := &games.Recorder{R: dice}
		next, err := st.Apply(s, m, rec)
		if err != nil {
			t.Fatalf("%s %q: %v", s, m, err)
		}
		after := next.View(games.Spectator).Board.(quingo.BoardView)
		fmt.Fprintf(&b, "%s: %s", name(s), m)
		if after.Last != nil && after.Last.Seat == s && len(after.Last.Faces) > 0 {
			fmt.Fprintf(&b, " %v", after.Last.Faces)
		}
		b.WriteByte('\n')
		if len(rec.Draws) > 0 {
			writeRoll(&b, after, name)
		}
		st = next
	}
	res := st.Result()
	fmt.Fprintf(&b, "\n%s\n\n", games.ExpandSeats(res.Summary, name))
	b.WriteString(st.View(games.Spectator).Board.(quingo.BoardView).Text(name))
	return b.String()
}

// writeRoll logs what a move rolled: a new round, a new pool for the last
// lap, or the end of a game that stalled.
func writeRoll(b *strings.Builder, v quingo.BoardView, name func(games.Seat) string) {
	faces := make([]string, len(v.Pool))
	for i, d := range v.Pool {
		faces[i] = fmt.Sprintf("%s %d", d.Label, d.Value)
	}
	limits := make([]string, len(v.Seats))
	for i, s := range v.Seats {
		limits[i] = fmt.Sprint(s.Limit)
	}
	switch {
	case v.Phase == quingo.Over:
		fmt.Fprintf(b, "  stalled after round %d\n", v.Round)
	case v.Phase == quingo.LastLap:
		fmt.Fprintf(b, "  last lap pool: %s\n", strings.Join(faces, ", "))
	default:
		fmt.Fprintf(b, "  round %d: %s · limits %s · %s first\n", v.Round, strings.Join(faces, ", "), strings.Join(limits, " "), name(v.Turn))
	}
}
