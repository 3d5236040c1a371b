package discord_test

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// bigLobby returns a new lobby in channel whose board id carries size
// bytes, to make the file grow.
func bigLobby(channel string, size int) *session.Match {
	return &session.Match{ID: channel + "-1", Guild: "g", Channel: channel, Game: "qwinto", Phase: session.Lobby,
		Version: 1, BoardMessage: strings.Repeat("x", size)}
}

// TestStalledBackupClientBlocksNoMove: a client asks the health server for
// a backup over loopback and stops reading after the status line, with
// the 8 MB body far beyond what the sockets buffer. A move that must grow
// the file (and so remap it, which waits for every read transaction)
// still commits: the backup holds the database only while it copies it
// to a local file. A small move commits too.
func TestStalledBackupClientBlocksNoMove(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	for i := range 8 {
		if err := db.Put(ctx, bigLobby("fill"+string(rune('a'+i)), 1<<20), nil); err != nil {
			t.Fatal(err)
		}
	}
	b, err := newBot(discord.Config{Token: "t", AdminToken: "s3cret"}, session.NewManager(db), slog.New(slog.NewTextHandler(io.Discard, nil)), discord.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	sctx, stop := context.WithCancel(ctx)
	served := make(chan error, 1)
	go func() { served <- b.ServeHealth(sctx, ln) }()
	defer func() { stop(); <-served }()

	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.(*net.TCPConn).SetReadBuffer(4096)
	io.WriteString(conn, "GET /backup HTTP/1.1\r\nHost: quintet\r\nAuthorization: Bearer s3cret\r\n\r\n")
	status, err := bufio.NewReaderSize(conn, 16).ReadString('\n')
	if err != nil || !strings.Contains(status, " 200 ") {
		t.Fatalf("backup answered %q, %v", status, err)
	}
	// From here on the client reads nothing.

	for _, tc := range []struct {
		channel string
		size    int
	}{{"grows", 9 << 20}, {"small", 10}} {
		done := make(chan error, 1)
		go func() { done <- db.Put(ctx, bigLobby(tc.channel, tc.size), nil) }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("move %s: %v", tc.channel, err)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("move %s waited 30 s behind a client that stopped reading a backup", tc.channel)
		}
	}
}

// countingStore counts the backups its database is asked for.
type countingStore struct {
	*storage.DB
	backups atomic.Int32
}

func (s *countingStore) Backup(w io.Writer) (int64, error) {
	s.backups.Add(1)
	return s.DB.Backup(w)
}

func (s *countingStore) Snapshot(ctx context.Context) (*os.File, error) {
	s.backups.Add(1)
	return s.DB.Snapshot(ctx)
}

// TestBackupHead: HEAD /backup checks the token and answers like GET's
// headers, without making a backup.
func TestBackupHead(t *testing.T) {
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	store := &countingStore{DB: db}
	b, err := newBot(discord.Config{Token: "t", AdminToken: "s3cret"}, session.NewManager(store), slog.New(slog.NewTextHandler(io.Discard, nil)), discord.Options{})
	if err != nil {
		t.Fatal(err)
	}
	h := b.HealthHandler()
	for _, tt := range []struct {
		auth string
		want int
	}{{"", http.StatusUnauthorized}, {"Bearer wrong", http.StatusUnauthorized}, {"Bearer s3cret", http.StatusOK}} {
		r := httptest.NewRequest(http.MethodHead, "/backup", nil)
		if tt.auth != "" {
			r.Header.Set("Authorization", tt.auth)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != tt.want || tt.want == http.StatusOK && w.Body.Len() != 0 {
			t.Errorf("HEAD with %q: %d and %d bytes, want %d and none", tt.auth, w.Code, w.Body.Len(), tt.want)
		}
	}
	if n := store.backups.Load(); n != 0 {
		t.Errorf("HEAD /backup made %d backups", n)
	}
	r := httptest.NewRequest(http.MethodGet, "/backup", nil)
	r.Header.Set("Authorization", "Bearer s3cret")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusOK || store.backups.Load() != 1 || w.Body.Len() == 0 {
		t.Errorf("GET /backup: %d, %d bytes, %d backups", w.Code, w.Body.Len(), store.backups.Load())
	}
}

// TestStalledBackupClientIsCutOff: a backup client that stops reading is
// disconnected once a chunk stays unwritten for the stall timeout (here 1
// s): the handler gives up on it (the 8 MB copy is far more than the
// sockets buffer), and the next backup, refused with 503 while the first
// is being sent, is served.
func TestStalledBackupClientIsCutOff(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	for i := range 8 {
		if err := db.Put(ctx, bigLobby("fill"+string(rune('a'+i)), 1<<20), nil); err != nil {
			t.Fatal(err)
		}
	}
	var logs lockedBuffer
	b, err := newBot(discord.Config{Token: "t"}, session.NewManager(db), slog.New(slog.NewTextHandler(&logs, nil)), discord.Options{})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(discord.BackupHandler(b, "s3cret", time.Second))
	defer srv.Close()

	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.(*net.TCPConn).SetReadBuffer(4096)
	io.WriteString(conn, "GET / HTTP/1.1\r\nHost: quintet\r\nAuthorization: Bearer s3cret\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReaderSize(conn, 4096), nil)
	if err != nil || resp.StatusCode != http.StatusOK || resp.ContentLength < 8<<20 {
		t.Fatalf("backup answered %v, %v", resp, err)
	}
	// The client reads nothing more until another backup is served.
	get := func() int {
		req, _ := http.NewRequest(http.MethodGet, srv.URL, nil)
		req.Header.Set("Authorization", "Bearer s3cret")
		r, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Body.Close()
		io.Copy(io.Discard, r.Body)
		return r.StatusCode
	}
	deadline := time.Now().Add(time.Minute)
	for code := get(); code != http.StatusOK; code = get() {
		if code != http.StatusServiceUnavailable || time.Now().After(deadline) {
			t.Fatalf("a second backup while the first stalls: %d", code)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !strings.Contains(logs.String(), "backup not sent") {
		t.Fatalf("the first backup was not cut off; log:\n%s", logs.String())
	}
}

// lockedBuffer is a log destination safe for concurrent writes.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
