package storage_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// benchMatch returns a match in play with a state of about 2 KB.
func benchMatch() *session.Match {
	m := lobby("c1")
	m.Phase = session.Playing
	m.State = make([]byte, 2048)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range m.State {
		m.State[i] = byte(r.IntN(256))
	}
	m.RNG = make([]byte, 20)
	return m
}

// BenchmarkPut measures one move: Get, then Put of the next version with
// a step of three draws. "sync" is production (an fsync per commit);
// "nosync" shows what is left without the disk.
func BenchmarkPut(b *testing.B) {
	for _, bc := range []struct {
		name string
		opts []storage.Option
	}{
		{"sync", nil},
		{"nosync", []storage.Option{storage.WithoutSyncForTests()}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			db := openTest(b, bc.opts...)
			ctx := b.Context()
			if err := db.Put(ctx, benchMatch(), nil); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				m, err := db.Get(ctx, "c1")
				if err != nil {
					b.Fatal(err)
				}
				next, step := move(m)
				next.State[next.Version%2048]++
				if err := db.Put(ctx, next, step); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGet measures reading the open match of a channel.
func BenchmarkGet(b *testing.B) {
	db := openTest(b)
	ctx := b.Context()
	if err := db.Put(ctx, benchMatch(), nil); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := db.Get(ctx, "c1"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkJSON measures the encoding work of one move without the
// database: decode the match (Get), encode the match and its step, and
// decode the stored id and version (Put).
func BenchmarkJSON(b *testing.B) {
	m := benchMatch()
	_, step := move(m)
	data, err := json.Marshal(m)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		var got session.Match
		if err := json.Unmarshal(data, &got); err != nil {
			b.Fatal(err)
		}
		if _, err := json.Marshal(&got); err != nil {
			b.Fatal(err)
		}
		if _, err := json.Marshal(step); err != nil {
			b.Fatal(err)
		}
		var h struct {
			ID      string `json:"id"`
			Version int64  `json:"version"`
		}
		if err := json.Unmarshal(data, &h); err != nil {
			b.Fatal(err)
		}
	}
}

// channelCounts are the numbers of concurrent channels of the parallel
// benchmarks: a bot of 200 busy channels, and one ten times as big, where
// each commit carries moves of many more matches.
var channelCounts = []int{200, 2000}

// BenchmarkPutConcurrent measures moves of 200 and 2,000 channels at
// once, each a Get and a Put of the next version with a step of its log,
// sharing commits; b.N moves in all. Compare with BenchmarkBoltBatch, the
// raw rate with as many writers.
func BenchmarkPutConcurrent(b *testing.B) {
	for _, n := range channelCounts {
		b.Run(fmt.Sprintf("ch=%d", n), func(b *testing.B) { benchPutConcurrent(b, n) })
	}
}

func benchPutConcurrent(b *testing.B, writers int) {
	db := openTest(b)
	ctx := b.Context()
	for w := range writers {
		m := benchMatch()
		m.Channel, m.ID = fmt.Sprintf("c%d", w), fmt.Sprintf("m%d", w)
		if err := db.Put(ctx, m, nil); err != nil {
			b.Fatal(err)
		}
	}
	var left atomic.Int64
	left.Store(int64(b.N))
	commits, pages := db.Written()
	b.ResetTimer()
	parallel(b, writers, func(w int) error {
		for left.Add(-1) >= 0 {
			m, err := db.Get(ctx, fmt.Sprintf("c%d", w))
			if err != nil {
				return err
			}
			next, step := move(m)
			if err := db.Put(ctx, next, step); err != nil {
				return err
			}
		}
		return nil
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
	c, p := db.Written()
	b.ReportMetric(float64(p-pages)/float64(b.N), "pages/move")
	b.ReportMetric(float64(b.N)/float64(c-commits), "moves/commit")
}

// BenchmarkBoltBatch is the raw rate of bbolt on this disk: 200 or 2,000
// writers each committing a record of the size of a stored match and its
// step with bbolt.DB.Batch (default batch settings), b.N records in all.
func BenchmarkBoltBatch(b *testing.B) {
	for _, n := range channelCounts {
		b.Run(fmt.Sprintf("ch=%d", n), func(b *testing.B) { benchBoltBatch(b, n) })
	}
}

func benchBoltBatch(b *testing.B, writers int) {
	bdb, err := bbolt.Open(filepath.Join(b.TempDir(), "raw.db"), 0o600, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer bdb.Close()
	m := benchMatch()
	_, step := move(m)
	mv, _ := json.Marshal(m)
	sv, _ := json.Marshal(step)
	val := make([]byte, len(mv)+len(sv))
	var left atomic.Int64
	left.Store(int64(b.N))
	b.SetBytes(int64(len(val)))
	b.ResetTimer()
	parallel(b, writers, func(w int) error {
		key := []byte(fmt.Sprintf("c%d", w))
		for left.Add(-1) >= 0 {
			err := bdb.Batch(func(tx *bbolt.Tx) error {
				bk, err := tx.CreateBucketIfNotExists([]byte("raw"))
				if err != nil {
					return err
				}
				return bk.Put(key, val)
			})
			if err != nil {
				return err
			}
		}
		return nil
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
}

// parallel runs work(w) on writers goroutines and fails b on an error.
func parallel(b *testing.B, writers int, work func(w int) error) {
	errs := make(chan error, writers)
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() { errs <- work(w) })
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			b.Fatal(err)
		}
	}
}
