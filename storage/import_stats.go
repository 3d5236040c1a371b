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
		return createStats(w.tx)
	}
	if err := clearStats(w.tx); err != nil {
		return err
	}
	t := session.NewRetally()
	var after []byte // the last history key tallied
	for {
		last, done, err := w.tallyBatch(t, after)
		if err != nil || done {
			if err == nil {
				err = putStandings(w.tx, t.Standings())
			}
			if err == nil {
				err = replaceSeasons(w.tx, t.Seasons())
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
func (w *importWriter) tallyBatch(t *session.Retally, after []byte) ([]byte, bool, error) {
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
		rec, ok, err := t.Add(archiveView{w.tx}, m)
		if err == nil && ok {
			err = putMatchRecord(w.tx, rec)
		}
		if err != nil {
			return nil, false, err
		}
	}
	return last, true, nil
}
