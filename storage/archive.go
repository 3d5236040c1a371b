package storage

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

var _ session.Archiver = (*DB)(nil)

// ViewArchive implements session.Archiver: fn reads one read
// transaction.
func (db *DB) ViewArchive(ctx context.Context, fn func(session.Archive) error) error {
	return db.view(ctx, func(tx *bbolt.Tx) error { return fn(archiveView{tx}) })
}

// Export writes the database as session.Export does, in one read
// transaction. It fails on a record that does not decode (run Verify to
// list them all).
func (db *DB) Export(ctx context.Context, w io.Writer, keep func(guild string) bool) (session.ExportStats, error) {
	return session.Export(ctx, db, w, keep)
}

// archiveView is a session.Archive in a read transaction.
type archiveView struct{ tx *bbolt.Tx }

// Schema returns this program's schema: a file is migrated as it opens.
func (a archiveView) Schema() int { return SchemaVersion() }

func (a archiveView) EachOpen(fn func(*session.Match) error) error {
	return a.matches(bucketOpen, "open match in ", fn)
}

func (a archiveView) EachEnded(fn func(*session.Match) error) error {
	return a.matches(bucketArchive, "archived match ", fn)
}

// matches decodes each match of one bucket.
func (a archiveView) matches(name []byte, what string, fn func(*session.Match) error) error {
	b, err := bucket(a.tx, name)
	if err != nil {
		return err
	}
	return b.ForEach(func(k, v []byte) error {
		m, err := decodeMatch(k, v, what+string(k))
		if err != nil {
			return err
		}
		return fn(m)
	})
}

func (a archiveView) Steps(id string) ([]session.Step, bool, error) {
	steps, err := readSteps(a.tx, id)
	return steps, err == nil && steps == nil && isPruned(a.tx, id), err
}

func (a archiveView) EachSettings(fn func(string, session.GuildSettings) error) error {
	b, err := bucket(a.tx, bucketGuilds)
	if err != nil {
		return err
	}
	return b.ForEach(func(k, v []byte) error {
		var g session.GuildSettings
		if err := decodeJSON(k, v, &g); err != nil {
			return fmt.Errorf("%w: settings of guild %s: %w", ErrCorrupt, k, err)
		}
		return fn(string(k), g)
	})
}

func (a archiveView) EachNotify(fn func(string) error) error {
	b, err := bucket(a.tx, bucketNotify)
	if err != nil {
		return err
	}
	return b.ForEach(func(k, _ []byte) error { return fn(string(k)) })
}

// UpdateArchive implements session.Archiver: fn runs in one write
// transaction.
func (db *DB) UpdateArchive(ctx context.Context, fn func(session.StatsArchive) error) error {
	return db.update(ctx, func(tx *bbolt.Tx) error { return fn(archiveView{tx}) })
}

// Rerate rebuilds and compares the statistics as session.Rerate does: in
// one read transaction, or with write in one write transaction.
func (db *DB) Rerate(ctx context.Context, write bool) (session.RerateReport, error) {
	return session.Rerate(ctx, db, write)
}

// EachByEnd walks the history index, whose keys sort by guild, end and id.
func (a archiveView) EachByEnd(fn func(*session.Match) error) error {
	hist, err := bucket(a.tx, bucketHistory)
	if err != nil {
		return err
	}
	archive, err := bucket(a.tx, bucketArchive)
	if err != nil {
		return err
	}
	return hist.ForEach(func(k, _ []byte) error {
		id := k[bytes.LastIndexByte(k, '/')+1:]
		m, err := decodeMatch(id, archive.Get(id), "archived match "+string(id))
		if err != nil || m == nil {
			return err
		}
		return fn(m)
	})
}

func (a archiveView) EachStanding(fn func(string, session.Standing, error) error) error {
	b, err := bucket(a.tx, bucketStandings)
	if err != nil {
		return err
	}
	return b.ForEach(func(k, v []byte) error {
		s, err := decodeStanding(k, v)
		return fn(string(k), s, err)
	})
}

func (a archiveView) EachRecord(fn func(string, session.Record, error) error) error {
	b, err := bucket(a.tx, bucketRecords)
	if err != nil {
		return err
	}
	return b.ForEach(func(k, v []byte) error {
		var r session.Record
		err := decodeJSON(k, v, &r)
		return fn(string(k), r, err)
	})
}

func (a archiveView) SeasonPlan(guild string) (session.SeasonPlan, error) {
	r, err := readSeasons(a.tx, guild)
	return r.Plan, err
}

func (a archiveView) EachSeasonStanding(fn func(string, session.Standing, error) error) error {
	b := a.tx.Bucket(bucketSeasonStandings)
	if b == nil {
		return nil
	}
	return b.ForEach(func(k, v []byte) error {
		s, err := decodeStanding(k, v)
		return fn(string(k), s, err)
	})
}

// ReplaceStats empties the statistics buckets and writes records,
// standings and season standings.
func (a archiveView) ReplaceStats(records []session.Record, standings []session.Standing, seasons []session.SeasonStanding) error {
	if err := clearStats(a.tx); err != nil {
		return err
	}
	for _, r := range records {
		if err := putMatchRecord(a.tx, r); err != nil {
			return err
		}
	}
	if err := putStandings(a.tx, standings); err != nil {
		return err
	}
	return replaceSeasons(a.tx, seasons)
}

// replaceSeasons empties the season standings and writes seasons; a file
// that never had any is left without the bucket.
func replaceSeasons(tx *bbolt.Tx, seasons []session.SeasonStanding) error {
	if tx.Bucket(bucketSeasonStandings) == nil && len(seasons) == 0 {
		return nil
	}
	if err := tx.DeleteBucket(bucketSeasonStandings); err != nil && err != bbolt.ErrBucketNotFound {
		return err
	}
	b, err := tx.CreateBucket(bucketSeasonStandings)
	if err != nil {
		return err
	}
	for _, s := range seasons {
		if err := putSeasonStanding(b, s.Season, s.Standing); err != nil {
			return err
		}
	}
	return nil
}

// clearStats empties the statistics buckets.
func clearStats(tx *bbolt.Tx) error {
	for _, name := range [][]byte{bucketStandings, bucketRecords, bucketRecordIndex} {
		if err := tx.DeleteBucket(name); err != nil && err != bbolt.ErrBucketNotFound {
			return err
		}
		if _, err := tx.CreateBucket(name); err != nil {
			return err
		}
	}
	return nil
}

// createStats creates the statistics buckets and tallies the matches
// already archived; an import rebuilds them so in one transaction.
func createStats(tx *bbolt.Tx) error {
	a := archiveView{tx}
	t, err := session.RetallyArchive(a, nil)
	if err != nil {
		return err
	}
	return a.ReplaceStats(t.Records(), t.Standings(), t.Seasons())
}
