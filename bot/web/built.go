package web

import (
	"fmt"
	"strings"
	"sync"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/page"
)

// built is a replay with what its pages share worked out once: the text
// of every step, the dice it drew, the dice check and the final result.
type built struct {
	*session.Replay
	moves  []string
	dice   []string
	seats  []render.Seat
	check  page.Check
	result games.Result
	// mu guards the list of steps (opened.list), made for one signed
	// path at a time.
	mu       sync.Mutex
	listPath string
	moveList *page.MoveList
}

// build works out a replay's pages.
func build(r *session.Replay) *built {
	m := r.Match
	b := &built{Replay: r, seats: seatsOf(m)}
	if m.Result != nil {
		b.result = session.FairResult(m, *m.Result)
	}
	b.check = diceCheck(m, r.Raw, r.Pruned)
	if r.Pruned {
		return b
	}
	b.moves = make([]string, len(r.Steps))
	b.dice = make([]string, len(r.Steps))
	for i, s := range r.Steps {
		b.dice[i] = diceText(s.Draws)
		if i == 0 {
			b.moves[i] = "The game has started."
			continue
		}
		b.moves[i] = stepText(m, s, r.States[i-1], r.States[i])
	}
	return b
}

// seatsOf is the match's seats as the boards name them: a seat's note
// ("(resigned)") follows its name.
func seatsOf(m *session.Match) []render.Seat {
	out := make([]render.Seat, len(m.Players))
	for i, p := range m.Players {
		out[i] = render.Seat{Name: shownName(p.User, p.Name), User: p.User, Bot: p.Bot, Level: p.Level}
		if note := p.SeatNote(); note != "" {
			out[i].Name += " " + note
		}
	}
	return out
}

// shownName is a player's name, or page.WordFormer for a deleted user.
func shownName(user, name string) string {
	if session.IsFormer(user) {
		return page.WordFormer
	}
	return name
}

// stepText says what a step did: "Alice: write red 7", as the board's
// line above the picture says it.
func stepText(m *session.Match, s session.Step, before, after games.State) string {
	name := func(seat games.Seat) string { return shownName(seatUser(m, seat), m.Name(seat)) }
	var text string
	switch {
	case s.Is(session.StepResign):
		text = fmt.Sprintf("%s resigned; a bot plays their seat.", name(s.Seat))
	case s.Is(session.StepCancel):
		text = "The game was cancelled."
	default:
		text = name(s.Seat) + ": " + games.ExpandSeats(games.TellMove(before, s.Seat, s.Move, after), name)
	}
	if s.Timeout {
		text += " (time ran out)"
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

// diceCheck runs /history verify's check on the match.
func diceCheck(m *session.Match, raw []session.Step, pruned bool) page.Check {
	if pruned {
		return page.Check{Verdict: "The moves are gone, so the dice cannot be checked any more."}
	}
	v, c, reason := session.Audit(m, raw)
	out := page.Check{Text: c.String()}
	switch {
	case v == session.Verified && c.OK():
		out.OK, out.Verdict = true, "Every die follows from the seed this game committed to before its first roll."
	case v == session.DiceDiffer || v == session.ResultDiffers || v == session.Uncommitted:
		out.Bad, out.Verdict = true, "The dice check failed."
		if v != session.DiceDiffer && reason != nil {
			out.Text += "\n" + strings.TrimPrefix(reason.Error(), "session: ")
		}
	default:
		out.Verdict = "This game is from before dice commitments: the order of its draws is checked, not their values."
	}
	return out
}
