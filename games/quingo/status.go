package quingo

import (
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Title is the board's title in l: "Quingo · round 3", "Quingo ·
// choosing wilds", "Quingo · round 9 · last lap", "Quingo · final".
func Title(l locale.Lang, phase Phase, round int) string {
	switch phase {
	case Choosing:
		return l.Say("quingo.title.choosing")
	case LastLap:
		return l.Say("quingo.title.last_lap", round)
	case Over:
		return l.Say("quingo.title.over")
	}
	return l.Say("quingo.title.round", round)
}

// titleText is a board's title, to be said in any language (Title).
type titleText struct {
	phase Phase
	round int
}

// SayIn implements locale.Sayer.
func (t titleText) SayIn(l locale.Lang) string { return Title(l, t.phase, t.round) }

// status is the one-line state of play in English, seats written with
// games.SeatRef.
func (st *state) status() string {
	b := st.Board(games.Spectator)
	return st.statusOf(&b).In(locale.English)
}

// statusOf is the one-line state of play in every language, told the
// state's board b so as not to work out again what the board holds:
// what just happened, then who is to do what, or the result.
func (st *state) statusOf(b *BoardView) locale.Text {
	var now locale.Text
	switch st.Phase {
	case Choosing:
		refs := make([]string, 0, st.seats())
		for _, s := range st.Actors() {
			refs = append(refs, games.SeatRef(s))
		}
		return locale.T("quingo.status.choosing", strings.Join(refs, ", "))
	case Over:
		now = st.resultText()
		if st.Stalled {
			now = locale.T("quingo.status.stalled", now, StallRounds)
		}
	default:
		now = st.turnText(b.Seats[b.Turn].CanCheck)
	}
	if b.Last == nil {
		return now
	}
	return locale.T("quingo.status.after", b.Last.Said(), now)
}

// turnText says what the seat on turn may do; can reports whether it
// can check a box. "Up to" counts the dice the seat may take now: its
// limit, or the dice left in the pool when fewer.
func (st *state) turnText(can bool) locale.Text {
	ref, l := games.SeatRef(st.Turn()), min(st.limits[st.Turn()], st.dice.leftCount())
	switch {
	case st.Phase == LastLap && can:
		return locale.T("quingo.status.last_lap_take", ref, l)
	case st.Phase == LastLap:
		return locale.T("quingo.status.last_lap_pass", ref)
	case !can:
		return locale.T("quingo.status.forced", ref)
	}
	return locale.T("quingo.status.take", ref, l)
}

// resultText says who won with how many points.
func (st *state) resultText() locale.Text {
	res := st.Result()
	refs := make([]string, len(res.Winners))
	best := 0
	for i, s := range res.Winners {
		refs[i] = games.SeatRef(s)
		best = res.Scores[s]
	}
	return winText(refs, best)
}

// winText says who won (seats as games.SeatRef) with best points: "{seat:2}
// wins with 41 points", "{seat:0} and {seat:2} share the win with 41
// points".
func winText(refs []string, best int) locale.Text {
	if len(refs) == 1 {
		return locale.T("quingo.status.wins", refs[0], best)
	}
	return locale.T("quingo.status.share", seatList(refs), best)
}

// seatList is seats listed with "and" in the reader's language.
type seatList []string

// SayIn implements locale.Sayer.
func (s seatList) SayIn(l locale.Lang) string { return JoinAnd(l, s) }

// JoinAnd joins items as players of l list them: "a", "a and b", "a, b
// and c".
func JoinAnd(l locale.Lang, items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return l.Say("quingo.and", strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}
