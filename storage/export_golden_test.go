package storage_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/storage"
)

var update = flag.Bool("update", false, "rewrite the golden exports in testdata/")

// TestExportGolden compares the export of a populated database, whole, of
// one guild, and after retention pruned the ended matches' logs, with the bytes stored under testdata/: the export format
// is read by other programs and by older and newer versions of this one,
// so a change of a single byte must be deliberate (go test -update).
func TestExportGolden(t *testing.T) {
	db := openPath(t, populated(t))
	pruned := openPath(t, populated(t))
	prune(t, pruned)
	for _, tt := range []struct {
		file string
		db   *storage.DB
		keep func(string) bool
	}{
		{"export.jsonl", db, nil},
		{"export-ga.jsonl", db, func(g string) bool { return g == "ga" }},
		{"export-pruned.jsonl", pruned, nil},
	} {
		t.Run(tt.file, func(t *testing.T) {
			got := exportAll(t, tt.db, tt.keep)
			path := filepath.Join("testdata", tt.file)
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("export differs from %s:\n%s", path, got)
			}
		})
	}
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
