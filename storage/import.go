package storage

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// ErrImport is returned by Import for input it refuses; the database is
// then unchanged.
var ErrImport = errors.New("storage: import refused")

// ImportStats counts what Import did.
type ImportStats struct {
	// Imported counts the matches written, new or replacing an older
	// version of themselves.
	Imported int
	// Kept counts the matches skipped because the database already held
	// the same or a newer version of them.
	Kept int
	// Settings counts the guild settings written; SettingsKept those
	// skipped because the guild already had different settings.
	Settings, SettingsKept int
	// Notify counts the users' preferences read.
	Notify int
	// archived counts the ended matches written, whose arrival changes
	// the statistics.
	archived int
}

// Import reads an Export and writes it into db in one transaction, so
// that it writes all of it or nothing. Every match must decode and its
// log must replay to its state (see session.CheckMatch), and it must be one a
// session.Manager could have written (session.Match.Check: the checks of
// /play and /game join); settings must pass session.GuildSettings.Check.
// A match that db already
// holds at the same or a newer version is kept as it is, so importing
// twice changes nothing; an older version of it is replaced, log and all.
// Settings are written for a guild that has none. When ended matches
// arrive, the statistics are rebuilt from the whole archive in the same
// transaction, as Rerate would. Import refuses, with an
// error wrapping ErrImport and naming the line, input it cannot read, a
// match that fails its check, and an open match for a channel where db
// has a different open match. The games must be registered (import
// games/all). The whole input is held in memory.
func (db *DB) Import(ctx context.Context, r io.Reader) (ImportStats, error) {
	var s ImportStats
	recs, err := readExport(r)
	if err != nil {
		return s, err
	}
	err = db.update(ctx, func(tx *bbolt.Tx) error {
		for _, rec := range recs {
			if err := importRecord(tx, rec.Record, &s); err != nil {
				return fmt.Errorf("%w: line %d: %w", ErrImport, rec.line, err)
			}
		}
		if s.archived == 0 {
			return nil
		}
		return rebuildStats(tx)
	})
	if err != nil {
		return ImportStats{}, err
	}
	return s, nil
}

// numbered is a record with its line in the input.
type numbered struct {
	Record
	line int
}

// readExport reads and checks a whole export.
func readExport(r io.Reader) ([]numbered, error) {
	dec := json.NewDecoder(r)
	var h Header
	if err := dec.Decode(&h); err != nil {
		return nil, fmt.Errorf("%w: header: %w", ErrImport, err)
	}
	if h.Format != ExportFormat || h.Version != exportVersion {
		return nil, fmt.Errorf("%w: header: not a %s version %d file", ErrImport, ExportFormat, exportVersion)
	}
	if h.Schema > SchemaVersion() {
		return nil, fmt.Errorf("%w: written at schema %d, this program knows %d", ErrImport, h.Schema, SchemaVersion())
	}
	var recs []numbered
	ids := map[string]int{}
	for line := 2; ; line++ {
		var rec Record
		err := dec.Decode(&rec)
		if errors.Is(err, io.EOF) {
			return recs, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%w: line %d: %w", ErrImport, line, err)
		}
		if rec.Match != nil && h.Schema < legacySchema {
			rec.Match.Options, _ = fillLegacy(rec.Match.Game, rec.Match.Options)
		}
		if err := checkRecord(rec); err != nil {
			return nil, fmt.Errorf("%w: line %d: %w", ErrImport, line, err)
		}
		if rec.Match != nil {
			if prev, dup := ids[rec.Match.ID]; dup {
				return nil, fmt.Errorf("%w: line %d: match %s is also on line %d", ErrImport, line, rec.Match.ID, prev)
			}
			ids[rec.Match.ID] = line
		}
		recs = append(recs, numbered{rec, line})
	}
}

// checkRecord checks one record before anything is written.
func checkRecord(rec Record) error {
	kinds := 0
	for _, set := range []bool{rec.Match != nil, rec.Settings != nil, rec.Notify != ""} {
		if set {
			kinds++
		}
	}
	switch {
	case kinds != 1:
		return errors.New("a record holds one match, one guild's settings or one user")
	case rec.Settings != nil && rec.Guild == "":
		return errors.New("settings without a guild")
	case rec.Settings != nil:
		if err := rec.Settings.Check(); err != nil {
			return fmt.Errorf("settings of guild %s: %w", rec.Guild, err)
		}
		return nil
	case rec.Match == nil:
		return nil
	}
	m := rec.Match
	switch m.Phase {
	case session.Lobby, session.Playing, session.Finished, session.Cancelled:
	default:
		return fmt.Errorf("match %s: unknown phase %q", m.ID, m.Phase)
	}
	if m.ID == "" || m.Channel == "" || m.Version < 1 {
		return fmt.Errorf("match %q: needs an id, a channel and a version", m.ID)
	}
	if err := m.Check(); err != nil {
		return fmt.Errorf("match %s: %w", m.ID, err)
	}
	if rec.LogPruned {
		if m.Phase.Open() || len(rec.Log) > 0 {
			return fmt.Errorf("match %s: only an ended match without a log may have its log pruned", m.ID)
		}
		return nil
	}
	if err := session.CheckMatch(m, rec.Log); err != nil {
		return fmt.Errorf("match %s: %w", m.ID, err)
	}
	return nil
}

func importRecord(tx *bbolt.Tx, rec Record, s *ImportStats) error {
	switch {
	case rec.Match != nil:
		wrote, err := importMatch(tx, rec.Match, rec.Log)
		if wrote && err == nil && rec.LogPruned {
			err = markPruned(tx, rec.Match.ID, time.Now())
		}
		if wrote {
			s.Imported++
			if !rec.Match.Phase.Open() {
				s.archived++
			}
		} else if err == nil {
			s.Kept++
		}
		return err
	case rec.Settings != nil:
		wrote, err := importSettings(tx, rec.Guild, *rec.Settings)
		if wrote {
			s.Settings++
		} else if err == nil {
			s.SettingsKept++
		}
		return err
	default:
		s.Notify++
		return putRecord(tx, bucketNotify, rec.Notify, []byte{1})
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
		return true, archive(tx, m, val)
	}
	if err := indexGuild(tx, m.Guild, m.Channel, true); err != nil {
		return false, err
	}
	if err := moveDeadline(tx, m.Channel, time.Time{}, m.Wake, true); err != nil {
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
		if err := moveDeadline(tx, m.Channel, m.Wake, time.Time{}, false); err != nil {
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

// rebuildStats recomputes every standing, rating and record from the whole
// archive, as Rerate does: ratings depend on the order in which matches
// finished, which the matches of an import do not arrive in.
func rebuildStats(tx *bbolt.Tx) error {
	t, err := retally(tx)
	if err != nil {
		return err
	}
	return t.replace(tx)
}
