package storage_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

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
