package bot

import (
	"crypto/subtle"
	"io"
	"net/http"
	"strconv"
	"strings"
)

// backuper is a store that can write a consistent copy of itself while it
// serves: storage.DB.
type backuper interface {
	Backup(w io.Writer) (int64, error)
}

// backupHandler serves GET /backup: a consistent copy of the running
// bot's database, for `quintet backup` while the bot holds the file. It
// asks for "Authorization: Bearer <QUINTET_ADMIN_TOKEN>" (401 otherwise)
// and answers 501 when the store cannot be copied. The copy is streamed;
// the client checks it opens before keeping it.
func (b *Bot) backupHandler(token string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(token)) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="quintet"`)
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		db, ok := b.matches.Store().(backuper)
		if !ok {
			http.Error(w, "this store keeps no file to back up", http.StatusNotImplemented)
			return
		}
		w.Header().Set("Content-Type", "application/octet-stream")
		n, err := db.Backup(w)
		if err != nil {
			// Headers are gone; the short body fails the client's check.
			b.log.Error("backup failed", "bytes", strconv.FormatInt(n, 10), "err", err)
			return
		}
		b.log.Info("backup sent", "bytes", n)
	}
}
