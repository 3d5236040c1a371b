package commands

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// withRematch puts a Rematch button, labelled in l, under the final board
// of a finished match, when a row is free and the match id fits a custom
// id.
func withRematch(l locale.Lang, msg *render.Message, m *session.Match) *render.Message {
	if msg == nil || len(msg.Components) >= render.MaxRows {
		return msg
	}
	id, err := render.ID{Action: render.ActRematch, Arg: m.ID}.Encode()
	if err != nil {
		return msg
	}
	msg.Components = append(msg.Components, discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: l.Say("rematch.button"), Style: discordgo.PrimaryButton, CustomID: id},
	}})
	return msg
}

// rematch answers the Rematch button: a new lobby in the channel with the
// ended match's game, options, bot level and clock, its bots seated, its
// other players pinged to Join.
func (a *App) rematch(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	old, err := a.matches.Archived(ctx, id.Arg)
	if err != nil || old.Channel != r.Channel || old.Guild != r.Guild {
		return nil, refuse("rematch.refuse.gone")
	}
	m, invited, err := a.matches.Rematch(ctx, old, session.Player{User: r.User.ID, Name: r.User.Name})
	if err != nil {
		return nil, err
	}
	return &Reply{Board: &boardlife.Fact{Channel: m.Channel, Change: boardlife.Opened, Match: m, Invited: invited, Asker: r.User.Name}}, nil
}
