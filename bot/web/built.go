package web

import (
	"fmt"
	"strings"
	"sync"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/page"
)

// built is a replay with what its pages share worked out once: the dice
// every step drew and the final result, and, once per language a page
// asked for, the text of every step and the dice check.
type built struct {
	*session.Replay
	dice   []string
	result games.Result
	// mu guards langs.
	mu    sync.Mutex
	langs map[locale.Lang]*told
}

// told is a replay's words in one language.
type told struct {
	moves []string
	seats []render.Seat
	check page.Check
	// listPath is the signed path and query the list of steps links
	// under (opened.list), made for one at a time.
	listPath string
	moveList *page.MoveList
}

// build works out a replay's pages.
func build(r *session.Replay) *built {
	m := r.Match
	b := &built{Replay: r, langs: map[locale.Lang]*told{}}
	if m.Result != nil {
		b.result = session.FairResult(m, *m.Result)
	}
	if r.Pruned {
		return b
	}
	b.dice = make([]string, len(r.Steps))
	for i, s := range r.Steps {
		b.dice[i] = diceText(s.Draws)
	}
	return b
}

// in returns the replay's words in l, worked out on first use. The
// caller holds b.mu.
func (b *built) in(l locale.Lang) *told {
	if t, ok := b.langs[l]; ok {
		return t
	}
	m := b.Match
	t := &told{seats: seatsOf(m, l), check: diceCheck(l, m, b.Raw, b.Pruned)}
	if !b.Pruned {
		t.moves = make([]string, len(b.Steps))
		for i, s := range b.Steps {
			if i == 0 {
				t.moves[i] = l.Say("web.step.start")
				continue
			}
			t.moves[i] = stepText(l, m, s, b.States[i-1], b.States[i])
		}
	}
	b.langs[l] = t
	return t
}

// wordsIn returns the replay's words in l.
func (b *built) wordsIn(l locale.Lang) *told {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.in(l)
}

// seatsOf is the match's seats as the boards name them in l: a seat's
// note ("(resigned)") follows its name.
func seatsOf(m *session.Match, l locale.Lang) []render.Seat {
	out := make([]render.Seat, len(m.Players))
	for i, p := range m.Players {
		out[i] = render.Seat{Name: shownName(l, p.User, p.Name), User: p.User, Bot: p.Bot, Level: p.Level}
		if note := p.SeatNoteIn(l); note != "" {
			out[i].Name += " " + note
		}
	}
	return out
}

// shownName is a player's name, or page.Former for a deleted user.
func shownName(l locale.Lang, user, name string) string {
	if session.IsFormer(user) {
		return page.Former(l)
	}
	return name
}

// stepText says in l what a step did: "Alice: write red 7", as the
// board's line above the picture says it.
func stepText(l locale.Lang, m *session.Match, s session.Step, before, after games.State) string {
	name := func(seat games.Seat) string { return shownName(l, seatUser(m, seat), m.Name(seat)) }
	var text string
	switch {
	case s.Is(session.StepResign):
		text = l.Say("web.step.resigned", name(s.Seat))
	case s.Is(session.StepCancel):
		text = l.Say("web.step.cancelled")
	default:
		text = name(s.Seat) + ": " + games.ExpandSeats(games.TellMoveIn(l, m.Game, before, s.Seat, s.Move, after), name)
	}
	if s.Timeout {
		text = l.Say("web.step.timeout", text)
	}
	return text
}

// seatUser is the user of a seat, "" for none.
func seatUser(m *session.Match, s games.Seat) string {
	if s < 0 || int(s) >= len(m.Players) {
		return ""
	}
	return m.Players[s].User
}

// diceText writes the dice a step drew: "5 3 6 (d6)"; "" for none.
func diceText(draws []games.Draw) string {
	if len(draws) == 0 {
		return ""
	}
	vals := make([]string, len(draws))
	for i, d := range draws {
		vals[i] = fmt.Sprintf("%d/%d", d.Value+1, d.N)
	}
	return strings.Join(vals, " · ")
}

// diceCheck runs /history verify's check on the match, told in l.
func diceCheck(l locale.Lang, m *session.Match, raw []session.Step, pruned bool) page.Check {
	if pruned {
		return page.Check{Verdict: l.Say("web.check.gone")}
	}
	v, c, reason := session.Audit(m, raw)
	out := page.Check{Text: c.In(l)}
	switch {
	case v == session.Verified && c.OK():
		out.OK, out.Verdict = true, l.Say("web.check.ok")
	case v == session.DiceDiffer || v == session.ResultDiffers || v == session.Uncommitted:
		out.Bad, out.Verdict = true, l.Say("web.check.failed")
		if v != session.DiceDiffer && reason != nil {
			out.Text += "\n" + strings.TrimPrefix(reason.Error(), "session: ")
		}
	default:
		out.Verdict = l.Say("web.check.legacy")
	}
	return out
}
