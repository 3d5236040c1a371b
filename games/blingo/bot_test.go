package blingo

import (
	"fmt"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestBotLevels: every level plays legal, repeatable moves to the end of
// the full game and of the short one.
func TestBotLevels(t *testing.T) {
	short := games.Options{OptLength: Short}
	for _, tc := range []struct {
		name  string
		bot   games.Bot
		opts  games.Options
		seats int
		games int
	}{
		{"easy", games.BotFor(Rules, games.Easy), nil, 3, 5},
		{"normal", games.BotFor(Rules, games.Normal), nil, 2, 5},
		{"hard", hardSearch(4), nil, 2, 1},
		{"easy short", games.BotFor(Rules, games.Easy), short, 3, 5},
		{"normal short", games.BotFor(Rules, games.Normal), short, 4, 5},
		{"hard short", hardSearch(4), short, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) { gametest.CheckBotWith(t, Rules, tc.opts, tc.bot, tc.seats, tc.games) })
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
