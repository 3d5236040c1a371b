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
	return t.list(ctx, channel, "", after, limit)
}

var _ bot.EarlierLister = (*channelTransport)(nil)

// ListBefore implements bot.EarlierLister: the messages before before,
// newest first, as Discord returns them.
func (t *channelTransport) ListBefore(ctx context.Context, channel, before string, limit int) ([]bot.Listed, error) {
	return t.list(ctx, channel, before, "", limit)
}

// list lists a channel's messages before or after a message.
func (t *channelTransport) list(ctx context.Context, channel, before, after string, limit int) ([]bot.Listed, error) {
	me, err := t.b.selfID(ctx)
	if err != nil {
		return nil, err
	}
	msgs, err := t.s.ChannelMessages(channel, limit, before, after, "", discordgo.WithContext(ctx))
	if err != nil {
		return nil, err
	}
	out := make([]bot.Listed, 0, len(msgs))
	for _, m := range msgs {
		out = append(out, bot.Listed{ID: m.ID, Mine: m.Author != nil && m.Author.ID == me, Live: len(m.Components) > 0})
	}
	return out, nil
}

var _ bot.EarlierLister = threadWatch{}

// ListBefore implements bot.EarlierLister through the transport it
// watches, when that one lists earlier messages.
func (w threadWatch) ListBefore(ctx context.Context, channel, before string, limit int) ([]bot.Listed, error) {
	el, ok := w.Transport.(bot.EarlierLister)
	if !ok {
		return nil, nil
	}
	return el.ListBefore(ctx, channel, before, limit)
}
