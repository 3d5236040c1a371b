package storage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"go.etcd.io/bbolt"
)

// Migration brings a database from schema Version-1 to schema Version.
// Up runs inside the transaction that records the new version; an error
// rolls back every migration of that Open.
type Migration struct {
	Version int
	Name    string
	Up      func(tx *bbolt.Tx) error
}

// migrations is the schema history, oldest first. Append to it; never
// change or remove an entry that has shipped.
var migrations = []Migration{
	{Version: 1, Name: "create match, log and history buckets", Up: createBuckets},
	{Version: 2, Name: "create the deadline index", Up: indexDeadlines},
	{Version: 3, Name: "create settings buckets and the open matches by guild", Up: createSettings},
	{Version: 4, Name: "create the statistics buckets and tally the archive", Up: createStats},
	{Version: 5, Name: "take every open match's board as drawn at its version", Up: boardVersions},
	{Version: legacySchema, Name: "give stored matches the options they were created with before the options existed", Up: legacyOptions},
	{Version: 7, Name: "create the dice counts and count the archive", Up: countDice},
	{Version: 8, Name: "seal every record with a checksum of its key and value", Up: sealRecords},
	{Version: 9, Name: "keep an open match's newest steps in its record, and where its deadline entry sits", Up: tailsInRecords},
	{Version: 10, Name: "name in each record the channel of its match's thread, and list it there", Up: recordParents},
	{Version: renamedSchema, Name: "give stored matches the option values that play as they began, where the rules renamed them", Up: renameValues},
}

// SchemaVersion is the schema version this program writes.
func SchemaVersion() int { return len(migrations) }

func createBuckets(tx *bbolt.Tx) error {
	for _, name := range [][]byte{bucketOpen, bucketArchive, bucketLogs, bucketHistory} {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return err
		}
	}
	return nil
}

// indexDeadlines creates the deadline bucket and indexes the open
// matches that already have a Wake (none before this version wrote one).
func indexDeadlines(tx *bbolt.Tx) error {
	b, err := tx.CreateBucketIfNotExists(bucketDeadlines)
	if err != nil {
		return err
	}
	open, err := bucket(tx, bucketOpen)
	if err != nil {
		return err
	}
	return open.ForEach(func(k, v []byte) error {
		var h header
		if err := decodeJSON(k, v, &h); err != nil {
			return fmt.Errorf("%w: open match in %s: %w", ErrCorrupt, k, err)
		}
		if h.Wake.IsZero() {
			return nil
		}
		return b.Put(deadlineKey(h.Wake, string(k)), nil)
	})
}

// createSettings creates the settings buckets and indexes the open
// matches by guild.
func createSettings(tx *bbolt.Tx) error {
	for _, name := range [][]byte{bucketGuilds, bucketNotify, bucketGuildOpen} {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return err
		}
	}
	open, err := bucket(tx, bucketOpen)
	if err != nil {
		return err
	}
	return open.ForEach(func(k, v []byte) error {
		var m struct {
			Guild string `json:"guild"`
		}
		if err := decodeJSON(k, v, &m); err != nil {
			return fmt.Errorf("%w: open match in %s: %w", ErrCorrupt, k, err)
		}
		return indexGuild(tx, m.Guild, string(k), true)
	})
}

// boardVersions sets each open match's BoardVersion to its Version:
// programs before this one did not record it, and their boards went out
// with their moves, so none is owed. Without it every open match would
// have its board redrawn at the first start.
func boardVersions(tx *bbolt.Tx) error {
	open, err := bucket(tx, bucketOpen)
	if err != nil {
		return err
	}
	return rewriteBucket(open, func(k, v []byte) ([]byte, bool, error) {
		var m map[string]json.RawMessage
		if err := decodeJSON(k, v, &m); err != nil {
			return nil, false, fmt.Errorf("%w: open match in %s: %w", ErrCorrupt, k, err)
		}
		if m["board"] == nil {
			return nil, false, nil
		}
		m["board_version"] = m["version"]
		val, err := json.Marshal(m)
		return val, true, err
	})
}

// checkMigrations reports whether list is numbered 1, 2, 3, ...
func checkMigrations(list []Migration) error {
	for i, m := range list {
		if m.Version != i+1 || m.Up == nil {
			return fmt.Errorf("%w: entry %d is version %d %q; want version %d with an Up", ErrMigration, i, m.Version, m.Name, i+1)
		}
	}
	return nil
}

// migrate applies the migrations of list that tx lacks and records each.
func migrate(tx *bbolt.Tx, list []Migration) error {
	have, err := readSchema(tx)
	if err != nil {
		return err
	}
	if err := checkSchema(have, list); err != nil {
		return err
	}
	meta, err := tx.CreateBucketIfNotExists(bucketMeta)
	if err != nil {
		return err
	}
	done, err := meta.CreateBucketIfNotExists(bucketMigrations)
	if err != nil {
		return err
	}
	for _, m := range list[have:] {
		if err := m.Up(tx); err != nil {
			return fmt.Errorf("%w: %d %q: %w", ErrMigration, m.Version, m.Name, err)
		}
		if err := done.Put(u64(uint64(m.Version)), []byte(m.Name)); err != nil {
			return err
		}
		if err := meta.Put(keySchema, u64(uint64(m.Version))); err != nil {
			return err
		}
	}
	return nil
}

// checkSchema refuses a database newer than list.
func checkSchema(have int, list []Migration) error {
	if have > len(list) {
		return fmt.Errorf("%w: the file is at schema %d, this program knows %d", ErrSchemaTooNew, have, len(list))
	}
	return nil
}

// tailsInRecords is the migration to schema 9, from which an open record
// may hold its match's newest steps (see tailBudget), and a deadline
// entry may sit before its match's Wake (see keepDeadline). No record
// holds steps yet: the version keeps a program before it, which would
// lose them, from opening the file. It records where each entry sits.
func tailsInRecords(tx *bbolt.Tx) error {
	at, err := tx.CreateBucketIfNotExists(bucketDeadlineAt)
	if err != nil {
		return err
	}
	idx, err := bucket(tx, bucketDeadlines)
	if err != nil {
		return err
	}
	// In the order of channels: bbolt inserts each key into the one
	// node it grows until the commit, so keys out of order would make
	// the migration quadratic in the open matches.
	var keys [][]byte
	err = idx.ForEach(func(k, _ []byte) error {
		if len(k) < 8 {
			return fmt.Errorf("%w: deadline key %x", ErrCorrupt, k)
		}
		keys = append(keys, k)
		return nil
	})
	if err != nil {
		return err
	}
	slices.SortFunc(keys, func(a, b []byte) int { return bytes.Compare(a[8:], b[8:]) })
	for _, k := range keys {
		if err := at.Put(k[8:], k[:8]); err != nil {
			return err
		}
	}
	return nil
}
