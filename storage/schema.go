package storage

import (
	"encoding/binary"
	"fmt"

	"go.etcd.io/bbolt"
)

// Top-level buckets.
var (
	// bucketMeta holds keySchema and the bucketMigrations sub-bucket.
	bucketMeta = []byte("meta")
	// bucketOpen maps a channel id to its open match (JSON).
	bucketOpen = []byte("open")
	// bucketArchive maps a match id to a finished or cancelled match (JSON).
	bucketArchive = []byte("archive")
	// bucketLogs holds one sub-bucket per match id, mapping a big-endian
	// uint64 sequence number to a step (JSON), so steps iterate in order.
	bucketLogs = []byte("logs")
	// bucketHistory maps guild/finishedAt/matchID (see historyKey) to the
	// match's game name, so a guild's finished matches iterate by time.
	bucketHistory = []byte("history")
	// bucketDeadlines maps due time/channel (see deadlineKey) to nothing:
	// one entry per open match whose Wake is set, at its Wake or before.
	bucketDeadlines = []byte("deadlines")
	// bucketDeadlineAt maps a channel to the time of its entry in
	// bucketDeadlines, big-endian Unix nanoseconds (see keepDeadline).
	bucketDeadlineAt = []byte("deadline_at")
	// bucketGuilds maps a guild id to its settings (JSON).
	bucketGuilds = []byte("guilds")
	// bucketNotify holds a key for each user who asked for direct
	// messages.
	bucketNotify = []byte("notify")
	// bucketGuildOpen maps guild/channel (see guildKey) to nothing: one
	// entry per open match, so a guild's open matches are found without
	// a scan.
	bucketGuildOpen = []byte("guild_open")
)

// Keys inside bucketMeta.
var (
	// keySchema holds the schema version as a big-endian uint64.
	keySchema = []byte("schema")
	// bucketMigrations maps each applied migration's version (big-endian
	// uint64) to its name.
	bucketMigrations = []byte("migrations")
)

// u64 encodes v big-endian, so that keys sort as numbers.
func u64(v uint64) []byte { return binary.BigEndian.AppendUint64(nil, v) }

// readSchema returns the schema version stored in tx; 0 for an empty file.
func readSchema(tx *bbolt.Tx) (int, error) {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		return 0, nil
	}
	v := meta.Get(keySchema)
	if v == nil {
		return 0, nil
	}
	if len(v) != 8 {
		return 0, fmt.Errorf("%w: schema version is %d bytes", ErrCorrupt, len(v))
	}
	return int(binary.BigEndian.Uint64(v)), nil
}

// bucket returns a top-level bucket that the schema guarantees.
func bucket(tx *bbolt.Tx, name []byte) (*bbolt.Bucket, error) {
	b := tx.Bucket(name)
	if b == nil {
		return nil, fmt.Errorf("%w: no bucket %q", ErrCorrupt, name)
	}
	return b, nil
}
