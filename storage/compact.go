package storage

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"go.etcd.io/bbolt"
)

// compactTxSize is how many bytes of keys and values one transaction of
// Compact copies before it commits and starts the next.
const compactTxSize = 64 << 20

// CompactTo writes a compacted copy of the database to path (mode 0600):
// every bucket and record rewritten into fresh, full pages, so the pages
// that deletions freed take no room. It copies in transactions of its own
// on the destination and one read transaction on the source, so it suits
// a stopped bot (or a backup). The copy is written to a temporary file
// beside path, checked as a backup is, synced and renamed into place, so
// path holds the old file or the whole sound copy, never a part. It returns the sizes of the database
// and of the copy in bytes.
func (db *DB) CompactTo(path string) (before, after int64, err error) {
	if st, err := os.Stat(db.bolt.Path()); err == nil {
		before = st.Size()
	}
	if err := CheckBackupPath(db.bolt.Path(), path); err != nil {
		return before, 0, fmt.Errorf("storage: compact: %w", err)
	}
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return before, 0, fmt.Errorf("storage: compact: %w", err)
	}
	tmp := f.Name()
	f.Close()
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	dst, err := bbolt.Open(tmp, fileMode, nil)
	if err != nil {
		return before, 0, fmt.Errorf("storage: compact: %w", err)
	}
	if err := bbolt.Compact(dst, db.bolt, compactTxSize); err != nil {
		dst.Close()
		return before, 0, fmt.Errorf("storage: compact: %w", err)
	}
	if err := dst.Close(); err != nil {
		return before, 0, fmt.Errorf("storage: compact: %w", err)
	}
	if err := os.Chmod(tmp, fileMode); err != nil {
		return before, 0, fmt.Errorf("storage: compact: %w", err)
	}
	if err := checkFile(tmp); err != nil {
		return before, 0, fmt.Errorf("storage: compact: the copy is not sound: %w", err)
	}
	st, err := os.Stat(tmp)
	if err != nil {
		return before, 0, fmt.Errorf("storage: compact: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return before, 0, fmt.Errorf("storage: compact: %w", err)
	}
	return before, st.Size(), syncDir(dir)
}

// checkFile opens a database file and checks its pages, as a backup is
// checked before it is kept.
func checkFile(path string) error {
	c, err := Open(path)
	if err != nil {
		return err
	}
	defer c.Close()
	return c.Check(context.Background())
}

// Size returns the bytes of the pages the database uses: what a compacted
// copy would hold at most, unlike the file's size, which grows in steps
// and keeps freed pages.
func (db *DB) Size(ctx context.Context) (int64, error) {
	var n int64
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		n = tx.Size()
		return nil
	})
	return n, err
}
