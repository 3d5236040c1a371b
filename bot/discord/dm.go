package discord

import (
	"context"

	"github.com/bwmarrin/discordgo"
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
