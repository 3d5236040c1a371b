package bot

import (
	"context"

	"github.com/bwmarrin/discordgo"
)

// orphanScan is how many of a channel's messages after its recorded board
// retireOrphans reads: more than a stop can leave.
const orphanScan = 50

// retireOrphans takes the buttons off the bot's own messages that the
// channel shows after after, the board its match had recorded when the
// bot stopped, keeping keep, the board the match shows now. A board
// posted just before a stop, whose message id the stop kept from being
// recorded, is such a message: nothing would retire it, and its stale
// buttons would stay beside the current board's. It reads at most
// orphanScan messages and reports failures in the log only.
func (b *Bot) retireOrphans(ctx context.Context, channel, after, keep string) {
	if after == "" {
		return
	}
	me, err := b.selfID(ctx)
	if err != nil {
		b.log.Warn("orphan boards", "channel", channel, "err", err)
		return
	}
	msgs, err := b.s.ChannelMessages(channel, orphanScan, "", after, "", discordgo.WithContext(ctx))
	if err != nil {
		b.log.Warn("orphan boards: reading the channel", "channel", channel, "err", err)
		return
	}
	sink := &discordSink{s: b.s}
	for _, m := range msgs {
		if m.ID == keep || m.Author == nil || m.Author.ID != me || len(m.Components) == 0 {
			continue
		}
		if err := sink.Edit(ctx, channel, m.ID, nil); err != nil {
			b.log.Warn("orphan board not retired", "channel", channel, "message", m.ID, "err", err)
			continue
		}
		b.log.Info("orphan board retired", "channel", channel, "message", m.ID)
	}
}
