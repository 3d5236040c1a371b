package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestForget: quintet forget --user resigns the user's open match, leaves
// a file that check finds clean and that holds the user's name nowhere,
// and a second run finds nothing to forget.
func TestForget(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	playedDB(t, path, "g1", "c1")
	raw, _ := os.ReadFile(path)
	if !bytes.Contains(raw, []byte("Alice")) {
		t.Fatal("the played file should hold Alice")
	}
	out, err := runArgs(t, nil, "", "forget", "--db", path, "--user", "u1")
	if err != nil || !strings.Contains(out, "u1 forgotten") || !strings.Contains(out, "1 open matches") {
		t.Fatalf("forget: %v\n%s", err, out)
	}
	if out, err := runArgs(t, nil, "", "check", "--db", path); err != nil || !strings.Contains(out, "no problems") {
		t.Errorf("check after forget: %v\n%s", err, out)
	}
	raw, _ = os.ReadFile(path)
	if bytes.Contains(raw, []byte("Alice")) {
		t.Error("the file still holds the user's name")
	}
	if out, err := runArgs(t, nil, "", "forget", "--db", path, "--user", "u1"); err != nil || !strings.Contains(out, "0 finished matches, 0 standings, 0 open matches") {
		t.Errorf("forget again: %v\n%s", err, out)
	}
	for _, bad := range []string{"former-0011", "a/b", ""} {
		if _, err := runArgs(t, nil, "", "forget", "--db", path, "--user", bad); bad != "" && err == nil {
			t.Errorf("--user %q was accepted", bad)
		}
	}
}
