package storage

import (
	"fmt"
	"os"
)

// metaFallback reports, for the file at path, that one of its two meta
// pages is damaged: bbolt then opens the file at the other, which may be
// the commit before the last, so that the last commit is lost. nil when
// both are sound or the file cannot be read (Open says why).
func metaFallback(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil
	}
	m, err := readMeta(f, info.Size())
	if err != nil {
		return nil
	}
	for _, off := range []int64{0, int64(m.pageSize)} {
		if _, err := metaAt(f, off); err != nil {
			return fmt.Errorf("%w: %w; the file opened at the other meta page, transaction %d: "+
				"what the last commit wrote (a move, a lobby, a setting) may be lost; run quintet check", ErrCorrupt, err, m.txid)
		}
	}
	return nil
}

// Fallback returns, wrapping ErrCorrupt, why the file was opened at its
// older meta page (one of the two is damaged), naming what may be lost;
// nil when it opened normally. The bot logs it as a warning at its start.
func (db *DB) Fallback() error { return db.fallback }
