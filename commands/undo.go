package commands

import (
	"context"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// undo answers /game undo: the move comes back at once, or the other
// players are asked in the channel to allow it.
func (a *App) undo(ctx context.Context, r *Request) (*Reply, error) {
	before, actors, err := a.beforeMove(ctx, r)
	if err != nil {
		return nil, err
	}
	out, req, err := a.matches.Undo(ctx, r.Channel, r.User.ID)
	note, kept := a.botsBehind(ctx, r, out, err)
	if err != nil && !kept {
		return nil, err
	}
	if len(out.Steps) == 0 {
		// The request is open: the board asks the others, pinging them.
		l := privateLang(r)
		text := l.Say("undo.asked", takenText(l, out.Match, req), waitingNames(out.Match, req))
		return &Reply{Message: render.Reply(text), Board: requestFact(boardlife.Asked, before, out.Match, "")}, nil
	}
	l := privateLang(r)
	text := l.Say("undo.done", takenText(l, out.Match, req))
	b := afterMove(before, actors, out)
	b.Change, b.Said = boardlife.TookBack, tookBackText(out.Match, req)
	if kept {
		return &Reply{Message: render.Reply(keptText(l, text, note.private)), Board: noted(b, note)}, nil
	}
	return &Reply{Message: render.Reply(text), Board: b}, nil
}

// answerUndo answers the Allow and Refuse buttons of a request to take
// back a move, which the board carries while the request is open: the
// board is redrawn in place with the answer, and the last consent
// shows it as it stood before the move. A click on a request's message
// of its own (a bot before boards carried requests) retires it with the
// answer.
func (a *App) answerUndo(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	if id.Arg != "allow" && id.Arg != "refuse" {
		return nil, refuse("button.refuse.not_mine")
	}
	before, actors, err := a.beforeMove(ctx, r)
	if err != nil {
		return nil, err
	}
	out, req, err := a.matches.AnswerUndo(ctx, r.Channel, r.User.ID, id.Version, id.Arg == "allow")
	note, kept := a.botsBehind(ctx, r, out, err)
	if err != nil && !kept {
		return nil, err
	}
	asker, l := out.Match.Name(req.Seat), a.publicLang(ctx, r)
	var said string
	var b *boardlife.Fact
	switch {
	case id.Arg == "refuse":
		said = l.Say("undo.refused", r.User.Name, asker, games.MoveIn(l, out.Match.Game, req.Move))
		b = requestFact(boardlife.Answered, before, out.Match, said)
	case len(out.Steps) == 0:
		said = l.Say("undo.allowed_open", r.User.Name)
		b = requestFact(boardlife.Answered, before, out.Match, said)
	default:
		said = l.Say("undo.allowed", r.User.Name, asker, takenText(l, out.Match, req))
		b = afterMove(before, actors, out)
		b.Change, b.Said, b.Note = boardlife.TookBack, said, said
		if kept {
			b = noted(b, note)
		}
	}
	reply := &Reply{Board: b}
	if offBoard(r, before) {
		reply.Update = render.Public(said)
	}
	return reply, nil
}

// offBoard reports whether a click is on a message other than the
// board m shows (a request's message of its own).
func offBoard(r *Request, m *session.Match) bool {
	return r.Message != "" && r.Message != m.BoardMessage
}

// beforeMove returns the channel's match and the seats that may act in
// it, as afterMove wants them.
func (a *App) beforeMove(ctx context.Context, r *Request) (*session.Match, []games.Seat, error) {
	m, err := a.current(ctx, r)
	if err != nil {
		return nil, nil, err
	}
	var actors []games.Seat
	if st, err := m.Decode(); err == nil {
		actors = st.Actors()
	}
	return m, actors, nil
}

// undoLine is what a board says of m's open request to take back a
// move, in l: who asks to take back what, pinging the players it waits on
// (line), and naming them (text, for the console and the Text view).
func undoLine(l locale.Lang, m *session.Match) (line, text string) {
	req := m.Undo
	var pings []string
	for _, u := range requestPings(m) {
		pings = append(pings, "<@"+u+">")
	}
	line = l.Say("undo.ask", m.Name(req.Seat), takenText(l, m, req), strings.Join(pings, " "))
	text = l.Say("undo.ask_text", m.Name(req.Seat), takenText(l, m, req), waitingNames(m, req))
	return line, text
}

// waitingNames names the players a request to take back a move waits
// on: "bob, carol".
func waitingNames(m *session.Match, req *session.UndoRequest) string {
	names := make([]string, len(req.Waiting))
	for i, s := range req.Waiting {
		names[i] = m.Name(s)
	}
	return strings.Join(names, ", ")
}

// undoButtons are the Allow and Refuse buttons of an open request to
// take back a move, in l; they name the request (its version), so that a
// click after it is over is refused.
func undoButtons(l locale.Lang, req *session.UndoRequest) []discordgo.MessageComponent {
	btn := func(label, arg string, style discordgo.ButtonStyle) discordgo.MessageComponent {
		return discordgo.Button{Label: label, Style: style, CustomID: render.ID{Action: render.ActUndo, Version: req.Asked, Arg: arg}.String()}
	}
	return []discordgo.MessageComponent{btn(l.Say("undo.allow.button"), "allow", discordgo.SuccessButton), btn(l.Say("undo.refuse.button"), "refuse", discordgo.DangerButton)}
}

// tookBackText is what a board says a granted request took back.
func tookBackText(m *session.Match, req *session.UndoRequest) string {
	l := matchLang(m)
	return l.Say("undo.took_back", m.Name(req.Seat), takenText(l, m, req))
}

// takenText names every move a request takes back: the asker's own, then
// "and with it" each later one with its player ("bob's `skip`", "bob's
// hidden move" for one the asker may not see), in l.
func takenText(l locale.Lang, m *session.Match, req *session.UndoRequest) string {
	var more []string
	for _, t := range req.Taken[min(1, len(req.Taken)):] {
		if t.Move == "" {
			more = append(more, l.Say("undo.hidden", m.Name(t.Seat)))
		} else {
			more = append(more, l.Say("undo.other", m.Name(t.Seat), games.MoveIn(l, m.Game, t.Move)))
		}
	}
	if len(more) > 0 {
		return l.Say("undo.taken_with", games.MoveIn(l, m.Game, req.Move), strings.Join(more, ", "))
	}
	return "`" + games.MoveIn(l, m.Game, req.Move) + "`"
}
