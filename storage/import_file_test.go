package storage_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// replaceImport imports data into the file at path with ImportReplace, a
// batch records a transaction, and reopens the file.
func replaceImport(t *testing.T, path string, batch int, data []byte) (*storage.DB, session.ImportStats) {
	t.Helper()
	db, err := storage.Open(path, storage.WithImportBatch(batch))
	if err != nil {
		t.Fatal(err)
	}
	s, err := db.ImportReplace(context.Background(), bytes.NewReader(data))
	if err != nil {
		db.Close()
		t.Fatal(err)
	}
	return openPath(t, path), s
}

// onlyFile fails unless the database is the only file in its folder: an
// import leaves no copy behind.
func onlyFile(t *testing.T, path string) {
	t.Helper()
	entries, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != filepath.Base(path) {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("files beside the database: %v", names)
	}
}

// TestImportReplaceEqualsImport: an import through a copy of the file, a
// record or a few a transaction (the statistics rebuilt over several
// too), the copy opened anew after every transaction, leaves the database
// Import leaves in one transaction, and no copy behind; a second import
// keeps everything.
func TestImportReplaceEqualsImport(t *testing.T) {
	ctx := context.Background()
	defer storage.SetImportRemapForTests(1)()
	data := exportAll(t, openPath(t, populated(t)), nil)
	one := openTest(t)
	want := importAll(t, one, data)
	for _, batch := range []int{1, 2, 1000} {
		path := filepath.Join(t.TempDir(), "q.db")
		db, s := replaceImport(t, path, batch, data)
		if s != want {
			t.Errorf("batch %d: stats %+v, want %+v", batch, s, want)
		}
		if got := exportAll(t, db, nil); !bytes.Equal(got, exportAll(t, one, nil)) {
			t.Errorf("batch %d: the export of the import differs", batch)
		}
		sameContents(t, one, db, "ga", "gb")
		if ps, err := db.Verify(ctx); err != nil || len(ps) != 0 {
			t.Errorf("batch %d: %v %v", batch, err, ps)
		}
		db.Close()
		onlyFile(t, path)
		db, s = replaceImport(t, path, batch, data)
		if s.Imported != 0 || s.Kept != 4 || s.SettingsKept != 1 {
			t.Errorf("batch %d: second import %+v", batch, s)
		}
		db.Close()
	}
}

// TestImportReplaceRefusal: a refused import leaves the file as it was,
// no copy beside it, and db open.
func TestImportReplaceRefusal(t *testing.T) {
	ctx := context.Background()
	good := exportAll(t, openPath(t, populated(t)), nil)
	lines := strings.Split(strings.TrimSpace(string(good)), "\n")
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := storage.Open(path, storage.WithImportBatch(1))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Put(ctx, lobby("c9"), nil); err != nil {
		t.Fatal(err)
	}
	before := exportAll(t, db, nil)
	// The duplicate comes after several batches have been committed.
	_, err = db.ImportReplace(ctx, strings.NewReader(string(good)+lines[1]))
	if !errors.Is(err, session.ErrImport) || !strings.Contains(err.Error(), "also on line 2") {
		t.Fatalf("err %v", err)
	}
	if after := exportAll(t, db, nil); !bytes.Equal(before, after) {
		t.Fatal("a refused import changed the database")
	}
	onlyFile(t, path)
}
