package storage

import (
	"bytes"
	"fmt"
	"path/filepath"
	"testing"

	"go.etcd.io/bbolt"
)

// TestLogPagesFull appends 400 steps to a log, one commit each, as play
// does: the log's pages end up nearly full, not half full as bbolt leaves
// a page it splits by default, so a long log takes about half the pages.
func TestLogPagesFull(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"), WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	step := bytes.Repeat([]byte("x"), 180)
	for i := range 400 {
		err := db.bolt.Update(func(tx *bbolt.Tx) error { return appendStep(tx, "m1", step) })
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	var st bbolt.BucketStats
	err = db.bolt.View(func(tx *bbolt.Tx) error {
		st = tx.Bucket(bucketLogs).Bucket([]byte("m1")).Stats()
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	used := float64(st.LeafInuse) / float64(st.LeafAlloc)
	t.Logf("%d leaf pages, %.0f%% in use", st.LeafPageN, 100*used)
	if used < 0.8 {
		t.Errorf("the log's leaf pages are %s full; want at least 80%%", fmt.Sprintf("%.0f%%", 100*used))
	}
}
