package quinientos

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// duel plays -duel games between bots of the given levels (see
// gametest.DuelLevels).
func duel(t *testing.T, levels ...string) { gametest.DuelLevels(t, Rules, nil, levels...) }

func TestDuelHardTeam(t *testing.T)   { duel(t, "hard", "normal", "hard", "normal") }
func TestDuelNormalTeam(t *testing.T) { duel(t, "normal", "easy", "normal", "easy") }
func TestDuelEasyTeam(t *testing.T)   { duel(t, "easy", "normal", "easy", "normal") }
func TestDuelRandomTeam(t *testing.T) { duel(t, "normal", "random", "normal", "random") }
