package storage_test

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// The web secret is made once, kept across a reopen, replaced by a
// rotation, and passes the file's check.
func TestWebSecretKeptAndRotated(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	first, err := db.WebSecret(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) != session.WebSecretSize || bytes.Equal(first, make([]byte, session.WebSecretSize)) {
		t.Fatalf("secret %x: want %d random bytes", first, session.WebSecretSize)
	}
	again, err := db.WebSecret(ctx)
	if err != nil || !bytes.Equal(again, first) {
		t.Fatalf("second read %x, %v: want the first secret %x", again, err, first)
	}
	db.Close()
	if db, err = storage.Open(path); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if kept, err := db.WebSecret(ctx); err != nil || !bytes.Equal(kept, first) {
		t.Fatalf("after reopen %x, %v: want %x", kept, err, first)
	}
	rotated, err := db.RotateWebSecret(ctx)
	if err != nil || bytes.Equal(rotated, first) {
		t.Fatalf("rotated %x, %v: want a new secret", rotated, err)
	}
	if now, err := db.WebSecret(ctx); err != nil || !bytes.Equal(now, rotated) {
		t.Fatalf("after rotation %x, %v: want %x", now, err, rotated)
	}
	problems, err := db.Verify(ctx)
	if err != nil || len(problems) > 0 {
		t.Fatalf("check: %v, %v", problems, err)
	}
}
