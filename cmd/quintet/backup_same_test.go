package main

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestBackupRefusesTheDatabase: quintet backup refuses a FILE that is the
// database itself, named as QUINTET_DB names it, through another path, a
// symbolic link or a hard link, whether the file is free or a running bot
// holds it; the database file stays the same file with its match. Export
// refuses such a FILE too.
func TestBackupRefusesTheDatabase(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "quintet.db")
	if _, err := runArgs(t, nil, "alice: /play qwinto\n", "console", "--db", path); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(path, filepath.Join(dir, "link.db")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(path, filepath.Join(dir, "hard.db")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	names := []string{
		path, "quintet.db", "./quintet.db", filepath.Join(dir, "sub", "..", "quintet.db"),
		"../" + filepath.Base(dir) + "/quintet.db", "link.db", filepath.Join(dir, "link.db"), "hard.db",
	}
	before, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0o700)
	refused := func(t *testing.T, env []string, name string) {
		t.Helper()
		_, err := runArgs(t, env, "", "backup", name)
		if err == nil || !strings.Contains(err.Error(), "is the database") {
			t.Errorf("backup to %s: %v, want a refusal", name, err)
		}
		after, err := os.Stat(path)
		if err != nil || !os.SameFile(before, after) {
			t.Errorf("backup to %s replaced the database file (%v)", name, err)
			before = after
		}
	}
	for _, name := range names {
		refused(t, []string{"QUINTET_DB=" + path}, name)
		refused(t, []string{"QUINTET_DB=quintet.db"}, name)
	}
	// An export over the database would replace it with JSON.
	for _, name := range names {
		if _, err := runArgs(t, []string{"QUINTET_DB=" + path}, "", "export", name); err == nil || !strings.Contains(err.Error(), "is the database") {
			t.Errorf("export to %s: %v, want a refusal", name, err)
		}
	}
	if after, err := os.Stat(path); err != nil || !os.SameFile(before, after) {
		t.Errorf("an export replaced the database file (%v)", err)
	}

	// A running bot holds the file: the copy it sends must not land on it.
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	b, err := newDiscordBot(discord.Config{Token: "t", AdminToken: "s3cret"}, session.NewManager(db), slog.New(slog.NewTextHandler(io.Discard, nil)), discord.Options{}, webWiring{})
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
	env := []string{"QUINTET_DB=" + path, "QUINTET_HTTP_ADDR=" + ln.Addr().String(), "QUINTET_ADMIN_TOKEN=s3cret"}
	for _, name := range names {
		refused(t, env, name)
	}
	if _, err := runArgs(t, env, "", "backup", filepath.Join(dir, "copy.db")); err != nil {
		t.Fatalf("backup to another file: %v", err)
	}
	if m, err := db.Get(context.Background(), "console"); err != nil || m.Phase != session.Lobby {
		t.Fatalf("the database holds %+v, %v", m, err)
	}
}
