package games_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestRegisterPanicsOnADuplicate: registering a game's name twice is a
// programming error, and the registry keeps the first.
func TestRegisterPanicsOnADuplicate(t *testing.T) {
	first := games.All()[0]
	before := len(games.All())
	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("a second Register of %s did not panic", first.Info().Name)
			}
		}()
		games.Register(first)
	}()
	if len(games.All()) != before {
		t.Errorf("%d games after a duplicate, want %d", len(games.All()), before)
	}
}
