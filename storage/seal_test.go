package storage_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"testing"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestSealFindsOneByteEdits: every change of one byte of a sealed record,
// in its key, its payload or its checksum, is refused.
func TestSealFindsOneByteEdits(t *testing.T) {
	key, payload := []byte("c1"), []byte(`{"id":"m1","players":[{"name":"Alice"}],"score":13}`)
	v := storage.Seal(key, payload)
	if got, err := storage.Unseal(key, v); err != nil || !bytes.Equal(got, payload) {
		t.Fatalf("Unseal(Seal) = %q, %v", got, err)
	}
	for i := 1; i < len(v); i++ {
		for _, mask := range []byte{0x01, 0x20, 0x80, 0xff} {
			bad := bytes.Clone(v)
			bad[i] ^= mask
			if _, err := storage.Unseal(key, bad); !errors.Is(err, storage.ErrCorrupt) {
				t.Fatalf("byte %d ^ %#x: %v, want ErrCorrupt", i, mask, err)
			}
		}
	}
	if _, err := storage.Unseal([]byte("c2"), v); !errors.Is(err, storage.ErrCorrupt) {
		t.Errorf("a record under another key: %v, want ErrCorrupt", err)
	}
}

// TestGetRefusesEditedRecord: the bot's reads refuse a record whose
// checksum is wrong instead of serving what an edit made of it.
func TestGetRefusesEditedRecord(t *testing.T) {
	path := populated(t)
	rawEdit(t, path, func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte("open"))
		v := bytes.Clone(b.Get([]byte("c2")))
		i := bytes.Index(v, []byte("Alice"))
		v[i+1] = 'm' // "Amice"
		return b.Put([]byte("c2"), v)
	})
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if m, err := db.Get(context.Background(), "c2"); !errors.Is(err, storage.ErrCorrupt) {
		t.Fatalf("Get of an edited record = %v, %v; want ErrCorrupt", m, err)
	}
}

// TestMigrateSealsRecords: a file of schema 7, whose records carry no
// checksum, is sealed by Open, and reads and verifies as before.
func TestMigrateSealsRecords(t *testing.T) {
	path := populated(t)
	ctx := context.Background()
	before := readAll(t, path)
	// Make it a schema 7 file: strip every checksum.
	stripped := 0
	rawEdit(t, path, func(tx *bbolt.Tx) error {
		tx.Bucket([]byte("meta")).Put([]byte("schema"), binary.BigEndian.AppendUint64(nil, 7))
		tx.Bucket([]byte("meta")).Bucket([]byte("migrations")).Delete(binary.BigEndian.AppendUint64(nil, 8))
		return eachValue(tx, func(b *bbolt.Bucket, k, v []byte) error {
			if len(v) >= 5 && v[0] == 1 {
				stripped++
				return b.Put(k, bytes.Clone(v[5:]))
			}
			return nil
		})
	})
	if stripped < 20 {
		t.Fatalf("only %d records stripped", stripped)
	}
	// Read-only, it is read as it is and reported unmigrated.
	ro, err := storage.Open(path, storage.ReadOnly())
	if err != nil {
		t.Fatal(err)
	}
	ps, err := ro.Verify(ctx)
	ro.Close()
	if err != nil || len(ps) != 1 || !errors.Is(ps[0].Err, storage.ErrSchemaOld) {
		t.Fatalf("read-only Verify of schema 7 = %v, %v; want the schema alone", ps, err)
	}

	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := db.Schema(ctx); v != storage.SchemaVersion() {
		t.Fatalf("schema %d after Open, want %d", v, storage.SchemaVersion())
	}
	if ps, err := db.Verify(ctx); err != nil || len(ps) != 0 {
		t.Fatalf("after the migration: %v, %v", ps, err)
	}
	db.Close()
	if after := readAll(t, path); after != before {
		t.Errorf("the migration changed what is read:\n%s\nwant\n%s", after, before)
	}
	sealed := 0
	b, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	b.View(func(tx *bbolt.Tx) error {
		return eachValue(tx, func(_ *bbolt.Bucket, k, v []byte) error {
			if len(v) == 0 {
				return nil // a dice count's mark of a match
			}
			if _, err := storage.Unseal(k, v); err != nil || v[0] != 1 {
				t.Errorf("%q = %q: not sealed (%v)", k, v, err)
			}
			sealed++
			return nil
		})
	})
	if sealed != stripped {
		t.Errorf("%d records sealed, %d were stripped", sealed, stripped)
	}
}

// eachValue calls fn for each value of the buckets whose records are
// sealed, and of each log.
func eachValue(tx *bbolt.Tx, fn func(b *bbolt.Bucket, k, v []byte) error) error {
	var buckets []*bbolt.Bucket
	for _, name := range []string{"open", "archive", "history", "guilds", "records", "standings", "notify", "dice", "pruned"} {
		if b := tx.Bucket([]byte(name)); b != nil {
			buckets = append(buckets, b)
		}
	}
	logs := tx.Bucket([]byte("logs"))
	logs.ForEach(func(k, _ []byte) error {
		buckets = append(buckets, logs.Bucket(k))
		return nil
	})
	for _, b := range buckets {
		var keys [][]byte
		b.ForEach(func(k, _ []byte) error { keys = append(keys, bytes.Clone(k)); return nil })
		for _, k := range keys {
			if err := fn(b, k, b.Get(k)); err != nil {
				return err
			}
		}
	}
	return nil
}

// readAll returns what the export and the statistics of guild ga hold.
func readAll(t *testing.T, path string) string {
	t.Helper()
	db, err := storage.Open(path, storage.ReadOnly())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	var out bytes.Buffer
	if _, err := db.Export(ctx, &out, nil); err != nil {
		t.Fatal(err)
	}
	recs, err := db.Records(ctx, "ga", "c1", "", 100)
	if err != nil {
		t.Fatal(err)
	}
	stand, err := db.PlayerStats(ctx, "ga", "u1")
	if err != nil {
		t.Fatal(err)
	}
	on, err := db.Notify(ctx, "u1")
	if err != nil {
		t.Fatal(err)
	}
	all, _ := json.Marshal(struct {
		Records   []session.Record
		Standings []session.Standing
		Notify    bool
	}{recs, stand, on})
	if len(recs) == 0 || len(stand) == 0 || !on {
		t.Fatalf("the fixture lacks records, standings or a user's choice: %s", all)
	}
	return out.String() + "\n" + string(all)
}

// BenchmarkSeal measures the checksum a move adds to its open record
// (about 2.8 KB, as benchMatch): sealed once as Put writes it, checked
// once as a read that misses the decoded cache does.
func BenchmarkSeal(b *testing.B) {
	payload, err := json.Marshal(benchMatch())
	if err != nil {
		b.Fatal(err)
	}
	key := []byte("c1")
	b.SetBytes(int64(len(payload)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := storage.Unseal(key, storage.Seal(key, payload)); err != nil {
			b.Fatal(err)
		}
	}
}
