package storage

import (
	"fmt"
	"path/filepath"
	"testing"
)

// BenchmarkHeld reads the held direct messages, as each scheduler pass
// does twice: with none held (the usual case), and with 1,000 users
// holding 3 messages each (a busy night).
func BenchmarkHeld(b *testing.B) {
	for _, users := range []int{0, 1000} {
		b.Run(fmt.Sprintf("users=%d", users), func(b *testing.B) {
			db, err := Open(filepath.Join(b.TempDir(), "q.db"))
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			ctx := b.Context()
			for i := range users {
				for j := range 3 {
					if err := db.Hold(ctx, fmt.Sprintf("u%04d", i), fmt.Sprintf("c%d Your turn in Qwinto in <#c%d>.", j, j)); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ResetTimer()
			for b.Loop() {
				if held, err := db.Held(ctx); err != nil || len(held) != users {
					b.Fatal(len(held), err)
				}
			}
		})
	}
}
