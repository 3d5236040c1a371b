package storage

import (
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// riderBolt opens a bare bbolt file and a committer on it.
func riderBolt(t *testing.T) (*bbolt.DB, *committer) {
	t.Helper()
	b, err := bbolt.Open(filepath.Join(t.TempDir(), "r.db"), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b, &committer{bolt: b, max: 100}
}

// putTxID writes key = the id of the transaction that wrote it.
func putTxID(key string) func(*bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		bk, err := tx.CreateBucketIfNotExists([]byte("k"))
		if err != nil {
			return err
		}
		return bk.Put([]byte(key), []byte(fmt.Sprint(tx.ID())))
	}
}

// readKey returns key's value, "" when absent.
func readKey(t *testing.T, b *bbolt.DB, key string) string {
	t.Helper()
	var v string
	err := b.View(func(tx *bbolt.Tx) error {
		if bk := tx.Bucket([]byte("k")); bk != nil {
			v = string(bk.Get([]byte(key)))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestRiderGoesWithNextCommit: a rider is written in the transaction of
// the next writer, not in one of its own.
func TestRiderGoesWithNextCommit(t *testing.T) {
	b, c := riderBolt(t)
	c.later(putTxID("rider"), nil)
	if err := c.do(putTxID("writer")); err != nil {
		t.Fatal(err)
	}
	rider, writer := readKey(t, b, "rider"), readKey(t, b, "writer")
	if rider == "" || rider != writer {
		t.Errorf("rider written in transaction %q, writer in %q: want the same", rider, writer)
	}
}

// TestRiderFlushedWhenIdle: with no writer coming, a commit is started
// for the riders.
func TestRiderFlushedWhenIdle(t *testing.T) {
	b, c := riderBolt(t)
	c.later(putTxID("a"), nil)
	c.later(putTxID("b"), nil)
	deadline := time.Now().Add(10 * time.Second)
	for readKey(t, b, "b") == "" {
		if time.Now().After(deadline) {
			t.Fatal("riders not committed 10 s after, with no writer")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if a, bb := readKey(t, b, "a"), readKey(t, b, "b"); a != bb {
		t.Errorf("riders in transactions %s and %s: want one flush for both", a, bb)
	}
}

// TestRiderFailureIsItsOwn: a failing rider is dropped; the writer and
// the other rider of its transaction are committed.
func TestRiderFailureIsItsOwn(t *testing.T) {
	b, c := riderBolt(t)
	c.later(func(tx *bbolt.Tx) error {
		if err := putTxID("bad")(tx); err != nil {
			return err
		}
		return errors.New("boom")
	}, nil)
	c.later(putTxID("good"), nil)
	if err := c.do(putTxID("writer")); err != nil {
		t.Fatalf("writer failed by a rider's error: %v", err)
	}
	if readKey(t, b, "bad") != "" {
		t.Error("the failing rider's write was committed")
	}
	if readKey(t, b, "good") == "" || readKey(t, b, "writer") == "" {
		t.Error("the writer or the other rider was not committed")
	}
}

// TestFlushWithoutRidersWritesNothing: a flush whose riders a writer took
// meanwhile commits no empty transaction.
func TestFlushWithoutRidersWritesNothing(t *testing.T) {
	b, c := riderBolt(t)
	if err := c.do(putTxID("writer")); err != nil {
		t.Fatal(err)
	}
	if err := c.do(nil); err != nil {
		t.Fatal(err)
	}
	c.flushRiders()
	var id int
	_ = b.View(func(tx *bbolt.Tx) error { id = tx.ID(); return nil })
	if want := readKey(t, b, "writer"); fmt.Sprint(id) != want {
		t.Errorf("last transaction %d, want the writer's %s: an empty commit ran", id, want)
	}
}
