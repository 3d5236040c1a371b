package qwinto

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// duel plays -duel games between bots of the given levels (see
// gametest.DuelLevels).
func duel(t *testing.T, levels ...string) { gametest.DuelLevels(t, Rules, nil, levels...) }

func TestDuelSoloNormal(t *testing.T) { duel(t, "normal") }
func TestDuelSoloHard(t *testing.T)   { duel(t, "hard") }
func TestDuelSoloEasy(t *testing.T)   { duel(t, "easy") }
func TestDuelHardNormal(t *testing.T) { duel(t, "hard", "normal") }
func TestDuelNormalEasy(t *testing.T) { duel(t, "normal", "easy") }
func TestDuelEasyNormal(t *testing.T) { duel(t, "easy", "normal") }
func TestDuelNormalHard(t *testing.T) { duel(t, "normal", "hard") }
