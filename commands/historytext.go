package commands

import (
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// seatNoteIn is a stored seat note (session.Player.SeatNote's English,
// kept in a record) in l; a note it does not know is shown as kept.
func seatNoteIn(l locale.Lang, note string) string {
	var from, to int
	switch {
	case note == "(resigned)":
		return session.Player{Resigned: true}.SeatNoteIn(l)
	case note == "(bot after timeouts)":
		return l.Say("seat.note.timeouts")
	}
	if n, _ := fmt.Sscanf(note, "(bot from turn %d to %d)", &from, &to); n == 2 {
		return l.Say("seat.note.bot_between", from, to)
	}
	if n, _ := fmt.Sscanf(note, "(bot since turn %d)", &from); n == 1 {
		return l.Say("seat.note.bot_since", from)
	}
	return note
}

// abandonedIn is a stored abandoned match's summary ("abandoned: {seat:1}
// timed out 3 times in a row", see session.TimeoutSummary) in l, seats
// still as games.SeatRef; a summary it does not know is shown as kept.
func abandonedIn(l locale.Lang, summary string) string {
	rest, ok := strings.CutPrefix(summary, "abandoned: ")
	if !ok {
		return summary
	}
	var parts []string
	for _, p := range strings.Split(rest, ", ") {
		seat, times, ok := strings.Cut(p, " timed out")
		var n int
		switch {
		case !ok:
			return summary
		case times == "":
			n = 1
		default:
			if k, _ := fmt.Sscanf(times, " %d times in a row", &n); k != 1 {
				return summary
			}
		}
		parts = append(parts, l.Say("history.timed_out", n, seat))
	}
	return l.Say("history.abandoned", strings.Join(parts, ", "))
}
