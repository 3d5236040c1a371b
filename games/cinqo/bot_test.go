package cinqo

import (
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
		{"hard", hardSearch(50), 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) { gametest.CheckBot(t, Rules, tc.bot, tc.seats, tc.games) })
	}
}

// BenchmarkHardMove measures one decision of the hard bot (cpu-ms/op is
// processor time; the budget is 100): the first placement of a turn.
func BenchmarkHardMove(b *testing.B) {
	st, _ := Rules.New(games.Options{OptionMode: Solitaire.String()}, 1, nil)
	var states []games.State
	for seed := range uint64(8) {
		next, _ := st.Apply(0, RollAction.Move(), gametest.Seeded(seed))
		states = append(states, next)
	}
	gametest.BenchmarkBot(b, hardBot, states)
}
