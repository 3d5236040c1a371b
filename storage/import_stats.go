package storage

import (
	"bytes"

	"github.com/quintetbot/quintet/games/session"
)

// rebuildStats replaces the statistics with those the whole archive
// gives, as Rerate does: ratings depend on the order in which matches
// ended, which the matches of an import do not arrive in. With a batch
// size it walks the history a batch at a time, committing the records of
// each batch as it goes, so that only the standings (one per player and
// game) stay in memory.
func (w *importWriter) rebuildStats() error {
	if w.batch == 0 {
		t, err := retally(w.tx)
		if err != nil {
			return err
		}
		return t.replace(w.tx)
	}
	if err := clearStats(w.tx); err != nil {
		return err
	}
	t := &tally{standings: map[string]session.Standing{}}
	var after []byte // the last history key tallied
	for {
		last, done, err := w.tallyBatch(t, after)
		if err != nil || done {
			if err == nil {
				err = t.putStandings(w.tx)
			}
			return err
		}
		after = last
		if err := w.renew(); err != nil {
			return err
		}
	}
}

// tallyBatch tallies up to w.batch archived matches in the order of the
// history index, from the key after after (from the first with nil), and
// writes their records. It returns the last key it read and whether it
// reached the end.
func (w *importWriter) tallyBatch(t *tally, after []byte) ([]byte, bool, error) {
	hist, err := bucket(w.tx, bucketHistory)
	if err != nil {
		return nil, false, err
	}
	arch, err := bucket(w.tx, bucketArchive)
	if err != nil {
		return nil, false, err
	}
	c := hist.Cursor()
	k, _ := c.First()
	if after != nil {
		if k, _ = c.Seek(after); bytes.Equal(k, after) {
			k, _ = c.Next()
		}
	}
	var last []byte
	for n := 0; k != nil; k, _ = c.Next() {
		if n == w.batch {
			return last, false, nil
		}
		n++
		last = append(last[:0], k...)
		id := k[bytes.LastIndexByte(k, '/')+1:]
		m, err := decodeMatch(id, arch.Get(id), "archived match "+string(id))
		if err != nil {
			return nil, false, err
		}
		if m == nil {
			continue
		}
		if rec, ok := t.add(m); ok {
			if err := putMatchRecord(w.tx, rec); err != nil {
				return nil, false, err
			}
		}
	}
	return last, true, nil
}
