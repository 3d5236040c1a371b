package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// endedExport plays a match in a database, cancels it (which reveals its
// seed), leaves another open, and returns the export's lines.
func endedExport(t *testing.T) []string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "quintet.db")
	playedDB(t, path, "g1", "c1")
	playedDB(t, path, "g1", "c2")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := session.NewManager(db).Cancel(context.Background(), "c1", "u1", false); err != nil {
		t.Fatal(err)
	}
	db.Close()
	file := filepath.Join(t.TempDir(), "all.jsonl")
	if out, err := runArgs(t, []string{"QUINTET_DB=" + path}, "", "export", file); err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(data)), "\n")
}

// archived returns the export line of the ended match and it decoded.
func archived(t *testing.T, lines []string) (int, session.ExportRecord) {
	t.Helper()
	for i, l := range lines {
		var r session.ExportRecord
		if json.Unmarshal([]byte(l), &r) == nil && r.Match != nil && !r.Match.Phase.Open() {
			return i, r
		}
	}
	t.Fatal("no ended match in the export")
	return 0, session.ExportRecord{}
}

func TestVerifyDatabaseExport(t *testing.T) {
	lines := endedExport(t)
	out, err := runArgs(t, nil, strings.Join(lines, "\n"), "verify", "-")
	if err != nil || !strings.Contains(out, "ended matches: 1; verified: 1;") || !strings.Contains(out, "open matches: 1, whose dice so far follow their seed and hold no result: 1") {
		t.Fatalf("verify: %v\n%s", err, out)
	}
	i, rec := archived(t, lines)
	k := 0
	for len(rec.Log[k].Draws) == 0 {
		k++
	}
	d := &rec.Log[k].Draws[0]
	d.Value = (d.Value + 1) % d.N
	b, _ := json.Marshal(rec)
	lines[i] = string(b)
	out, err = runArgs(t, nil, strings.Join(lines, "\n"), "verify", "-")
	t.Logf("quintet verify - (a die changed):\n%s", out)
	if exitStatus(err) != verifyDice || !strings.Contains(out, "step "+strconv.Itoa(k+1)+" (version") || !strings.Contains(out, "the seed gives") {
		t.Fatalf("verify a changed die: %v\n%s", err, out)
	}
}

func TestVerifyHistoryExport(t *testing.T) {
	_, rec := archived(t, endedExport(t))
	m := rec.Match
	e := commands.Export{ID: m.ID, Game: m.Game, Phase: string(m.Phase), Options: m.Options, Seed: m.Seed, Commit: m.Commit}
	for i, p := range m.Players {
		e.Seats = append(e.Seats, commands.ExportSeat{Seat: i, Name: p.Name, User: p.User, Bot: p.Bot})
	}
	for _, s := range rec.Log {
		e.Moves = append(e.Moves, commands.ExportMove{Version: s.Version, Seat: s.Seat, Move: s.Move, Dice: s.Draws, At: s.At})
	}
	file := filepath.Join(t.TempDir(), "match.json")
	b, _ := json.MarshalIndent(e, "", "  ")
	os.WriteFile(file, b, 0o600)
	out, err := runArgs(t, nil, "", "verify", file)
	t.Logf("quintet verify FILE:\n%s", out)
	if err != nil || !strings.Contains(out, "rolls match") || !strings.Contains(out, m.Seed) {
		t.Fatalf("verify: %v\n%s", err, out)
	}
	e.Seed = "ff" + e.Seed[2:]
	b, _ = json.Marshal(e)
	out, err = runArgs(t, nil, string(b), "verify", "-")
	if err == nil || !strings.Contains(out, "the commitment does not match") {
		t.Fatalf("verify with another seed: %v\n%s", err, out)
	}
	if _, err := runArgs(t, nil, "{}", "verify", "-"); err == nil {
		t.Fatal("an empty object verified")
	}
}
