package cinqo_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestConformance plays every mode over every seat count it allows. Random
// races last some 100 moves per seat, so they play fewer seeds.
func TestConformance(t *testing.T) {
	t.Run("race", func(t *testing.T) {
		gametest.Run(t, cinqo.Rules, gametest.Config{Seats: []int{2, 3, 4, 5, 6}, Seeds: 5})
	})
	t.Run("rounds", func(t *testing.T) {
		gametest.Run(t, cinqo.Rules, gametest.Config{Options: []games.Options{{"mode": "rounds"}, {"rounds": "2"}}, Seeds: 4})
	})
	t.Run("solitaire", func(t *testing.T) {
		gametest.Run(t, cinqo.Rules, gametest.Config{Seats: []int{1}, Options: []games.Options{nil, {"mode": "solitaire"}}, Seeds: 8})
	})
}
