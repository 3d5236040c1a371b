package discord

import (
	"crypto/subtle"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// backupStall is how long a backup client may leave a chunk of the copy
// unread before the connection is closed; each chunk sent restarts it,
// so a slow client that keeps reading gets the whole copy.
const backupStall = 30 * time.Second

// backupChunk is how much of the copy one write sends.
const backupChunk = 256 << 10

// backupHandler serves GET /backup: a consistent copy of the running
// bot's database, for `quintet backup` while the bot holds the file. It
// asks for "Authorization: Bearer <QUINTET_ADMIN_TOKEN>" (401 otherwise)
// and answers 501 when the store cannot be copied, 503 while another
// backup is being sent. The database is copied to a local file first
// (storage.DB.Snapshot), so a client that reads slowly or not at all
// never holds it; the copy is then sent with its Content-Length, and a
// client that leaves it unread for stall (backupStall) is cut off. HEAD checks
// the token and answers the headers without making a copy. The client
// checks the copy opens before keeping it.
func (b *Bot) backupHandler(token string, stall time.Duration) http.HandlerFunc {
	var busy atomic.Bool
	return func(w http.ResponseWriter, r *http.Request) {
		got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(token)) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="quintet"`)
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		db, ok := b.matches.Snapshotter()
		if !ok {
			http.Error(w, "this store keeps no file to back up", http.StatusNotImplemented)
			return
		}
		w.Header().Set("Content-Type", "application/octet-stream")
		if r.Method == http.MethodHead {
			return
		}
		if !busy.CompareAndSwap(false, true) {
			http.Error(w, "a backup is being sent; try again when it is done", http.StatusServiceUnavailable)
			return
		}
		defer busy.Store(false)
		f, err := db.Snapshot(r.Context())
		if err != nil {
			b.log.Error("backup failed", "err", err)
			http.Error(w, "backup failed", http.StatusInternalServerError)
			return
		}
		defer f.Close()
		if fi, err := f.Stat(); err == nil {
			w.Header().Set("Content-Length", strconv.FormatInt(fi.Size(), 10))
		}
		n, err := sendPaced(w, f, stall)
		if err != nil {
			// Headers are gone; the short body fails the client's check.
			b.log.Error("backup not sent", "bytes", n, "err", err)
			return
		}
		b.log.Info("backup sent", "bytes", n)
	}
}

// sendPaced copies r to w in chunks, each with stall to be written (the
// server's own write timeout would cut off a long backup).
func sendPaced(w http.ResponseWriter, r io.Reader, stall time.Duration) (int64, error) {
	rc := http.NewResponseController(w)
	buf := make([]byte, backupChunk)
	var n int64
	for {
		k, rerr := r.Read(buf)
		if k > 0 {
			if err := rc.SetWriteDeadline(time.Now().Add(stall)); err != nil && !errors.Is(err, http.ErrNotSupported) {
				return n, err
			}
			k, err := w.Write(buf[:k])
			n += int64(k)
			if err != nil {
				return n, err
			}
		}
		if rerr == io.EOF {
			return n, nil
		}
		if rerr != nil {
			return n, rerr
		}
	}
}
