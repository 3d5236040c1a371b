package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/storage"
)

// Guild ids that Discord routes to shard 1 and shard 0 of 2:
// (id >> 22) % 2.
const (
	guildOnShard1 = "4194304" // 1 << 22
	guildOnShard0 = "8388608" // 2 << 22
)

// openGuilds returns the channels of the open matches of guild in the
// database at path.
func openGuilds(t *testing.T, path, guild string) []string {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ms, err := db.OpenIn(context.Background(), guild)
	if err != nil {
		t.Fatal(err)
	}
	var chans []string
	for _, m := range ms {
		chans = append(chans, m.Channel)
	}
	return chans
}

// TestReshard moves the guild of shard 1 from one shard's database to
// another's with export --shard and import.
func TestReshard(t *testing.T) {
	dir := t.TempDir()
	from, to := filepath.Join(dir, "shard-a.db"), filepath.Join(dir, "shard-b.db")
	playedDB(t, from, guildOnShard1, "c1")
	playedDB(t, from, guildOnShard0, "c2")
	file := filepath.Join(dir, "moving.jsonl")
	out, err := runArgs(t, []string{"QUINTET_DB=" + from}, "", "export", "--shard", "1/2", file)
	if err != nil || !strings.Contains(out, "exported 1 open") {
		t.Fatalf("export: %v\n%s", err, out)
	}
	if fi, err := os.Stat(file); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("export file: %v %v", fi, err)
	}
	for range 2 { // the second import changes nothing
		out, err = runArgs(t, []string{"QUINTET_DB=" + to}, "", "import", "--new", file)
		if err != nil {
			t.Fatalf("import: %v\n%s", err, out)
		}
	}
	if !strings.Contains(out, "imported 0 matches") || !strings.Contains(out, "kept 1") {
		t.Fatalf("second import: %s", out)
	}
	if got := openGuilds(t, to, guildOnShard1); len(got) != 1 || got[0] != "c1" {
		t.Fatalf("moved guild has %v", got)
	}
	if got := openGuilds(t, to, guildOnShard0); len(got) != 0 {
		t.Fatalf("the other guild came along: %v", got)
	}
	if out, err := runArgs(t, nil, "", "check", "--db", to); err != nil {
		t.Fatalf("check after import: %v\n%s", err, out)
	}

	// --guild and standard output give the same match.
	byGuild, err := runArgs(t, nil, "", "export", "--db", from, "--guild", guildOnShard1, "-")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(file)
	if !strings.HasPrefix(byGuild, string(data)) { // the summary line follows
		t.Fatalf("export --guild to - differs from export --shard to a file:\n%s\n---\n%s", byGuild, data)
	}
}

func TestExportImportRefuseBadInput(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "q.db")
	playedDB(t, db, guildOnShard0, "c1")
	garbage := filepath.Join(dir, "garbage.jsonl")
	os.WriteFile(garbage, []byte(`{"format":"quintet-export","version":1,"schema":1}`+"\n{oops"), 0o600)
	for _, args := range [][]string{
		{"export", "--db", db},
		{"export", "--db", db, "--shard", "2/2", "x"},
		{"export", "--db", db, "--shard", "one", "x"},
		{"export", "--db", db, filepath.Join(dir, "missing", "x")},
		{"import", "--db", db},
		{"import", "--db", db, filepath.Join(dir, "missing.jsonl")},
		{"import", "--db", db, garbage},
	} {
		if out, err := runArgs(t, nil, "", args...); err == nil {
			t.Errorf("%v succeeded: %s", args, out)
		}
	}
	if got := openGuilds(t, db, guildOnShard0); len(got) != 1 {
		t.Fatalf("bad input changed the database: %v", got)
	}
	if _, err := os.Stat(filepath.Join(dir, "missing")); !os.IsNotExist(err) {
		t.Fatal("a failed export left something behind")
	}
}
