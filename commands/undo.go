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
		return &Reply{Message: undoPrompt(a.publicLang(ctx, r), out.Match, req), Ask: undoAsk(out.Match, req)}, nil
	}
	l := privateLang(r)
	text := l.Say("undo.done", takenText(l, out.Match, req))
	b := afterMove(before, actors, out)
	b.Change = boardlife.TookBack
	if kept {
		return &Reply{Message: render.Reply(keptText(l, text, note.private)), Board: noted(b, note)}, nil
	}
	return &Reply{Message: render.Reply(text), Board: b}, nil
}

// answerUndo answers the Allow and Refuse buttons of a request to take
// back a move: the prompt is updated, and the last consent posts the board
// as it stood before the move.
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
	if id.Arg == "refuse" {
		return &Reply{Update: render.Public(l.Say("undo.refused", r.User.Name, asker, string(req.Move)))}, nil
	}
	if len(out.Steps) == 0 {
		return &Reply{Update: undoPrompt(l, out.Match, req), Ask: undoAsk(out.Match, req)}, nil
	}
	b := afterMove(before, actors, out)
	b.Change = boardlife.TookBack
	if kept {
		b = noted(b, note)
	}
	return &Reply{Update: render.Public(l.Say("undo.allowed", r.User.Name, asker, takenText(l, out.Match, req))), Board: b}, nil
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

// undoPrompt asks the players a request waits on to allow it, with Allow
// and Refuse buttons that expire with the request (any move ends it), in
// the server's language l.
func undoPrompt(l locale.Lang, m *session.Match, req *session.UndoRequest) *render.Message {
	var pings, names, users []string
	for _, s := range req.Waiting {
		p := m.Players[s]
		pings, names, users = append(pings, "<@"+p.User+">"), append(names, p.Name), append(users, p.User)
	}
	ask := l.Say("undo.ask", m.Name(req.Seat), takenText(l, m, req), strings.Join(pings, " "))
	text := l.Say("undo.ask_text", m.Name(req.Seat), takenText(l, m, req), strings.Join(names, ", "))
	btn := func(label, arg string, style discordgo.ButtonStyle) discordgo.MessageComponent {
		return discordgo.Button{Label: label, Style: style, CustomID: render.ID{Action: render.ActUndo, Version: req.Asked, Arg: arg}.String()}
	}
	msg := &render.Message{
		Content:  ask,
		Mentions: users,
		Text:     text,
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			btn(l.Say("undo.allow.button"), "allow", discordgo.SuccessButton), btn(l.Say("undo.refuse.button"), "refuse", discordgo.DangerButton),
		}}},
	}
	msg.Fit()
	return msg
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
			more = append(more, l.Say("undo.other", m.Name(t.Seat), string(t.Move)))
		}
	}
	if len(more) > 0 {
		return l.Say("undo.taken_with", string(req.Move), strings.Join(more, ", "))
	}
	return "`" + string(req.Move) + "`"
}
