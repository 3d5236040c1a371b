package main

import (
	"slices"

	"github.com/quintetbot/quintet/games"
)

// oneSide reports whether winners are one player or one partnership of
// the table's teams (games.TeamsOf): a win of its own, not a tie. A
// partnership game lists every partner of the winning team among its
// winners; that is one side's win, and counts as each partner's win.
func oneSide(rules games.Rules, winners []games.Seat, seats int) bool {
	if len(winners) <= 1 {
		return len(winners) == 1
	}
	for _, team := range games.TeamsOf(rules, seats) {
		if slices.IndexFunc(winners, func(s games.Seat) bool { return !slices.Contains(team, s) }) < 0 {
			return true
		}
	}
	return false
}

// rollCounter is a games.Rand that counts the values drawn through it.
type rollCounter struct {
	r     games.Rand
	draws int
}

// IntN draws from the wrapped Rand and counts the draw.
func (c *rollCounter) IntN(n int) int {
	c.draws++
	return c.r.IntN(n)
}
