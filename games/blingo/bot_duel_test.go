package blingo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// duel plays -duel games between bots of the given levels (see
// gametest.DuelLevels).
func duel(t *testing.T, levels ...string) { gametest.DuelLevels(t, Rules, nil, levels...) }

// duelShort is duel in the short game (length:short).
func duelShort(t *testing.T, levels ...string) {
	gametest.DuelLevels(t, Rules, games.Options{OptLength: Short}, levels...)
}

func TestDuelHard3Normal(t *testing.T)      { duel(t, "hard", "normal", "normal", "normal") }
func TestDuelNormalEasy(t *testing.T)       { duel(t, "normal", "easy") }
func TestDuelEasyNormal(t *testing.T)       { duel(t, "easy", "normal") }
func TestDuel4Normal(t *testing.T)          { duel(t, "normal", "normal", "normal", "normal") }
func TestDuelHard3NormalShort(t *testing.T) { duelShort(t, "hard", "normal", "normal", "normal") }
func TestDuelNormalEasyShort(t *testing.T)  { duelShort(t, "normal", "easy") }
