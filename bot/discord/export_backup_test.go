package discord

import (
	"net/http"
	"time"
)

// BackupHandler returns b's GET /backup handler with token and a stall
// timeout of stall.
func BackupHandler(b *Bot, token string, stall time.Duration) http.Handler {
	return b.backupHandler(token, stall)
}
