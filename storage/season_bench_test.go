package storage

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// BenchmarkSeasonsDue reads the index of season ends of 10,000 servers
// with monthly seasons, none due: what each scheduler pass adds.
func BenchmarkSeasonsDue(b *testing.B) {
	db, err := Open(filepath.Join(b.TempDir(), "q.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	nov := time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		for i := range 10000 {
			var r seasonRecord
			r.Plan, _ = r.Plan.Set(nov.Add(time.Duration(i)*time.Second), session.Monthly)
			if err := writeSeasons(tx, fmt.Sprintf("g%05d", i), r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	ctx := b.Context()
	b.ResetTimer()
	for b.Loop() {
		if due, err := db.SeasonsDue(ctx, nov.AddDate(0, 0, 5), 64); err != nil || len(due) != 0 {
			b.Fatal(due, err)
		}
		if next, err := db.SeasonsDue(ctx, session.Forever, 1); err != nil || len(next) != 1 {
			b.Fatal(next, err)
		}
	}
}
