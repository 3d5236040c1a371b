package discord

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/render"
)

// discordDM sends direct messages through Discord: it opens the DM
// channel (POST /users/@me/channels), then posts in it.
type discordDM struct{ s *discordgo.Session }

func (d discordDM) SendDM(ctx context.Context, user, text string) error {
	ch, err := d.s.UserChannelCreate(user, discordgo.WithContext(ctx))
	if err != nil {
		return err
	}
	_, err = d.s.ChannelMessageSendComplex(ch.ID, &discordgo.MessageSend{
		Content: text, AllowedMentions: &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}},
	}, discordgo.WithContext(ctx))
	return dmError(err)
}

// SendDMMessage implements bot.MessageDMSender: the direct message with
// its buttons, pinging nobody. Discord's 50007 (the user accepts no
// direct message) comes back as bot.ErrDMClosed.
func (d discordDM) SendDMMessage(ctx context.Context, user string, msg *render.Message) error {
	ch, err := d.s.UserChannelCreate(user, discordgo.WithContext(ctx))
	if err != nil {
		return dmError(err)
	}
	_, err = d.s.ChannelMessageSendComplex(ch.ID, &discordgo.MessageSend{
		Content: msg.Content, Embeds: msg.Embeds, Components: msg.Components,
		AllowedMentions: &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}},
	}, discordgo.WithContext(ctx))
	return dmError(err)
}
