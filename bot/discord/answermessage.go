package discord

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
)

var _ bot.AnswerMessage = (*discordSink)(nil)

// AnswerMessage implements bot.AnswerMessage: the id of the interaction's
// original response, read through its webhook.
func (d *discordSink) AnswerMessage(ctx context.Context) (string, error) {
	m, err := d.s.InteractionResponse(d.i, discordgo.WithContext(ctx))
	if err != nil {
		return "", err
	}
	return m.ID, nil
}
