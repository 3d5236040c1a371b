package quingo_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quingo"
)

// TestMaxWild: the board's bound on wild numbers, which the Discord modal
// enforces, is the pool's largest sum (its six largest dice), and the
// engine takes a wild number up to it and refuses the next one.
func TestMaxWild(t *testing.T) {
	tests := []struct {
		pool string
		want int
	}{
		{"", 60},
		{"6 6 10 20", 42},
		{"2 3", 5},
		{"20 20 20 20 10 8 6 4 2 2", 98},
	}
	for _, tt := range tests {
		t.Run(tt.pool, func(t *testing.T) {
			var opts games.Options
			if tt.pool != "" {
				opts = games.Options{"pool": tt.pool}
			}
			st, err := quingo.Rules.New(opts, 2, rand.New(rand.NewPCG(1, 2)))
			if err != nil {
				t.Fatal(err)
			}
			b := st.View(0).Board.(quingo.BoardView)
			if b.MaxWild != tt.want {
				t.Fatalf("MaxWild %d, want %d", b.MaxWild, tt.want)
			}
			ok := games.Move(fmt.Sprintf("wilds 1 1 1 1 %d", tt.want))
			if _, err := st.Apply(0, ok, rand.New(rand.NewPCG(1, 2))); err != nil {
				t.Fatalf("%q refused: %v", ok, err)
			}
			over := games.Move(fmt.Sprintf("wilds 1 1 1 1 %d", tt.want+1))
			if _, err := st.Apply(0, over, rand.New(rand.NewPCG(1, 2))); err == nil {
				t.Fatalf("%q accepted", over)
			}
		})
	}
}
