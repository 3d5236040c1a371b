package main

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestBackupOfRunningBot: while a bot holds the database, quintet backup
// asks it for the copy over its health address, with the admin token.
// Without the token it says how to proceed; with a wrong one it fails and
// writes nothing.
func TestBackupOfRunningBot(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "quintet.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mg := session.NewManager(db)
	if _, err := mg.Open(context.Background(), session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto",
		Host: session.Player{User: "1", Name: "Alice"}}); err != nil {
		t.Fatal(err)
	}
	b, err := newDiscordBot(discord.Config{Token: "t", AdminToken: "s3cret"}, mg, slog.New(slog.NewTextHandler(io.Discard, nil)), discord.Options{}, webWiring{})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: b.HealthHandler()}
	go srv.Serve(ln)
	defer srv.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())

	backup := filepath.Join(dir, "backup.db")
	env := []string{"QUINTET_DB=" + path, "QUINTET_HTTP_ADDR=:" + port}
	if _, err := runArgs(t, env, "", "backup", backup); err == nil || !strings.Contains(err.Error(), "QUINTET_ADMIN_TOKEN") {
		t.Fatalf("backup of a held file without a token: %v", err)
	}
	if _, err := runArgs(t, append(env, "QUINTET_ADMIN_TOKEN=wrong"), "", "backup", backup); err == nil || !strings.Contains(err.Error(), "401") {
		t.Fatalf("backup with a wrong token: %v", err)
	}
	out, err := runArgs(t, append(env, "QUINTET_ADMIN_TOKEN=s3cret"), "", "backup", backup)
	if err != nil || !strings.Contains(out, "running bot") {
		t.Fatalf("backup of the running bot: %v\n%s", err, out)
	}
	copyDB, err := storage.Open(backup)
	if err != nil {
		t.Fatal(err)
	}
	defer copyDB.Close()
	if m, err := copyDB.Get(context.Background(), "c"); err != nil || m.Phase != session.Lobby {
		t.Fatalf("the copy holds %+v, %v", m, err)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, ".backup.db.tmp-*")); len(files) != 0 {
		t.Fatalf("temporary files left: %v", files)
	}
}

func TestDialAddr(t *testing.T) {
	for in, want := range map[string]string{
		":9090": "127.0.0.1:9090", "0.0.0.0:9090": "127.0.0.1:9090", "[::]:9090": "127.0.0.1:9090",
		"10.0.0.5:9090": "10.0.0.5:9090", "localhost:80": "localhost:80",
	} {
		if got := dialAddr(in); got != want {
			t.Errorf("dialAddr(%q) = %q, want %q", in, got, want)
		}
	}
}
