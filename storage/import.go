package storage

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// bucketImportSeen maps, during an import, the id of each match it has
// carried to its line: how a match that comes twice is told without
// holding the ids in memory. It lives only inside the import's
// transactions and is gone when the import commits.
var bucketImportSeen = []byte("import_seen")

// Import reads an export into db as session.Import does, in one write
// transaction: all of it or nothing, while the bot may run. What the
// transaction writes stays in memory until it commits; ImportFile keeps
// memory bounded instead, for a database no process has open.
func (db *DB) Import(ctx context.Context, r io.Reader) (session.ImportStats, error) {
	return session.Import(ctx, db, r)
}

// BeginImport implements session.Archiver: every record goes into one
// write transaction, committed by the writer's Commit. Writers through
// Put wait for it.
func (db *DB) BeginImport(ctx context.Context) (session.ImportWriter, error) {
	if err := db.ready(ctx); err != nil {
		return nil, err
	}
	return beginImport(db, 0)
}

// importWriter is a session.ImportWriter into a bbolt file.
type importWriter struct {
	db *DB
	tx *bbolt.Tx
	// batch is how many records a transaction takes before it is
	// committed and the next begins; 0: one transaction for all.
	batch int
	n     int // records in tx
	// remap is how many commits go by before the file is closed and
	// opened again (see renew); 0: never.
	remap   int
	commits int
}

// beginImport begins the import's first transaction.
func beginImport(db *DB, batch int) (*importWriter, error) {
	w := &importWriter{db: db, batch: batch}
	err := guard(func() error {
		tx, err := db.bolt.Begin(true)
		if err != nil {
			return closedErr(err)
		}
		w.tx = tx
		if err := tx.DeleteBucket(bucketImportSeen); err != nil && err != bbolt.ErrBucketNotFound {
			return err
		}
		_, err = tx.CreateBucket(bucketImportSeen)
		return err
	})
	if err != nil {
		w.Abort()
		return nil, fmt.Errorf("storage: import: %w", err)
	}
	return w, nil
}

func (w *importWriter) Schema() int { return SchemaVersion() }

// Upgrade gives a match exported before legacySchema the legacy options
// it lacks, and one exported before renamedSchema its renamed values, as
// the migrations to those schemas did to stored ones.
func (w *importWriter) Upgrade(m *session.Match, schema int) {
	if schema < legacySchema {
		m.Options, _ = fillLegacy(m.Game, m.Options)
	}
	if schema < renamedSchema {
		m.Options, _ = renameIn(m.Game, m.Options)
	}
}

func (w *importWriter) Write(line int, rec session.ExportRecord) (wrote bool, err error) {
	err = guard(func() (err error) {
		wrote, err = w.write(line, rec)
		return err
	})
	if err != nil {
		return false, err
	}
	return wrote, w.next()
}

func (w *importWriter) write(line int, rec session.ExportRecord) (bool, error) {
	tx := w.tx
	switch {
	case rec.Match != nil:
		if err := seen(tx, rec.Match.ID, line); err != nil {
			return false, err
		}
		wrote, err := importMatch(tx, rec.Match, rec.Log)
		if wrote && err == nil && rec.LogPruned {
			err = markPruned(tx, rec.Match.ID, time.Now())
		}
		return wrote, err
	case rec.Settings != nil:
		return importSettings(tx, rec.Guild, *rec.Settings)
	default:
		return true, putRecord(tx, bucketNotify, rec.Notify, []byte{1})
	}
}

// seen notes that the import carried match id on line, and refuses an id
// it carried before.
func seen(tx *bbolt.Tx, id string, line int) error {
	b := tx.Bucket(bucketImportSeen)
	if v := b.Get([]byte(id)); v != nil {
		return &session.DuplicateError{Match: id, Line: int(binary.BigEndian.Uint64(v))}
	}
	return b.Put([]byte(id), binary.BigEndian.AppendUint64(nil, uint64(line)))
}

// next counts a record and, when the batch is full, commits it and
// begins the next transaction.
func (w *importWriter) next() error {
	w.n++
	if w.batch == 0 || w.n < w.batch {
		return nil
	}
	w.n = 0
	return w.renew()
}

// renew commits tx and begins the next. Every remap commits it first
// opens the file anew: the pages an import reads stay resident in the
// old memory map, and a database read whole (the dice of each match
// written, the statistics rebuilt from the whole archive) would keep as
// much of it resident as it has read; a new map starts empty.
func (w *importWriter) renew() error {
	err := guard(func() error {
		if err := w.tx.Commit(); err != nil {
			w.tx = nil
			return err
		}
		w.tx = nil
		if w.commits++; w.remap > 0 && w.commits%w.remap == 0 {
			if err := w.db.reopen(); err != nil {
				return err
			}
		}
		tx, err := w.db.bolt.Begin(true)
		w.tx = tx
		return err
	})
	if err != nil {
		return fmt.Errorf("storage: import: %w", err)
	}
	return nil
}

func (w *importWriter) Commit(rebuild bool) error {
	err := guard(func() error {
		if rebuild {
			if err := w.rebuildStats(); err != nil {
				return err
			}
		}
		if err := w.tx.DeleteBucket(bucketImportSeen); err != nil {
			return err
		}
		tx := w.tx
		w.tx = nil
		return tx.Commit()
	})
	if err != nil {
		return fmt.Errorf("storage: import: %w", err)
	}
	return nil
}

func (w *importWriter) Abort() {
	if w.tx != nil {
		w.tx.Rollback()
		w.tx = nil
	}
}

// importMatch writes m and its log unless tx holds the same or a newer
// version of it; it removes an older version first.
func importMatch(tx *bbolt.Tx, m *session.Match, log []session.Step) (bool, error) {
	old, err := storedCopy(tx, m)
	if err != nil || old != nil && old.Version >= m.Version {
		return false, err
	}
	if old != nil {
		if err := unstore(tx, old); err != nil {
			return false, err
		}
	}
	if err := replaceLog(tx, m.ID, log); err != nil {
		return false, err
	}
	val, err := json.Marshal(m)
	if err != nil {
		return false, err
	}
	if !m.Phase.Open() {
		// Not archive: the channel's open match, if any, is another
		// one (unstore removed an older version of m).
		return true, putArchived(tx, m, val)
	}
	if err := indexGuild(tx, m.Guild, m.Channel, true); err != nil {
		return false, err
	}
	if err := keepDeadline(tx, m.Channel, m.Wake, true); err != nil {
		return false, err
	}
	return true, putRecord(tx, bucketOpen, m.Channel, val)
}

// storedCopy returns the version of m that tx holds, open or archived, or
// nil. It fails when m is open and its channel holds another open match.
func storedCopy(tx *bbolt.Tx, m *session.Match) (*session.Match, error) {
	open, err := openMatch(tx, m.Channel, nil)
	if err != nil {
		return nil, err
	}
	if open != nil && open.ID != m.ID && m.Phase.Open() {
		return nil, fmt.Errorf("match %s: %w: channel %s holds match %s", m.ID, session.ErrChannelBusy, m.Channel, open.ID)
	}
	arch, err := bucket(tx, bucketArchive)
	if err != nil {
		return nil, err
	}
	old, err := decodeMatch([]byte(m.ID), arch.Get([]byte(m.ID)), "archived match "+m.ID)
	if err != nil || old != nil {
		return old, err
	}
	if open != nil && open.ID == m.ID {
		return open, nil
	}
	return nil, nil
}

// unstore removes a match and its index entries (not its log).
func unstore(tx *bbolt.Tx, m *session.Match) error {
	if m.Phase.Open() {
		if err := keepDeadline(tx, m.Channel, time.Time{}, false); err != nil {
			return err
		}
		if err := indexGuild(tx, m.Guild, m.Channel, false); err != nil {
			return err
		}
		b, err := bucket(tx, bucketOpen)
		if err != nil {
			return err
		}
		return b.Delete([]byte(m.Channel))
	}
	hist, err := bucket(tx, bucketHistory)
	if err != nil {
		return err
	}
	if err := hist.Delete(historyKey(m.Guild, m.Updated, m.ID)); err != nil {
		return err
	}
	arch, err := bucket(tx, bucketArchive)
	if err != nil {
		return err
	}
	return arch.Delete([]byte(m.ID))
}

// replaceLog makes steps the whole log of a match.
func replaceLog(tx *bbolt.Tx, matchID string, steps []session.Step) error {
	logs, err := bucket(tx, bucketLogs)
	if err != nil {
		return err
	}
	if logs.Bucket([]byte(matchID)) != nil {
		if err := logs.DeleteBucket([]byte(matchID)); err != nil {
			return err
		}
	}
	for _, st := range steps {
		v, err := json.Marshal(st)
		if err != nil {
			return err
		}
		if err := appendStep(tx, matchID, v); err != nil {
			return err
		}
	}
	return nil
}

// importSettings writes a guild's settings unless it has other ones.
func importSettings(tx *bbolt.Tx, guild string, g session.GuildSettings) (bool, error) {
	v, err := json.Marshal(g)
	if err != nil {
		return false, err
	}
	b, err := bucket(tx, bucketGuilds)
	if err != nil {
		return false, err
	}
	if b.Get([]byte(guild)) != nil {
		return false, nil // the guild's own choice in this database
	}
	return true, putSealed(b, []byte(guild), v)
}

// reopen closes db's file and opens it again, without a write waiting
// to ride with a commit or a transaction running: a copy only an import
// uses.
func (db *DB) reopen() error {
	path := db.bolt.Path()
	if err := db.bolt.Close(); err != nil {
		return err
	}
	b, err := bbolt.Open(path, fileMode, &bbolt.Options{NoSync: db.bolt.NoSync})
	if err != nil {
		return err
	}
	db.bolt, db.commits.bolt = b, b
	return nil
}
