package commands

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// statRecord is a player's statRecord of one statistic of a game's own.
type statRecord struct {
	games.Statistic
	session.Measured
}

// measured returns the records of a standing's game statistics that
// count a game, in the order the game declares them.
func measured(s session.Standing) []statRecord {
	rules, err := games.Lookup(s.Game)
	if err != nil {
		return nil
	}
	var out []statRecord
	for _, st := range games.StatisticsOf(rules) {
		if m := s.Measures[st.Name]; m.Games > 0 {
			out = append(out, statRecord{st, m})
		}
	}
	return out
}

// played counts a standing's games: those against others and those
// counted apart, in a statistic's own table.
func played(s session.Standing) int {
	n := s.Games
	for _, m := range measured(s) {
		if m.Apart {
			n += m.Measured.Games
		}
	}
	return n
}
