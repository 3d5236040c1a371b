package storage_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/storage"
)

// TestBackupFileRefusesItself: BackupFile refuses the database's own file
// under any name, and leaves it the same file.
func TestBackupFileRefusesItself(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "q.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Put(context.Background(), lobby("c"), nil); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(path, filepath.Join(dir, "link.db")); err != nil {
		t.Fatal(err)
	}
	before, _ := os.Stat(path)
	for _, name := range []string{path, filepath.Join(dir, ".", "q.db"), filepath.Join(dir, "link.db")} {
		if err := db.BackupFile(name); !errors.Is(err, storage.ErrSameFile) {
			t.Errorf("BackupFile(%s): %v, want ErrSameFile", name, err)
		}
		if after, err := os.Stat(path); err != nil || !os.SameFile(before, after) {
			t.Fatalf("BackupFile(%s) replaced the database (%v)", name, err)
		}
	}
	if err := db.BackupFile(filepath.Join(dir, "copy.db")); err != nil {
		t.Fatal(err)
	}
}
