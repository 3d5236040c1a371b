package blingo

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// duel plays -duel games between bots of the given levels (see
// gametest.DuelLevels).
func duel(t *testing.T, levels ...string) { gametest.DuelLevels(t, Rules, nil, levels...) }

func TestDuelHard3Normal(t *testing.T) { duel(t, "hard", "normal", "normal", "normal") }
func TestDuelNormalEasy(t *testing.T)  { duel(t, "normal", "easy") }
func TestDuelEasyNormal(t *testing.T)  { duel(t, "easy", "normal") }
func TestDuel4Normal(t *testing.T)     { duel(t, "normal", "normal", "normal", "normal") }
