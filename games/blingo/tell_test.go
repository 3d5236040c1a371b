package blingo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestTellMove: a roll is told with the dice it rolled; a placement or a
// pass reads as its notation.
func TestTellMove(t *testing.T) {
	before := games.State(newState(2, 0))
	rolled, err := before.Apply(0, "roll", gametest.Dice(2, 8))
	if err != nil {
		t.Fatal(err)
	}
	if got := games.TellMove(before, 0, "Roll", rolled); got != "roll 2 and 8" {
		t.Errorf("a roll of 2 and 8 reads %q", got)
	}
	legal := rolled.Legal(0)
	placed, err := rolled.Apply(0, legal[0], nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := games.TellMove(rolled, 0, legal[0], placed); got != string(legal[0]) {
		t.Errorf("%q reads %q", legal[0], got)
	}
	if got := games.TellMove(before, 0, "roll", nil); got != "roll" {
		t.Errorf("a roll without the state after it reads %q", got)
	}
}
