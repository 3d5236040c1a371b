package storage

import (
	"errors"
	"path/filepath"
	"testing"

	"go.etcd.io/bbolt"
)

// withMigrations replaces the schema history for one Open.
func withMigrations(list []Migration) Option {
	return func(o *options) { o.migrations = list }
}

// schemaOf opens path with bbolt alone and returns its schema version and
// the names of the migrations recorded.
func schemaOf(t *testing.T, path string) (int, []string) {
	t.Helper()
	b, err := bbolt.Open(path, fileMode, &bbolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var v int
	var names []string
	err = b.View(func(tx *bbolt.Tx) (err error) {
		if v, err = readSchema(tx); err != nil {
			return err
		}
		if meta := tx.Bucket(bucketMeta); meta != nil {
			if done := meta.Bucket(bucketMigrations); done != nil {
				return done.ForEach(func(_, name []byte) error {
					names = append(names, string(name))
					return nil
				})
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return v, names
}

func TestMigrateEmptyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	// A bbolt file with no schema at all: version 0.
	b, err := bbolt.Open(path, fileMode, nil)
	if err != nil {
		t.Fatal(err)
	}
	b.Close()
	if v, _ := schemaOf(t, path); v != 0 {
		t.Fatalf("new bbolt file at schema %d, want 0", v)
	}
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	v, names := schemaOf(t, path)
	if v != SchemaVersion() || len(names) != SchemaVersion() {
		t.Errorf("after Open: schema %d, migrations %q; want %d of each", v, names, SchemaVersion())
	}
}

func TestMigrateOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()

	runs := 0
	list := append(migrations[:len(migrations):len(migrations)], Migration{
		Version: len(migrations) + 1,
		Name:    "test: add a bucket",
		Up: func(tx *bbolt.Tx) error {
			runs++
			_, err := tx.CreateBucket([]byte("test"))
			return err
		},
	})
	for range 2 {
		db, err := Open(path, withMigrations(list))
		if err != nil {
			t.Fatal(err)
		}
		db.Close()
	}
	if runs != 1 {
		t.Errorf("test migration ran %d times, want 1", runs)
	}
	v, names := schemaOf(t, path)
	if v != len(list) || len(names) != len(list) || names[len(names)-1] != "test: add a bucket" {
		t.Errorf("schema %d, migrations %q; want %d with the test one last", v, names, len(list))
	}

	// The program that knows only the shipped list refuses the file.
	if _, err := Open(path); !errors.Is(err, ErrSchemaTooNew) {
		t.Errorf("Open of a newer file = %v, want ErrSchemaTooNew", err)
	}
}

func TestMigrateFailureRollsBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	boom := errors.New("boom")
	list := append(migrations[:len(migrations):len(migrations)], Migration{
		Version: len(migrations) + 1,
		Name:    "test: fail",
		Up:      func(*bbolt.Tx) error { return boom },
	})
	if _, err := Open(path, withMigrations(list)); !errors.Is(err, ErrMigration) || !errors.Is(err, boom) {
		t.Fatalf("Open = %v, want ErrMigration wrapping boom", err)
	}
	if v, names := schemaOf(t, path); v != 0 || len(names) != 0 {
		t.Errorf("after a failed migration: schema %d, migrations %q; want none", v, names)
	}
}

func TestMigrationList(t *testing.T) {
	up := func(*bbolt.Tx) error { return nil }
	tests := map[string][]Migration{
		"gap":      {{Version: 1, Up: up}, {Version: 3, Up: up}},
		"zero":     {{Version: 0, Up: up}},
		"order":    {{Version: 2, Up: up}, {Version: 1, Up: up}},
		"no up":    {{Version: 1}},
		"repeated": {{Version: 1, Up: up}, {Version: 1, Up: up}},
	}
	for name, list := range tests {
		path := filepath.Join(t.TempDir(), "quintet.db")
		if _, err := Open(path, withMigrations(list)); !errors.Is(err, ErrMigration) {
			t.Errorf("%s: Open = %v, want ErrMigration", name, err)
		}
	}
	if err := checkMigrations(migrations); err != nil {
		t.Errorf("shipped migrations: %v", err)
	}
}
