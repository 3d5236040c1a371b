package storage_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestBackupWhileWriting backs up while another goroutine keeps playing
// moves, then checks that the copy opens, holds everything committed before
// the backup began, and is consistent: each match's log agrees with its
// version.
func TestBackupWhileWriting(t *testing.T) {
	for _, name := range []string{"Backup", "BackupFile"} {
		t.Run(name, func(t *testing.T) {
			testBackupWhileWriting(t, name == "BackupFile")
		})
	}
}

func testBackupWhileWriting(t *testing.T, toFile bool) {
	ctx := t.Context()
	db := openTest(t)
	const before = 5
	for i := range before {
		m := lobby(fmt.Sprintf("c%d", i))
		m2, step := move(m)
		if err := db.Put(ctx, m, nil); err != nil {
			t.Fatal(err)
		}
		if err := db.Put(ctx, m2, step); err != nil {
			t.Fatal(err)
		}
	}

	// The writer plays moves in "busy" until stop; started closes after its
	// third move, or when it fails.
	stop := make(chan struct{})
	started := make(chan struct{})
	var wg sync.WaitGroup
	var writeErr error
	wg.Go(func() {
		defer func() {
			if writeErr != nil {
				close(started)
			}
		}()
		m := lobby("busy")
		if writeErr = db.Put(ctx, m, nil); writeErr != nil {
			return
		}
		for n := 1; ; n++ {
			var step *session.Step
			m, step = move(m)
			if writeErr = db.Put(ctx, m, step); writeErr != nil {
				return
			}
			if n == 3 {
				close(started)
			}
			select {
			case <-stop:
				return
			default:
			}
		}
	})
	<-started
	path := filepath.Join(t.TempDir(), "backup.db")
	var err error
	if toFile {
		err = db.BackupFile(path)
	} else {
		var buf bytes.Buffer
		if _, err = db.Backup(&buf); err == nil {
			err = os.WriteFile(path, buf.Bytes(), 0o600)
		}
	}
	close(stop)
	wg.Wait()
	if err != nil {
		t.Fatal(err)
	}
	if writeErr != nil {
		t.Fatal(writeErr)
	}
	checkBackup(t, path, before)
}

func checkBackup(t *testing.T, path string, before int) {
	t.Helper()
	ctx := t.Context()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if perm := fi.Mode().Perm(); perm != 0o600 {
		t.Errorf("backup mode = %v, want 0600", perm)
	}
	b, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := b.Check(ctx); err != nil {
		t.Error(err)
	}
	if v, err := b.Schema(ctx); err != nil || v != storage.SchemaVersion() {
		t.Errorf("backup schema = %d, %v; want %d", v, err, storage.SchemaVersion())
	}
	for i := range before {
		if m, err := b.Get(ctx, fmt.Sprintf("c%d", i)); err != nil || m.Version != 2 {
			t.Errorf("c%d in the backup: %+v, %v; want version 2", i, m, err)
		}
	}
	busy, err := b.Get(ctx, "busy")
	if err != nil || busy.Version < 4 {
		t.Fatalf("busy in the backup: %+v, %v; want version 4 or more", busy, err)
	}
	log, err := b.Log(ctx, busy.ID)
	if err != nil || int64(len(log)) != busy.Version-1 || log[len(log)-1].Version != busy.Version {
		t.Errorf("busy at version %d has %d steps (%v); want a step per move", busy.Version, len(log), err)
	}
}

func TestBackupFileReplaces(t *testing.T) {
	db := openTest(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "backup.db")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := db.Put(t.Context(), lobby("c1"), nil); err != nil {
		t.Fatal(err)
	}
	if err := db.BackupFile(path); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != "backup.db" {
		t.Errorf("backup directory holds %v, want backup.db only", entries)
	}
	b, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if _, err := b.Get(t.Context(), "c1"); err != nil {
		t.Error(err)
	}
}

func TestBackupFileNoDir(t *testing.T) {
	db := openTest(t)
	err := db.BackupFile(filepath.Join(t.TempDir(), "missing", "backup.db"))
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("BackupFile into a missing directory = %v, want ErrNotExist", err)
	}
}
