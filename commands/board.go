package commands

import (
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// table builds what a renderer draws for one viewer, in the match's
// language (matchLang); a private view's caller sets the viewer's.
func table(m *session.Match, st games.State, viewer games.Seat, ui, last string) *render.Table {
	t := &render.Table{
		View: st.View(viewer), Version: m.Version, Seats: seatsOf(m), UI: ui, Last: last,
		Legal: map[games.Seat][]games.Move{}, Result: st.Result(), Lang: matchLang(m),
	}
	if fair := session.FairResult(m, t.Result); fair.Summary != t.Result.Summary {
		// A forfeited seat won the game: the board says who wins instead.
		said := session.FairStatus(m, fair)
		t.Result, t.View.Status, t.View.StatusText = fair, said.In(locale.English), said
		if rb, ok := t.View.Board.(games.Rejudged); ok {
			t.View.Board = rb.WithResult(fair)
		}
	}
	if m.Phase == session.Cancelled && m.Abandoned {
		// An abandoned game's board waits on nobody: it pings no one.
		t.View.Status, t.View.StatusText, t.View.Actors = abandonedStatus.In(locale.English), abandonedStatus, nil
		if h, ok := t.View.Board.(games.Halted); ok {
			t.View.Board = h.Halted()
		}
	}
	if viewer == games.Spectator {
		// Moves of a game with secrets would show a hand on the public
		// board: its actors get a "My moves" button instead.
		if _, secret := st.(games.Secretive); !secret {
			for _, s := range st.Actors() {
				t.Legal[s] = st.Legal(s)
			}
		}
	} else {
		t.Legal[viewer] = st.Legal(viewer)
	}
	return t
}

// abandonedStatus is the status line of a board whose game was abandoned.
var abandonedStatus = locale.T("board.abandoned")

// boardMessage draws the public board of a match in play or ended.
// A board in play tells spectators how to watch it and carries the
// requests its match holds open (withRequests); a finished one
// offers a rematch; a cancelled or abandoned one has no controls, as
// nothing can be played on it.
func boardMessage(l locale.Lang, m *session.Match, st games.State, last string) *render.Message {
	msg := noteClock(l, noteDice(l, noteCatchup(l, render.Board(table(m, st, games.Spectator, "", last)), m), m), m)
	switch m.Phase {
	case session.Playing:
		return noteSpectate(l, withRequests(l, msg, m))
	case session.Finished:
		return withRematch(l, msg, m)
	case session.Cancelled:
		msg.Components = nil
	}
	return msg
}

// describe says in l what steps did: "Alice: write red 7 · Bot 2: skip". When
// before is the state the steps started from, each move that changed its
// player's score says by how much, and by how much it lowered the
// others': "Alice: rack 1 2 3 3 5 (+3 points)", "Bob: place 39 (+1
// point; Alice -5)".
func describe(l locale.Lang, m *session.Match, steps []session.Step, before games.State) string {
	return describeTaken(l, m, steps, before, "")
}

// describeTaken is describe with taken, when set, saying what an undo
// step took back ("alice took back `write red 5` and with it bob's
// `write yellow 3`.") instead of "alice took back a move.".
func describeTaken(l locale.Lang, m *session.Match, steps []session.Step, before games.State, taken string) string {
	notes := stepNotes(l, m.Game, before, steps)
	parts := make([]string, 0, len(steps))
	for i, s := range steps {
		switch s.Move {
		case session.StepStart.Move():
			parts = append(parts, l.Say("board.started"))
		case session.StepResign.Move():
			parts = append(parts, l.Say("board.resigned", m.Name(s.Seat)))
		case session.StepCancel.Move():
			parts = append(parts, l.Say("board.cancelled"))
		default:
			if _, ok := session.UndoTarget(s); ok {
				if taken == "" {
					taken = l.Say("catchup.took_back", m.Name(s.Seat))
				}
				parts = append(parts, taken)
				continue
			}
			parts = append(parts, l.Say("board.move", m.Name(s.Seat), moveText(l, m, s, notes, i)))
		}
	}
	return render.Clip(strings.Join(parts, " · "), 1000)
}

// moveText is the move of steps[i] as players read it in l, with the points
// it gained and those it cost the other players, if any: "rack 1 2 3 3 5
// (+3 points)", "place 39 (+1 point; Alice -5)". notes are the steps'
// (see stepNotes); without a note the notation stands alone.
func moveText(l locale.Lang, m *session.Match, s session.Step, notes []stepNote, i int) string {
	text := games.MoveIn(l, m.Game, s.Move)
	if i >= len(notes) {
		return text
	}
	text = games.ExpandSeats(notes[i].text, m.Name)
	var parts []string
	if own := notes[i].gains.of(s.Seat); own != 0 {
		parts = append(parts, signedPoints(l, own))
	}
	var losses []string
	for seat, d := range notes[i].gains {
		if games.Seat(seat) != s.Seat && d < 0 {
			losses = append(losses, fmt.Sprintf("%s %d", m.Name(games.Seat(seat)), d))
		}
	}
	if len(losses) > 0 {
		parts = append(parts, strings.Join(losses, ", "))
	}
	if len(parts) > 0 {
		text += " (" + strings.Join(parts, "; ") + ")"
	}
	return text
}

// gain is how much one step changed each seat's score, by seat.
type gain []int

// of is seat s's change, 0 for a seat it does not hold.
func (g gain) of(s games.Seat) int {
	if s < 0 || int(s) >= len(g) {
		return 0
	}
	return g[s]
}

// signedPoints writes a score change with its sign in l: "+3 points",
// "-1 point".
func signedPoints(l locale.Lang, n int) string {
	if n < 0 {
		return l.Say("move.points_lost", -n)
	}
	return l.Say("move.points_gained", n)
}

// stepNote is what a replayed step did: the move as players read it
// (games.TellMoveIn) and how much it changed each seat's score.
type stepNote struct {
	text  string
	gains gain
}

// stepNotes replays steps of game from st with their recorded dice and
// returns a note per step, its move told in l. It stops at the first step it cannot replay (a start,
// resign or cancel, or a state it was not given) and returns the notes
// up to there.
func stepNotes(l locale.Lang, game string, st games.State, steps []session.Step) (notes []stepNote) {
	defer func() {
		if recover() != nil { // a log that does not replay: no notes
			notes = nil
		}
	}()
	for _, s := range steps {
		if st == nil || s.Seat < 0 {
			return notes
		}
		next, err := st.Apply(s.Seat, s.Move, games.NewReplay(s.Draws))
		if err != nil {
			return notes
		}
		before, after := st.Result().Scores, next.Result().Scores
		g := make(gain, len(after))
		for seat := range after {
			g[seat] = after[seat]
			if seat < len(before) {
				g[seat] -= before[seat]
			}
		}
		notes = append(notes, stepNote{text: games.TellMoveIn(l, game, st, s.Seat, s.Move, next), gains: g})
		st = next
	}
	return notes
}

// afterMove is the fact of an outcome: moves played on m, whose seats
// before could act before.
func afterMove(m *session.Match, before []games.Seat, out *session.Outcome) *boardlife.Fact {
	return &boardlife.Fact{Channel: out.Match.Channel, Change: boardlife.Played, Match: out.Match,
		Shown: m.BoardMessage, Waited: before, Outcome: out}
}
