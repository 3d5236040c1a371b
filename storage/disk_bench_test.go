package storage_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// BenchmarkDiskSync is the floor under every durable commit on this disk:
// one 4 KB page overwritten and synced (File.Sync; bbolt syncs twice a
// commit, after its pages and after its meta page, with fdatasync, which
// costs the same for a page overwritten in place), in the same temporary
// directory the other benchmarks use. Besides the mean it
// reports the median and the 99th percentile of one write and sync, since
// a disk shared with other machines has a long tail.
func BenchmarkDiskSync(b *testing.B) {
	f, err := os.Create(filepath.Join(b.TempDir(), "sync.probe"))
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	page := make([]byte, 4096)
	var took []time.Duration
	for i := 0; b.Loop(); i++ {
		start := time.Now()
		if _, err := f.WriteAt(page, int64(i%64)*4096); err != nil {
			b.Fatal(err)
		}
		if err := f.Sync(); err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Nanoseconds()), "p50-ns")
	b.ReportMetric(float64(took[len(took)*99/100].Nanoseconds()), "p99-ns")
}
