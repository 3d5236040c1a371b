package session

import (
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games/locale"
)

// TitleIn names the season for players in l: "November 2026",
// "novembre 2026", "Q4 2026", "T4 2026".
func (s Season) TitleIn(l locale.Lang) string {
	if s.Scheme == Monthly {
		start := s.Start.UTC()
		// The year is text: a number would be grouped ("2 026").
		return l.Say("season.title.monthly", l.Say("season.month."+monthKeys[start.Month()-1]), strconv.Itoa(start.Year()))
	}
	y, q, _ := strings.Cut(s.Key, "-")
	return l.Say("season.title.quarterly", strings.TrimPrefix(q, "Q"), y)
}

// monthKeys name the months in the catalog: "season.month.jan" and on.
var monthKeys = [12]string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
