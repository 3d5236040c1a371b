package storage_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// BenchmarkSchedulerWake measures what the scheduler asks of the store on
// each wake-up: the deadlines due now (here 10) and the next one after
// them, with 1,000 to 100,000 open matches waiting on later deadlines.
// The cost stays flat: the index is read from its start, in time order.
func BenchmarkSchedulerWake(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		b.Run(fmt.Sprintf("matches=%d", n), func(b *testing.B) {
			db := openTest(b, storage.WithoutSyncForTests())
			fillDeadlines(b, db, n)
			now := t0.Add(10 * time.Minute) // minutes 0..9 are due
			b.ReportAllocs()
			for b.Loop() {
				due, err := db.Due(b.Context(), now, 64)
				if err != nil || len(due) != 10 {
					b.Fatalf("Due = %d, %v; want 10", len(due), err)
				}
				next, err := db.Due(b.Context(), session.Forever, len(due)+1)
				if err != nil || len(next) != 11 {
					b.Fatalf("next = %d, %v", len(next), err)
				}
			}
		})
	}
}

// fillDeadlines stores n open matches, the i-th due at t0 + i minutes
// (plus a second, so that minute 10 is not due at t0 + 10m).
func fillDeadlines(tb testing.TB, db *storage.DB, n int) {
	tb.Helper()
	for i := range n {
		m := lobby(fmt.Sprintf("c%07d", i))
		m.Phase = session.Playing
		m.State = []byte(`{}`)
		m.Due = t0.Add(time.Duration(i)*time.Minute + time.Second)
		m.Wake = m.Due
		if i < 10 {
			m.Wake = t0.Add(time.Duration(i) * time.Minute)
		}
		if err := db.Put(tb.Context(), m, nil); err != nil {
			tb.Fatal(err)
		}
	}
}

func TestDueAcrossReopen(t *testing.T) {
	path := t.TempDir() + "/quintet.db"
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	fillDeadlines(t, db, 20)
	db.Close()
	db, err = storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	due, err := db.Due(t.Context(), t0.Add(5*time.Minute), 0)
	if err != nil || len(due) != 6 || due[0].Channel != "c0000000" || !due[5].At.Equal(t0.Add(5*time.Minute)) {
		t.Fatalf("Due after reopening = %+v, %v", due, err)
	}
}
