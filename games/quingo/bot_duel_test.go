package quingo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/mc"
)

// duel plays -duel games between bots of the given levels and logs the
// tally; "random" is a uniformly random legal player.
func duel(t *testing.T, levels ...string) {
	t.Helper()
	if *gametest.DuelGames == 0 {
		t.Skip("strength test: run with -duel N")
	}
	bots := make([]games.Bot, len(levels))
	for i, name := range levels {
		if name == "random" {
			bots[i] = games.BotFunc(mc.RandomPolicy)
			continue
		}
		l, err := games.ParseLevel(name)
		if err != nil {
			t.Fatal(err)
		}
		bots[i] = games.BotFor(Rules, l)
	}
	tally := gametest.NewTally(levels...)
	for i := range *gametest.DuelGames {
		g, err := gametest.Duel(Rules, nil, bots, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		tally.Add(g)
	}
	t.Log("\n" + tally.String())
}

func TestDuelSoloNormal(t *testing.T)   { duel(t, "normal") }
func TestDuelSoloRandom(t *testing.T)   { duel(t, "random") }
func TestDuelSoloHard(t *testing.T)     { duel(t, "hard") }
func TestDuelNormalRandom(t *testing.T) { duel(t, "normal", "random") }
func TestDuelHardRandom(t *testing.T)   { duel(t, "hard", "random") }
func TestDuelHardNormal(t *testing.T)   { duel(t, "hard", "normal") }
func TestDuelNormalEasy(t *testing.T)   { duel(t, "normal", "easy") }
func TestDuelEasyNormal(t *testing.T)   { duel(t, "easy", "normal") }
