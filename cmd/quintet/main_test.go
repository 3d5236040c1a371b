package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

func runArgs(t *testing.T, env []string, stdin string, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	err := run(context.Background(), args, env, strings.NewReader(stdin), &out, &out)
	return out.String(), err
}

func TestSimIsDeterministic(t *testing.T) {
	a, err := runArgs(t, nil, "", "sim", "--game", "qwinto", "--players", "3", "--seed", "7", "--json")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := runArgs(t, nil, "", "sim", "--game", "qwinto", "--players", "3", "--seed", "7", "--json")
	if a != b {
		t.Fatal("the same seed played two different games")
	}
	c, _ := runArgs(t, nil, "", "sim", "--game", "qwinto", "--players", "3", "--seed", "8", "--json")
	if a == c {
		t.Fatal("two seeds played the same game")
	}
	sc := bufio.NewScanner(strings.NewReader(a))
	lines := 0
	var last map[string]any
	for sc.Scan() {
		lines++
		last = map[string]any{}
		if err := json.Unmarshal(sc.Bytes(), &last); err != nil {
			t.Fatalf("line %d is not JSON: %v", lines, err)
		}
	}
	if last["Over"] != true || lines < 10 {
		t.Fatalf("%d lines, last %v", lines, last)
	}
}

func TestSimRefusesBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"sim", "--game", "chess"},
		{"sim", "--game", "qwinto", "--players", "9"},
		{"frobnicate"},
	} {
		if _, err := runArgs(t, nil, "", args...); err == nil {
			t.Errorf("%v succeeded", args)
		}
	}
}

func TestVersionAndHelp(t *testing.T) {
	out, err := runArgs(t, nil, "", "version")
	if err != nil || !strings.HasPrefix(out, "quintet ") {
		t.Fatalf("version: %q %v", out, err)
	}
	out, _ = runArgs(t, nil, "", "help")
	if !strings.Contains(out, "console") {
		t.Fatalf("help: %q", out)
	}
}

func TestRunNeedsToken(t *testing.T) {
	if _, err := runArgs(t, []string{"QUINTET_DB=" + filepath.Join(t.TempDir(), "x.db")}, "", "run"); err == nil || !strings.Contains(err.Error(), "DISCORD_TOKEN") {
		t.Fatalf("run without a token: %v", err)
	}
}

func TestConsoleWithDatabase(t *testing.T) {
	db := filepath.Join(t.TempDir(), "console.db")
	out, err := runArgs(t, nil, "alice: /play qwinto\nbob: /game join\n", "console", "--db", db)
	if err != nil || !strings.Contains(out, "2. bob") {
		t.Fatalf("console: %v\n%s", err, out)
	}
	// The lobby outlives the process.
	out, err = runArgs(t, nil, "carol: /game join\n", "console", "--db", db)
	if err != nil || !strings.Contains(out, "3. carol") {
		t.Fatalf("console again: %v\n%s", err, out)
	}
}

func TestBackup(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "quintet.db")
	if _, err := runArgs(t, nil, "alice: /play qwinto\n", "console", "--db", db); err != nil {
		t.Fatal(err)
	}
	backup := filepath.Join(dir, "backup.db")
	if out, err := runArgs(t, []string{"QUINTET_DB=" + db}, "", "backup", backup); err != nil {
		t.Fatalf("backup: %v\n%s", err, out)
	}
	b, err := storage.Open(backup)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	m, err := b.Get(context.Background(), "console")
	if err != nil || m.Phase != session.Lobby {
		t.Fatalf("backup holds %+v, %v", m, err)
	}
}

// TestRunWithoutTokenSaysWhatToDo: the refusal says where a token comes
// from and that the console plays without one.
func TestRunWithoutTokenSaysWhatToDo(t *testing.T) {
	_, err := runArgs(t, []string{"QUINTET_DB=" + filepath.Join(t.TempDir(), "x.db")}, "", "run")
	if err == nil || !strings.Contains(err.Error(), "developer portal") || !strings.Contains(err.Error(), "quintet console") {
		t.Fatalf("run without a token: %v", err)
	}
}

// TestCompact: quintet compact writes a smaller, sound copy and refuses
// the database's own path.
func TestCompact(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "q.db")
	env := []string{"QUINTET_DB=" + db}
	if _, err := runArgs(t, env, "alice: /play qwinto\nalice: /game cancel\n", "console", "--db", db); err != nil {
		t.Fatal(err)
	}
	if _, err := runArgs(t, env, "", "compact", db); err == nil {
		t.Fatal("compact onto the database itself was not refused")
	}
	out, err := runArgs(t, env, "", "compact", filepath.Join(dir, "small.db"))
	if err != nil || !strings.Contains(out, "compacted "+db) {
		t.Fatalf("compact: %q, %v", out, err)
	}
	if out, err := runArgs(t, []string{"QUINTET_DB=" + filepath.Join(dir, "small.db")}, "", "check"); err != nil {
		t.Fatalf("check of the copy: %q, %v", out, err)
	}
}
