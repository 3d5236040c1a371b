package commands

import (
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// fairStatus is the status line of a board whose game a forfeited seat
// won (see session.FairResult, whose fair result it is given): who wins
// instead, and who forfeited, seats written as games.SeatRef so that
// the board names or mentions them: "{seat:0} wins; {seat:1} forfeited".
func fairStatus(m *session.Match, fair games.Result) locale.Text {
	var winners, gone []string
	for _, s := range fair.Winners {
		winners = append(winners, games.SeatRef(s))
	}
	for i, p := range m.Players {
		if p.Forfeited() {
			gone = append(gone, games.SeatRef(games.Seat(i)))
		}
	}
	return locale.T("board.forfeit_won", len(winners), seatList(winners), strings.Join(gone, ", "))
}

// seatList joins seat references as a Text whose "and" is said in the
// reader's language: "{seat:0}", "{seat:0} and {seat:2}".
type seatList []string

// SayIn implements locale.Sayer.
func (s seatList) SayIn(l locale.Lang) string { return joinAnd(l, s) }
