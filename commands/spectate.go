package commands

import (
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// spectate answers /game board from a user without a seat: a private,
// read-only copy of the public board, drawn for no seat, so that no hand
// or sheet that is secret shows; the channel gets no new message. Its
// one control is the Text button, which changes nothing. It speaks l,
// the caller's language.
func spectate(l locale.Lang, m *session.Match) (*Reply, error) {
	st, err := m.Decode()
	if err != nil {
		return nil, err
	}
	t := table(m, st, games.Spectator, "", "")
	t.Lang = l
	msg := noteDice(l, render.For(m.Game).Board(t), m)
	msg.Components, msg.Mentions, msg.Ephemeral = nil, nil, true
	render.AddTextButtonIn(l, msg, m.Version) // the text rendering is open to anyone
	msg.Fit()
	return &Reply{Message: msg}, nil
}

// noteSpectate adds the spectators' hint, in l, under a board in play.
func noteSpectate(l locale.Lang, msg *render.Message) *render.Message {
	if msg == nil {
		return msg
	}
	spectateHint := l.Say("board.spectate_hint")
	switch {
	case len(msg.Embeds) > 0 && msg.Embeds[0].Footer == nil:
		msg.Embeds[0].Footer = &discordgo.MessageEmbedFooter{Text: spectateHint}
	case len(msg.Embeds) > 0:
		msg.Embeds[0].Footer.Text += "\n" + spectateHint
	default:
		msg.Content = strings.TrimSpace(msg.Content + "\n-# " + spectateHint)
	}
	msg.Text = strings.TrimSpace(msg.Text + "\n" + spectateHint)
	msg.Fit()
	return msg
}
