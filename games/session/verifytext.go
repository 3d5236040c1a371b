package session

import (
	"strings"

	"github.com/quintetbot/quintet/games/locale"
)

// In says plainly in l what was checked and what was found, one line
// each, the faults found among them.
func (c *DiceCheck) In(l locale.Lang) string {
	if c.Unstarted {
		return l.Say("dicecheck.unstarted")
	}
	var lines []string
	switch {
	case c.Legacy && c.Recovered:
		lines = append(lines, l.Say("dicecheck.legacy_recovered", c.Seed))
	case c.Legacy:
		lines = append(lines, l.Say("dicecheck.legacy"))
	default:
		lines = append(lines, l.Say("dicecheck.seed", c.Seed, c.Commit))
	}
	switch {
	case len(c.Faults) == 0 && c.Rolls == 0:
		lines = append(lines, l.Say("dicecheck.no_rolls"))
	case len(c.Faults) == 0 && c.Seed != "":
		lines = append(lines, l.Say("dicecheck.all_match", c.Rolls))
	case len(c.Faults) == 0:
		lines = append(lines, l.Say("dicecheck.order_matches", c.Rolls))
	default:
		lines = append(lines, l.Say("dicecheck.problems", len(c.Faults)+c.Omitted))
		for _, f := range c.Faults {
			lines = append(lines, "- "+f.In(l))
		}
		if c.Omitted > 0 {
			lines = append(lines, l.Say("dicecheck.more", c.Omitted))
		}
	}
	return strings.Join(lines, "\n")
}
