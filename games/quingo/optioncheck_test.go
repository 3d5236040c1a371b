package quingo_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quingo"
)

// TestCheckOptions: a lobby's options are checked as New would check
// them, pool included, so a bad pool is refused before anyone joins.
func TestCheckOptions(t *testing.T) {
	tests := []struct {
		pool string
		ok   bool
	}{
		{"", true},
		{"4 6 8 10 12 20", true},
		{"d4, d6", true},
		{"1 2", false},                   // a die has 2 faces at least
		{"20 20 20 20 20 20", false},     // the six largest sum to 120
		{"4 4 4 4 4 4 4 4 4 4 4", false}, // 11 dice
		{"six", false},
	}
	for _, tt := range tests {
		t.Run(tt.pool, func(t *testing.T) {
			opts := games.Options{quingo.OptionPool: tt.pool}
			err := games.CheckOptions(quingo.Rules, opts)
			if (err == nil) != tt.ok || (err != nil && !errors.Is(err, games.ErrBadOptions)) {
				t.Fatalf("CheckOptions(pool %q) = %v, want ok %v", tt.pool, err, tt.ok)
			}
			_, newErr := quingo.Rules.New(opts, 2, rand.New(rand.NewPCG(1, 2)))
			if (newErr == nil) != (err == nil) {
				t.Fatalf("pool %q: CheckOptions says %v, New says %v", tt.pool, err, newErr)
			}
		})
	}
}
