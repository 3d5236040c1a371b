package storage

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"

	"go.etcd.io/bbolt"
)

// A sealed record (schema 8 on) is the byte sealMark, the CRC-32C of the
// record's key and payload (big-endian), then the payload: the JSON of a
// match, log step, settings, record or standing, a history entry's game
// name, a user's choice of direct messages, a dice tally or the time a
// match's log was pruned. The checksum finds any edit of one to four bytes of the key or
// payload, as a careless hand or a damaged disk makes them, and one of
// longer edits but with odds of 2^-32 against; it is no defence against
// someone who recomputes it. JSON and game names never begin with
// sealMark, and a value of bucketNotify before schema 8 was the one byte
// 1, shorter than any sealed record: a record written before schema 8
// reads as its payload.
const (
	sealMark   = 0x01
	sealHeader = 5
)

// castagnoli is the CRC-32C table, computed in hardware on amd64 and arm64.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// errUnsealed is wrapped in ErrCorrupt by Verify for a record without a
// checksum in a file at schema 8 or later.
var errUnsealed = errors.New("no checksum")

// sealSum is the checksum of a record's key and payload.
func sealSum(key, payload []byte) uint32 {
	return crc32.Update(crc32.Checksum(key, castagnoli), castagnoli, payload)
}

// seal returns the stored form of payload under key.
func seal(key, payload []byte) []byte {
	v := make([]byte, sealHeader, sealHeader+len(payload))
	v[0] = sealMark
	binary.BigEndian.PutUint32(v[1:], sealSum(key, payload))
	return append(v, payload...)
}

// unseal returns the payload of a stored record v under key, and whether
// it was sealed: a record without the mark is returned as it is (written
// before schema 8, or shorter than a checksum); one with the mark and a
// wrong checksum is ErrCorrupt.
// The payload shares v's memory. A nil v gives nil.
func unseal(key, v []byte) (payload []byte, sealed bool, err error) {
	if len(v) < sealHeader || v[0] != sealMark {
		return v, false, nil
	}
	payload = v[sealHeader:]
	if got, want := sealSum(key, payload), binary.BigEndian.Uint32(v[1:]); got != want {
		return nil, true, fmt.Errorf("%w: checksum %08x, stored %08x: the record was changed", ErrCorrupt, got, want)
	}
	return payload, true, nil
}

// Seal returns the stored form of a record's payload under key, as the
// program writes it: for tests and tools that edit a file by hand and
// mean to leave it consistent.
func Seal(key, payload []byte) []byte { return seal(key, payload) }

// Unseal returns the payload of the record v stored under key, and
// ErrCorrupt when its checksum is wrong (see seal).
func Unseal(key, v []byte) ([]byte, error) { return openSealed(key, v) }

// openSealed is unseal without the flag, for readers.
func openSealed(key, v []byte) ([]byte, error) {
	p, _, err := unseal(key, v)
	return p, err
}

// putSealed seals payload and writes it under key in b.
func putSealed(b *bbolt.Bucket, key, payload []byte) error {
	return b.Put(key, seal(key, payload))
}

// sealedBuckets are the top-level buckets whose values are sealed; every
// sub-bucket of bucketLogs is too. A value of bucketNotify says nothing
// but is sealed all the same: its checksum covers the key, the user. The
// empty values of bucketDice ("#"+matchID: counted) are left as they are.
var sealedBuckets = [][]byte{bucketOpen, bucketArchive, bucketHistory, bucketGuilds, bucketRecords, bucketStandings, bucketNotify, bucketDice, bucketPruned, bucketConsole, bucketWeb}

// sealRecords seals every record written before schema 8: the migration
// to schema 8. A bucket made only when first needed (bucketPruned,
// bucketConsole) may be missing.
func sealRecords(tx *bbolt.Tx) error {
	for _, name := range sealedBuckets {
		b := tx.Bucket(name)
		if b == nil {
			continue
		}
		if err := sealAll(b); err != nil {
			return err
		}
	}
	logs, err := bucket(tx, bucketLogs)
	if err != nil {
		return err
	}
	var ids [][]byte
	err = logs.ForEach(func(k, v []byte) error {
		if v == nil {
			ids = append(ids, k)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, id := range ids {
		if err := sealAll(logs.Bucket(id)); err != nil {
			return err
		}
	}
	return nil
}

// sealBatch is how many records sealAll reads before it writes them: a
// cursor is not to be trusted across puts, and a whole archive need not
// be held in memory.
const sealBatch = 1024

// sealAll seals the unsealed values of b; empty values and sub-buckets
// are left alone.
func sealAll(b *bbolt.Bucket) error {
	var from []byte
	for {
		type kv struct{ k, v []byte }
		var batch []kv
		c := b.Cursor()
		k, v := c.First()
		if from != nil {
			k, v = c.Seek(from)
		}
		for ; k != nil && len(batch) < sealBatch; k, v = c.Next() {
			if _, sealed, _ := unseal(k, v); len(v) > 0 && !sealed {
				batch = append(batch, kv{append([]byte(nil), k...), seal(k, v)})
			}
			from = append(from[:0], k...)
		}
		for _, e := range batch {
			if err := b.Put(e.k, e.v); err != nil {
				return err
			}
		}
		if k == nil {
			return nil
		}
	}
}
