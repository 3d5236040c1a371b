package main

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/storage"
)

// retentionInterval is how often retention walks the whole history.
const retentionInterval = time.Hour

// runRetention removes, in the background until ctx ends, the logs of
// matches that ended more than keep ago, each step a small transaction
// whose removals and time are logged at debug level.
func runRetention(ctx context.Context, db *storage.DB, keep discord.Retention, now func() time.Time, log *slog.Logger) {
	if keep <= 0 {
		return
	}
	report := func(removed int, took time.Duration) {
		log.Debug("retention removed logs", "logs", removed, "took", took)
	}
	err := db.PruneLogs(ctx, time.Duration(keep), retentionInterval, now, report)
	if err != nil && !errors.Is(err, context.Canceled) {
		log.Error("retention stopped", "err", err)
	}
}
