package quingo

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// Setup is what every sheet shares, rolled at the start: the four row
// bonuses, a d20 each, and the wild value W, a d4.
type Setup struct {
	Bonus [NumberRows]int `json:"bonus"` // row r's bonus when all five of its numbers are checked
	Wild  int             `json:"wild"`  // W: the points of each checked wild box
}

// The dice of the set-up.
const (
	BonusDie = 20
	WildDie  = 4
)

// rollSetup rolls the four bonuses, first row first, then W.
func rollSetup(r games.Rand) Setup {
	var su Setup
	for i := range su.Bonus {
		su.Bonus[i] = games.Roll(r, BonusDie)
	}
	su.Wild = games.Roll(r, WildDie)
	return su
}

func (su Setup) valid() error {
	for i, b := range su.Bonus {
		if b < 1 || b > BonusDie {
			return fmt.Errorf("quingo: setup: bonus %d is %d", i+1, b)
		}
	}
	if su.Wild < 1 || su.Wild > WildDie {
		return fmt.Errorf("quingo: setup: wild value %d", su.Wild)
	}
	return nil
}
