package qwinto

import (
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Title is the board's title in l after turn rolls: "Qwinto", then
// "Qwinto · roll 12".
func Title(l locale.Lang, turn int) string {
	if turn <= 0 {
		return "Qwinto"
	}
	return l.Say("qwinto.title_roll", turn)
}

// titleText is the title after some rolls, to be said in any language
// (Title).
type titleText int

// SayIn implements locale.Sayer.
func (t titleText) SayIn(l locale.Lang) string { return Title(l, int(t)) }

// status is the one-line state of play in English, seats written with
// games.SeatRef.
func (st *state) status() string { return st.statusText().In(locale.English) }

// statusText is the one-line state of play in every language, seats
// written with games.SeatRef: "{seat:0} to roll", "{seat:1} rolled 9
// (red 4, blue 5) · waiting for {seat:0}, {seat:2}", "{seat:2} wins with
// 41 points".
func (st *state) statusText() locale.Text {
	switch st.Phase {
	case Choosing:
		return locale.T("qwinto.status.to_roll", games.SeatRef(st.Active))
	case Rerolling:
		return locale.T("qwinto.status.keep_or_reroll", st.rollText())
	case Deciding:
		actors := st.Actors()
		refs := make([]string, len(actors))
		for i, s := range actors {
			refs[i] = games.SeatRef(s)
		}
		return locale.T("qwinto.status.waiting", st.rollText(), strings.Join(refs, ", "))
	}
	return st.resultText()
}

// rollText is the current roll: "{seat:1} rolled 9 (red 4, blue 5)".
func (st *state) rollText() locale.Text {
	key := "qwinto.status.rolled"
	if st.Rerolled {
		key = "qwinto.status.rerolled"
	}
	return locale.T(key, games.SeatRef(st.Active), st.Sum(), diceText{rolled: st.Rolled, dice: st.Dice})
}

// resultText is the end of the game: who won with how many points.
func (st *state) resultText() locale.Text {
	res := st.Result()
	refs := make([]string, len(res.Winners))
	for i, s := range res.Winners {
		refs[i] = games.SeatRef(s)
	}
	return winText(refs, slices.Max(res.Scores))
}

// winText says who won (seats as games.SeatRef) with best points:
// "{seat:2} wins with 41 points", "{seat:0} and {seat:2} share the win
// with 41 points".
func winText(refs []string, best int) locale.Text {
	if len(refs) == 1 {
		return locale.T("qwinto.status.wins", refs[0], best)
	}
	return locale.T("qwinto.status.share", seatList(refs), best)
}
