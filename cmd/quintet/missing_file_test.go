package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/storage"
)

// TestChangingCommandsRefuseAMissingFile: the commands that delete or
// write to the database the operator names refuse a mistyped path, create
// no file, and confirm nothing.
func TestChangingCommandsRefuseAMissingFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "typo.db")
	export := filepath.Join(t.TempDir(), "all.jsonl")
	os.WriteFile(export, []byte(`{"format":"quintet-export","version":1,"schema":1}`+"\n"), 0o600)
	for _, args := range [][]string{
		{"forget", "--db", path, "--user", "1300000000000000502"},
		{"forget", "--user", "1300000000000000502"},
		{"forget", "--db", path},
		{"rerate", "--db", path},
		{"import", "--db", path, export},
		{"import", export},
	} {
		out, err := runArgs(t, []string{"QUINTET_DB=" + path}, "", args...)
		if !errors.Is(err, storage.ErrNoFile) || strings.Contains(out, "forgotten") || strings.Contains(out, "imported") {
			t.Errorf("%s: %v, want ErrNoFile and no confirmation:\n%s", args, err, out)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Fatalf("%s left %s behind", args, entries[0].Name())
		}
	}
	if out, err := runArgs(t, nil, "", "import", "--db", path, "--new", export); err != nil {
		t.Fatalf("import --new: %v\n%s", err, out)
	}
}
