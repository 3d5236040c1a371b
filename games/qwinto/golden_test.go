package qwinto_test

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/qwinto"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestGolden plays a game of three default-policy players with fixed dice
// and compares the move log, the final sheets and the scores with
// testdata/playthrough-3.golden, line by line.
func TestGolden(t *testing.T) {
	tests := []struct {
		file string
		opts games.Options
		seed uint64
	}{
		{"playthrough-3.golden", nil, 7},
		{"playthrough-3-reroll.golden", games.Options{"reroll": "true"}, 7},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			got := playthrough(t, tt.opts, 3, tt.seed)
			path := filepath.Join("testdata", tt.file)
			gametest.Golden(t, path, []byte(got))
		})
	}
}

// playthrough plays a game by the default policy, the lowest waiting seat
// moving first, and writes the log, the final sheets and the result.
func playthrough(t *testing.T, opts games.Options, seats int, seed uint64) string {
	t.Helper()
	dice := gametest.Seeded(seed)
	st, err := qwinto.Rules.New(opts, seats, dice)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Qwinto, %d players, options %v, seed %d, default policy\n", seats, opts, seed)
	name := func(s games.Seat) string { return fmt.Sprintf("Seat %d", s+1) }
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
		fmt.Fprintf(&b, "%s: %s", name(s), m)
		if len(rec.Draws) > 0 {
			v := next.View(games.Spectator)
			board := v.Board.(qwinto.BoardView)
			faces := make([]string, 0, len(v.Dice))
			for _, d := range v.Dice {
				faces = append(faces, fmt.Sprintf("%s %d", d.Label, d.Value))
			}
			fmt.Fprintf(&b, " -> %s = %d", strings.Join(faces, ", "), board.Sum)
		}
		b.WriteByte('\n')
		st = next
	}
	res := st.Result()
	board := st.View(games.Spectator).Board.(qwinto.BoardView)
	fmt.Fprintf(&b, "\n%s\n", games.ExpandSeats(res.Summary, name))
	for s, seat := range board.Seats {
		sc := seat.Score
		fmt.Fprintf(&b, "\n%s: rows %d + %d + %d, bonus %v, failed %d, total %d\n",
			name(games.Seat(s)), sc.Rows[qwinto.Red], sc.Rows[qwinto.Yellow], sc.Rows[qwinto.Blue], bonusValues(sc.Bonus), sc.Failed, sc.Total)
		b.WriteString(seat.Sheet.Text(name(games.Seat(s)), sc.Total))
	}
	return b.String()
}

func bonusValues(bs []qwinto.BonusColumn) []int {
	out := []int{}
	for _, b := range bs {
		out = append(out, b.Value)
	}
	return out
}
