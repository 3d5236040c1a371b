package all_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/all"
)

type fixedRand struct{}

func (fixedRand) IntN(int) int { return 0 }

// TestUndoableKinds: every engine tells which of its moves may ever be
// taken back: a roll never, a write, a placement or a tile always.
func TestUndoableKinds(t *testing.T) {
	for _, tc := range []struct {
		game string
		move games.Move
		want bool
	}{
		{"qwinto", "roll red", false},
		{"qwinto", "reroll", false},
		{"qwinto", "write red 1", true},
		{"qwinto", "skip", true},
		{"cinqo", "roll", false},
		{"cinqo", "rack 6", true},
		{"blingo", "roll", false},
		{"blingo", "place 2 8", true},
		{"quingo", "take d8 cross 15", true},
		{"quinientos", "play 6-6", true},
	} {
		t.Run(tc.game+" "+string(tc.move), func(t *testing.T) {
			r, err := games.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			st, err := r.New(games.Options{}, 2, fixedRand{})
			if err != nil {
				st, err = r.New(games.Options{}, 4, fixedRand{})
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := games.Undoable(st, 0, tc.move); got != tc.want {
				t.Fatalf("Undoable(%q) = %v, want %v", tc.move, got, tc.want)
			}
		})
	}
}
