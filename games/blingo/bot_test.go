package blingo

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
		{"hard", hardSearch(4), 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) { gametest.CheckBot(t, Rules, tc.bot, tc.seats, tc.games) })
	}
}

// BenchmarkHardMove measures decisions of the hard bot at 2, 4 and 6
// seats (cpu-ms/op is processor time; the budget is 100): the first
// choices of games.
func BenchmarkHardMove(b *testing.B) {
	for _, seats := range []int{2, 4, 6} {
		b.Run(fmt.Sprintf("seats=%d", seats), func(b *testing.B) {
			var states []games.State
			for seed := range uint64(8) {
				r := gametest.Seeded(seed)
				st, _ := Rules.New(nil, seats, r)
				for len(st.Legal(st.Actors()[0])) < 2 {
					s := st.Actors()[0]
					st, _ = st.Apply(s, st.Default(s), r)
				}
				states = append(states, st)
			}
			gametest.BenchmarkBot(b, hardBot, states)
		})
	}
}
