package commands

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// fairStatus is session.FairStatus: who wins instead of a forfeited
// seat, and who forfeited.
func fairStatus(m *session.Match, fair games.Result) locale.Text { return session.FairStatus(m, fair) }

// seatList joins seat references as a Text whose "and" is said in the
// reader's language: "{seat:0}", "{seat:0} and {seat:2}".
type seatList []string

// SayIn implements locale.Sayer.
func (s seatList) SayIn(l locale.Lang) string { return joinAnd(l, s) }
