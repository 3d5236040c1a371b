package bot

import (
	"context"
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
	msgs, err := b.tr.List(ctx, channel, after, orphanScan)
	if err != nil {
		b.log.Warn("orphan boards: reading the channel", "channel", channel, "err", err)
		return
	}
	for _, m := range msgs {
		if m.ID == keep || !m.Mine || !m.Live {
			continue
		}
		if err := b.tr.Edit(ctx, channel, m.ID, nil); err != nil {
			b.log.Warn("orphan board not retired", "channel", channel, "message", m.ID, "err", err)
			continue
		}
		b.log.Info("orphan board retired", "channel", channel, "message", m.ID)
	}
}

// tellCannotPost tells the players, through via, the interaction that
// carried a board, that the board could not be posted for want of
// permissions; the match is unchanged. Nothing is said without an
// interaction (a deadline's board): the log has it.
func (b *Bot) tellCannotPost(ctx context.Context, channel string, via Carrier) {
	if via == nil {
		return
	}
	if err := via.CannotPost(ctx); err != nil {
		b.log.Warn("players not told of missing permissions", "channel", channel, "err", err)
	}
}
