package commands

import (
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// seatNote is session.Player.SeatNote in l: what a seat's name is
// followed by on a board and a lobby, "(resigned)", "(bot since turn
// 4)", or "" for a seat played as it was taken.
func seatNote(l locale.Lang, p session.Player) string {
	switch {
	case p.Resigned:
		return l.Say("seat.resigned")
	case p.BotSince > 0 && !p.Bot && p.BackSince > 0:
		return l.Say("seat.bot_between", p.BotSince, p.BackSince)
	case p.BotSince > 0:
		return l.Say("seat.bot_since", p.BotSince)
	case p.TakenOver():
		return l.Say("seat.bot_timeouts")
	}
	return ""
}
