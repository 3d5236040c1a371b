package session

import "github.com/quintetbot/quintet/games/locale"

// SeatNoteIn is SeatNote in l: "(resigned)", "(bot since turn 4)", or ""
// for a seat played as it was taken.
func (p Player) SeatNoteIn(l locale.Lang) string {
	switch {
	case p.Resigned:
		return l.Say("seat.note.resigned")
	case p.BotSince > 0 && !p.Bot && p.BackSince > 0:
		return l.Say("seat.note.bot_between", p.BotSince, p.BackSince)
	case p.BotSince > 0:
		return l.Say("seat.note.bot_since", p.BotSince)
	case p.TakenOver():
		return l.Say("seat.note.timeouts")
	}
	return ""
}
