package main

import (
	"context"
	"log/slog"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// resumeForgets finishes, at start, the deletions of users' data (/privacy)
// that a stop interrupted, and the scrub of free pages one left owed. A
// failure is logged: the deletion stays queued for the next start or
// quintet forget.
func resumeForgets(ctx context.Context, mg *session.Manager, db *storage.DB, log *slog.Logger) {
	n, err := mg.ResumeForgets(ctx)
	if err != nil {
		log.Error("resuming a deletion of user data", "err", err)
		return
	}
	owed, err := db.ScrubOwed(ctx)
	if err != nil {
		log.Error("scrubbing free pages after a deletion", "err", err)
		return
	}
	if n > 0 || owed {
		log.Info("finished interrupted deletions of user data", "users", n, "scrubbed", owed)
	}
}
