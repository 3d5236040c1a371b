package main

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"go.etcd.io/bbolt"
)

// damageStandings adds a standing no archived match makes.
func damageStandings(t *testing.T, path string) {
	t.Helper()
	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	err = b.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte("standings")).Put([]byte("g1/qwinto/u9"), []byte(`{"guild":"g1","game":"qwinto","user":"u9","name":"Zed","games":3,"wins":1}`))
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestRerate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	playedDB(t, path, "g1", "c1")
	out, err := runArgs(t, nil, "", "rerate", "--db", path, "--check")
	if err != nil || !strings.Contains(out, "match the archive") {
		t.Fatalf("consistent file: %v\n%s", err, out)
	}
	damageStandings(t, path)
	out, err = runArgs(t, nil, "", "rerate", "--db", path, "--check")
	if !errors.Is(err, errStatsDiffer) || !strings.Contains(out, "differs: g1/qwinto/u9") {
		t.Fatalf("check of a damaged file: %v\n%s", err, out)
	}
	out, err = runArgs(t, nil, "", "rerate", "--db", path)
	if err != nil || !strings.Contains(out, "1 differences; the rebuilt statistics are stored") {
		t.Fatalf("rerate: %v\n%s", err, out)
	}
	if out, err = runArgs(t, nil, "", "rerate", "--db", path, "--check"); err != nil || !strings.Contains(out, "match the archive") {
		t.Fatalf("after the rerate: %v\n%s", err, out)
	}
	if _, err := runArgs(t, nil, "", "rerate", "--db", path, "extra"); err == nil {
		t.Error("an extra argument was accepted")
	}
}
