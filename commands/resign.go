package commands

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// resign answers /game resign: it changes nothing yet, and asks the
// player alone to confirm, with Confirm and Keep playing buttons drawn
// for the match's version (a resignation cannot be taken back).
func (a *App) resign(ctx context.Context, r *Request) (*Reply, error) {
	m, err := a.current(ctx, r)
	if err != nil {
		return nil, err
	}
	if m.Phase != session.Playing {
		return nil, session.ErrNotPlaying
	}
	if _, ok := m.SeatOf(r.User.ID); !ok {
		return nil, m.NotSeated(r.User.ID)
	}
	return &Reply{Message: resignConfirmation(privateLang(r), m.Version)}, nil
}

// resignConfirmation asks a player, privately, to confirm their
// resignation from the match at version.
func resignConfirmation(l locale.Lang, version int64) *render.Message {
	text := l.Say("resign.confirm")
	btn := func(label, arg string, style discordgo.ButtonStyle) discordgo.MessageComponent {
		return discordgo.Button{Label: label, Style: style, CustomID: render.ID{Action: render.ActResign, Version: version, Arg: arg}.String()}
	}
	msg := render.Reply(text)
	msg.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		btn(l.Say("resign.confirm.button"), "yes", discordgo.DangerButton), btn(l.Say("resign.keep.button"), "no", discordgo.SecondaryButton),
	}}}
	return msg
}

// confirmResign answers the buttons of resignConfirmation: Confirm hands
// the clicker's seat to a bot, Keep playing changes nothing. A Confirm
// drawn for an older version of the match is refused and changes nothing.
func (a *App) confirmResign(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	switch id.Arg {
	case "no":
		return &Reply{Update: render.Reply(privateLang(r).Say("resign.kept"))}, nil
	case "yes":
	default:
		return nil, refuse("button.refuse.not_mine")
	}
	before, actors, err := a.beforeMove(ctx, r)
	if err != nil {
		return nil, err
	}
	if _, ok := before.SeatOf(r.User.ID); !ok {
		return nil, before.NotSeated(r.User.ID)
	}
	if before.Version != id.Version {
		return nil, refuse("resign.refuse.moved_on")
	}
	out, err := a.matches.Resign(ctx, r.Channel, r.User.ID)
	note, kept := a.botsBehind(ctx, r, out, err)
	if err != nil && !kept {
		return nil, err
	}
	b := afterMove(before, actors, out)
	if kept {
		return &Reply{Update: render.Reply(keptText(privateLang(r), privateLang(r).Say("resign.done"), note.private)), Board: noted(b, note)}, nil
	}
	return &Reply{Update: render.Reply(privateLang(r).Say("resign.done")), Board: b}, nil
}
