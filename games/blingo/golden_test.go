package blingo_test

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/gametest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestGolden plays a game of three default-policy players with seeded dice
// and compares the move log, the final board and the result with
// testdata/playthrough-3.golden, line by line.
func TestGolden(t *testing.T) {
	got := playthrough(t, 3, 7)
	path := filepath.Join("testdata", "playthrough-3.golden")
	gametest.Golden(t, path, []byte(got))
}

// playthrough plays a game by the default policy and writes one line per
// turn (the roll's dice, then the placement and what it did), the final
// board and the result.
func playthrough(t *testing.T, seats int, seed uint64) string {
	t.Helper()
	dice := gametest.Seeded(seed)
	st, err := blingo.Rules.New(nil, seats, dice)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Blingo, %d players, seed %d, default policy\n", seats, seed)
	name := func(s games.Seat) string { return fmt.Sprintf("Seat %d", s+1) }
	for moves := 0; !st.Result().Over; moves++ {
		if moves > 2*blingo.MaxTurns {
			t.Fatalf("not over after %d moves", moves)
		}
		s := st.Actors()[0]
		m := st.Default(s)
		next, err := st.Apply(s, m, dice)
		if err != nil {
			t.Fatalf("%s %q: %v", s, m, err)
		}
		board := next.View(games.Spectator).Board.(blingo.BoardView)
		if m == "roll" {
			fmt.Fprintf(&b, "%4d %s: roll %d %d -> ", board.Turn, name(s), board.Dice[0], board.Dice[1])
		} else {
			b.WriteString(string(m))
			if last := board.Last; last.Blingos != 0 {
				fmt.Fprintf(&b, " (Blingo: %s; %d removed)", last.Blingos, last.Removed)
			}
			b.WriteByte('\n')
		}
		st = next
	}
	res := st.Result()
	board := st.View(games.Spectator).Board.(blingo.BoardView)
	fmt.Fprintf(&b, "\n%s\nscores %v\n\n", games.ExpandSeats(res.Summary, name), res.Scores)
	b.WriteString(board.Text(name))
	return b.String()
}
