package discord

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
)

// channelTransport is a Bot's bot.Transport: it posts and edits with the
// bot token (boards posted as interactions' follow-ups are edited through
// their webhooks while they last, see discordSink.Edit) and lists a
// channel's messages through REST.
type channelTransport struct {
	discordSink
	b *Bot
}

// List implements bot.Transport: the messages after after, as Discord
// returns them, each told as the bot's own or not.
func (t *channelTransport) List(ctx context.Context, channel, after string, limit int) ([]bot.Listed, error) {
	me, err := t.b.selfID(ctx)
	if err != nil {
		return nil, err
	}
	msgs, err := t.s.ChannelMessages(channel, limit, "", after, "", discordgo.WithContext(ctx))
	if err != nil {
		return nil, err
	}
	out := make([]bot.Listed, 0, len(msgs))
	for _, m := range msgs {
		out = append(out, bot.Listed{ID: m.ID, Mine: m.Author != nil && m.Author.ID == me, Live: len(m.Components) > 0})
	}
	return out, nil
}
