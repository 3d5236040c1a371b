package commands

import (
	"strconv"
	"time"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// TurnNotice returns the notice of the turn m is in, for direct messages
// to the human players it waits on but actor (who just acted; "" for
// none), tagged with the match and the version the turn began at, so
// that a player is told of one turn start once however often it is
// announced. Nil when the turn waits on no one else.
func TurnNotice(m *session.Match, actor string) *Notice {
	n := &Notice{Channel: m.Channel, Link: BoardLink(m), Game: gameTitle(m), Due: m.Due,
		TurnStart: m.ID + "/" + strconv.FormatInt(m.Turn, 10)}
	if m.Paused {
		n.Due = time.Time{}
	}
	for _, seat := range m.Waiting() {
		if u := m.Players[seat].User; u != actor && u != "" {
			n.Waiting = append(n.Waiting, u)
		}
	}
	if len(n.Waiting) == 0 {
		return nil
	}
	return n
}

// DM is DMIn English.
func (n *Notice) DM() string { return n.DMIn(locale.English) }

// DMIn is the direct message the notice sends to each waiting player who
// asked for them, in their language l: the game, the channel (a mention,
// which Discord shows as its name), when time runs out and the link to
// the board.
func (n *Notice) DMIn(l locale.Lang) string {
	game := n.Game
	if game == "" {
		game = l.Say("dm.a_game")
	}
	key, due := "dm.turn", "dm.turn_due"
	if n.TurnStart == "" {
		key, due = "dm.reminder", "dm.reminder_due"
	}
	text := l.Say(key, game, n.Channel)
	if !n.Due.IsZero() {
		text = l.Say(due, game, n.Channel, unixTime(n.Due))
	}
	if n.Link != "" {
		text += " " + n.Link
	}
	return text
}
