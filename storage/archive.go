package storage

import (
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
