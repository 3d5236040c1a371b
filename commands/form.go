package commands

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Former is a game renderer with forms (Discord modals). A button whose
// custom id has the action render.ActForm opens the form its argument
// names; the modal carries the button's custom id, so its submission is
// checked for staleness like a click, and FormMove turns the typed fields
// into a move played through the same path as every other move. Renderers
// implement it without importing commands.
type Former interface {
	// Form returns the modal named name for the viewer of t
	// (t.View.Viewer, who may act); its custom id is set by the caller.
	// An error is a reason the player reads.
	Form(t *render.Table, name string) (*discordgo.InteractionResponseData, error)
	// FormMove reads the fields of a submitted form name, by text input
	// custom id, into a move. A value it cannot take gives an error
	// wrapping games.ErrBadNotation whose reason the player reads.
	FormMove(t *render.Table, name string, fields map[string]string) (games.Move, error)
}

// openForm answers a form button with the renderer's modal.
func (a *App) openForm(ctx context.Context, r *Request) (*Reply, error) {
	c, err := a.formOf(ctx, r)
	if err != nil {
		return nil, err
	}
	name, typed := splitFormArg(c.id.Arg)
	data, err := c.former.Form(c.table(), name)
	if err != nil {
		return nil, err
	}
	prefill(data, typed)
	data.CustomID = render.ID{Action: render.ActForm, Version: c.id.Version, Arg: name}.String()
	return &Reply{Modal: data}, nil
}

// submitForm plays the move a submitted form names. A value the form
// refuses is answered with the reason and changes nothing.
func (a *App) submitForm(ctx context.Context, r *Request) (*Reply, error) {
	c, err := a.formOf(ctx, r)
	if err != nil {
		return nil, err
	}
	name, _ := splitFormArg(c.id.Arg)
	move, err := c.former.FormMove(c.table(), name, typedFields(r.Fields))
	if err == nil {
		var reply *Reply
		if reply, err = a.playMove(ctx, r, move, c.id.Version); err == nil {
			played := playedText(privateLang(r), reply, move)
			if reply.Message != nil { // a bot's move after it was not saved
				played = keptText(privateLang(r), played, reply.Message.Content)
			}
			reply.Message = render.Reply(played)
			return reply, nil
		}
	}
	return c.retry(err, name, r.Fields)
}

// formCall is a checked form request.
type formCall struct {
	id     render.ID
	match  *session.Match
	state  games.State
	seat   games.Seat
	former Former
	lang   locale.Lang // the player's, for refusals
}

// table is what the form is drawn from: the seat's own view, in the
// player's language.
func (c *formCall) table() *render.Table {
	t := table(c.match, c.state, c.seat, "", "")
	t.Lang = c.lang
	return t
}

// formOf checks a form request: a fresh custom id of a seat that may act
// in a game whose renderer has forms.
func (a *App) formOf(ctx context.Context, r *Request) (*formCall, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil || id.Action != render.ActForm {
		return nil, refuse("form.refuse.unknown")
	}
	m, st, seat, err := a.seated(ctx, r)
	if err != nil {
		return nil, err
	}
	f, ok := render.For(m.Game).(Former)
	switch {
	case !ok:
		return nil, refuse("form.refuse.none")
	case !m.Fresh(seat, id.Version):
		return nil, session.ErrStale
	case len(st.Legal(seat)) == 0 && st.Result().Over:
		return nil, whoActs(privateLang(r), m, st)
	case len(st.Legal(seat)) == 0:
		return nil, refuse("form.refuse.nothing")
	}
	return &formCall{id: id, match: m, state: st, seat: seat, former: f, lang: privateLang(r)}, nil
}
