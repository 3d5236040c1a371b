package qwinto

import (
	"fmt"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestBotLevels(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bot   games.Bot
		seats int
		games int
	}{
		{"easy", games.BotFor(Rules, games.Easy), 3, 5},
		{"normal", games.BotFor(Rules, games.Normal), 2, 5},
		{"hard", hardSearch(8), 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) { gametest.CheckBot(t, Rules, tc.bot, tc.seats, tc.games) })
	}
}

// TestDefaultSolo checks that the default policy fills its sheet rather
// than throwing its turns away: over 40 solo games it averages well above
// the 3 points of a policy that ends every game on four failed throws.
func TestDefaultSolo(t *testing.T) {
	b := games.BotFor(Rules, games.Normal)
	sum := 0
	for seed := range uint64(40) {
		g, err := gametest.Duel(Rules, nil, []games.Bot{b}, seed)
		if err != nil {
			t.Fatal(err)
		}
		sum += g.Result.Scores[0]
	}
	if mean := float64(sum) / 40; mean < 12 {
		t.Errorf("default policy averages %.1f points solo, want at least 12", mean)
	}
}

// BenchmarkHardMove measures decisions of the hard bot at 1, 2 and 6
// seats (cpu-ms/op is processor time; the budget is 100): the first roll,
// the hardest to search, and the first write.
func BenchmarkHardMove(b *testing.B) {
	for _, seats := range []int{1, 2, 6} {
		b.Run(fmt.Sprintf("seats=%d", seats), func(b *testing.B) {
			st, _ := Rules.New(nil, seats, nil)
			next, _ := st.Apply(0, "roll red yellow", gametest.Seeded(1))
			gametest.BenchmarkBot(b, hardBot, []games.State{st, next})
		})
	}
}
