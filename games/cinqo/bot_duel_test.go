package cinqo

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// duel plays -duel races between bots of the given levels (see
// gametest.DuelLevels).
func duel(t *testing.T, levels ...string) { gametest.DuelLevels(t, Rules, nil, levels...) }

// solitaire plays -duel solitaire games of a level and logs the mean and
// median rounds to 100.
func solitaire(t *testing.T, level string) {
	if *gametest.DuelGames == 0 {
		t.Skip("strength test: run with -duel N")
	}
	bots := []games.Bot{games.BotFor(Rules, mustLevel(t, level))}
	var rounds []int
	sum := 0
	for i := range *gametest.DuelGames {
		g, err := gametest.Duel(Rules, games.Options{OptionMode: Solitaire.String()}, bots, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		n, _ := RoundsTaken(g.Final)
		rounds = append(rounds, n)
		sum += n
	}
	slices.Sort(rounds)
	t.Logf("%s solitaire: mean %.2f median %d rounds to 100 (%d games)", level,
		float64(sum)/float64(len(rounds)), rounds[len(rounds)/2], len(rounds))
}

func TestDuelSolitaireNormal(t *testing.T) { solitaire(t, "normal") }
func TestDuelSolitaireHard(t *testing.T)   { solitaire(t, "hard") }
func TestDuelNormalEasy(t *testing.T)      { duel(t, "normal", "easy") }
func TestDuelHardNormal(t *testing.T)      { duel(t, "hard", "normal") }
func TestDuelEasyNormal(t *testing.T)      { duel(t, "easy", "normal") }

func mustLevel(t *testing.T, name string) games.Level {
	l, err := games.ParseLevel(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
