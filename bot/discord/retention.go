package discord

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/storage"
)

// Retention is how long the move logs of ended matches are kept
// (QUINTET_RETAIN_LOGS): a Go duration ("720h") or days ("90d"); zero, the
// default, keeps them forever.
type Retention time.Duration

// UnmarshalText reads a retention; caarlos0/env calls it.
func (r *Retention) UnmarshalText(b []byte) error {
	s := string(b)
	if s == "" {
		*r = 0
		return nil
	}
	d, err := commands.ParseDuration(s)
	if err != nil {
		if d, err = time.ParseDuration(s); err != nil {
			return fmt.Errorf("QUINTET_RETAIN_LOGS: %q is not a duration such as 90d or 720h", s)
		}
	}
	if d < 24*time.Hour {
		return fmt.Errorf("QUINTET_RETAIN_LOGS: %v is under a day; leave it empty to keep logs", d)
	}
	*r = Retention(d)
	return nil
}

// retentionInterval is how often retention walks the whole history.
const retentionInterval = time.Hour

// runRetention removes, in the background until ctx ends, the logs of
// matches that ended more than keep ago, each step a small transaction
// whose removals and time are logged at debug level.
func runRetention(ctx context.Context, db *storage.DB, keep Retention, now func() time.Time, log *slog.Logger) {
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
