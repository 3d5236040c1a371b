package session

import (
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// FairStatus is the status line of a board whose game a forfeited seat
// won, given its fair result (FairResult): who wins instead, and who
// forfeited, seats written as games.SeatRef, to be said in any language:
// "{seat:0} wins; {seat:1} forfeited".
func FairStatus(m *Match, fair games.Result) locale.Text {
	var winners, gone []string
	for _, s := range fair.Winners {
		winners = append(winners, games.SeatRef(s))
	}
	for i, p := range m.Players {
		if p.Forfeited() {
			gone = append(gone, games.SeatRef(games.Seat(i)))
		}
	}
	return locale.T("board.forfeit_won", len(winners), andList(winners), strings.Join(gone, ", "))
}

// andList joins seat references with an "and" said in the reader's
// language: "{seat:0}", "{seat:0} and {seat:2}".
type andList []string

// SayIn implements locale.Sayer.
func (a andList) SayIn(l locale.Lang) string { return l.And(a) }
