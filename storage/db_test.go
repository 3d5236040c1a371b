package storage_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/games/session/storetest"
	"github.com/quintetbot/quintet/storage"
)

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) session.Store { return openTest(t) })
}

func TestFileMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if perm := fi.Mode().Perm(); perm != 0o600 {
		t.Errorf("mode = %v, want 0600", perm)
	}
}

func TestReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	m := lobby("c1")
	m2, step := move(m)
	if err := db.Put(ctx, m, nil); err != nil {
		t.Fatal(err)
	}
	if err := db.Put(ctx, m2, step); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db, err = storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, err := db.Get(ctx, "c1")
	if err != nil || got.Version != 2 {
		t.Fatalf("Get after reopen = %+v, %v; want version 2", got, err)
	}
	if log, err := db.Log(ctx, m.ID); err != nil || len(log) != 1 {
		t.Errorf("Log after reopen = %+v, %v; want 1 step", log, err)
	}
}

// TestInUse opens the database in a child process while this one holds it.
func TestInUse(t *testing.T) {
	if path := os.Getenv("QUINTET_STORAGE_OPEN"); path != "" {
		_, err := storage.Open(path, storage.WithTimeout(50*time.Millisecond))
		if !errors.Is(err, storage.ErrInUse) {
			t.Fatalf("Open = %v, want ErrInUse", err)
		}
		os.Stdout.WriteString(err.Error() + "\n")
		return
	}
	path := filepath.Join(t.TempDir(), "quintet.db")
	db := openAt(t, path)
	defer db.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^TestInUse$", "-test.v")
	cmd.Env = append(os.Environ(), "QUINTET_STORAGE_OPEN="+path)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	if want := "storage: database is in use by another process (file " + path + ")"; !strings.Contains(string(out), want) {
		t.Errorf("child output lacks %q:\n%s", want, out)
	}
}

func TestInUseSameProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	db := openAt(t, path)
	defer db.Close()
	if _, err := storage.Open(path, storage.WithTimeout(50*time.Millisecond)); !errors.Is(err, storage.ErrInUse) {
		t.Errorf("second Open = %v, want ErrInUse", err)
	}
}

func openAt(t *testing.T, path string) *storage.DB {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// calls runs every method of db once and returns their errors by name.
func calls(ctx context.Context, db *storage.DB) map[string]error {
	m := lobby("c1")
	_, getErr := db.Get(ctx, "c1")
	_, logErr := db.Log(ctx, m.ID)
	_, archErr := db.Archived(ctx, m.ID)
	_, openErr := db.OpenMatches(ctx)
	_, schemaErr := db.Schema(ctx)
	return map[string]error{
		"Get":         getErr,
		"Put":         db.Put(ctx, m, nil),
		"SetBoard":    db.SetBoard(ctx, "c1", 1, 1, "msg"),
		"Log":         logErr,
		"Archived":    archErr,
		"OpenMatches": openErr,
		"Schema":      schemaErr,
		"Check":       db.Check(ctx),
	}
}

func TestClosed(t *testing.T) {
	db := openTest(t)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	for name, err := range calls(t.Context(), db) {
		if !errors.Is(err, session.ErrClosed) {
			t.Errorf("%s after Close: %v, want ErrClosed", name, err)
		}
	}
	if _, err := db.Backup(new(strings.Builder)); !errors.Is(err, session.ErrClosed) {
		t.Errorf("Backup after Close: %v, want ErrClosed", err)
	}
	if err := db.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

func TestCancelled(t *testing.T) {
	db := openTest(t)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	for name, err := range calls(ctx, db) {
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a cancelled context: %v, want context.Canceled", name, err)
		}
	}
	if _, err := db.Get(t.Context(), "c1"); !errors.Is(err, session.ErrNoMatch) {
		t.Errorf("Get after a cancelled Put: %v, want ErrNoMatch", err)
	}
}

func TestBadMatch(t *testing.T) {
	db := openTest(t)
	for _, m := range []*session.Match{nil, {Channel: "c1", Version: 1}, {ID: "m1", Version: 1}} {
		if err := db.Put(t.Context(), m, nil); !errors.Is(err, storage.ErrBadMatch) {
			t.Errorf("Put(%+v) = %v, want ErrBadMatch", m, err)
		}
	}
}
