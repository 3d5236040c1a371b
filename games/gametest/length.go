package gametest

import (
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// MedianChoices plays n games of rules with options opts at seats players,
// every seat the normal bot (the game's default policy or its own normal
// bot), seeds seed to seed+n-1, and returns the median over every player
// of every game of the choices the player made: the moves its bot
// decided. A move the engine plays for a seat (games.AutoMove: a roll, a
// forced pass, a single placement) is no choice.
func MedianChoices(rules games.Rules, opts games.Options, seats, n int, seed uint64) (float64, error) {
	bot := games.BotFor(rules, games.Normal)
	var all []float64
	for g := range uint64(n) {
		dice, own := Seeded(seed+g), Seeded((seed+g)*1_000_003+1)
		st, err := rules.New(opts, seats, dice)
		if err != nil {
			return 0, fmt.Errorf("gametest: choices: %w", err)
		}
		choices := make([]int, seats)
		for moves := 0; !st.Result().Over; moves++ {
			if moves >= PlayoutLimit {
				return 0, fmt.Errorf("gametest: choices: game not over after %d moves", moves)
			}
			s := st.Actors()[0]
			m := games.AutoMove(st, s)
			if m == "" {
				seen := st
				if o, ok := st.(games.Observer); ok {
					seen = o.Observe(s, own)
				}
				m = bot.Move(seen, s, own)
				choices[s]++
			}
			if st, err = st.Apply(s, m, dice); err != nil {
				return 0, fmt.Errorf("gametest: choices: move %q of seat %d: %w", m, s, err)
			}
		}
		for _, c := range choices {
			all = append(all, float64(c))
		}
	}
	slices.Sort(all)
	if len(all) == 0 {
		return 0, nil
	}
	if len(all)%2 == 1 {
		return all[len(all)/2], nil
	}
	return (all[len(all)/2-1] + all[len(all)/2]) / 2, nil
}
