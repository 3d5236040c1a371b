package storage_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/storage"
)

// TestExportGolden compares the export of a populated database, whole, of
// one guild, and after retention pruned the ended matches' logs, with
// the bytes stored under testdata/ (go test -update rewrites them): the
// export format is read by other programs and by older and newer
// versions of this one, so a change of a single byte must be deliberate.
func TestExportGolden(t *testing.T) {
	db := openPath(t, populated(t))
	golden := func(file string, db *storage.DB, keep func(string) bool) {
		t.Run(file, func(t *testing.T) {
			gametest.Golden(t, filepath.Join("testdata", file), exportAll(t, db, keep))
		})
	}
	golden("export.jsonl", db, nil)
	golden("export-ga.jsonl", db, func(g string) bool { return g == "ga" })
	pruned := openPath(t, populated(t))
	prune(t, pruned)
	golden("export-pruned.jsonl", pruned, nil)
}

// prune removes the logs of every ended match of db.
func prune(t *testing.T, db *storage.DB) {
	t.Helper()
	p := storage.NewLogPruner(db)
	far := time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC)
	for {
		_, wrapped, err := p.Step(context.Background(), far, far)
		if err != nil {
			t.Fatal(err)
		}
		if wrapped {
			return
		}
	}
}
