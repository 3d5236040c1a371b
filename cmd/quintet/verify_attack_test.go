package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// finishedExport plays a Qwinto match to its end in a new database, made
// after commitments existed, and returns the lines of its quintet export
// and the index of the finished match's line.
func finishedExport(t *testing.T) ([]string, int) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	clock := session.CommitmentsSince.Add(time.Hour)
	mg := session.NewManager(db, session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{5, 9} }))
	host := session.Player{User: "u1", Name: "Alice"}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g1", Channel: "c1", Game: "qwinto", Host: host, Bots: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c1", host.User); err != nil {
		t.Fatal(err)
	}
	for range 500 {
		m, err := mg.Get(ctx, "c1")
		if err != nil {
			break // archived: the game is over
		}
		st, _ := m.Decode()
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c1", User: host.User, Move: st.Default(0)}); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	file := filepath.Join(t.TempDir(), "all.jsonl")
	if out, err := runArgs(t, []string{"QUINTET_DB=" + path}, "", "export", file); err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	data, _ := os.ReadFile(file)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	i, rec := archived(t, lines)
	if rec.Match.Phase != session.Finished || rec.Match.Result == nil {
		t.Fatalf("the match did not finish: %s", rec.Match.Phase)
	}
	return lines, i
}

// historyExport is the finished match of a quintet export as /history
// export writes it.
func historyExport(rec session.ExportRecord) commands.Export {
	m := rec.Match
	e := commands.Export{ID: m.ID, Game: m.Game, Channel: m.Channel, Phase: string(m.Phase), Options: m.Options,
		Seed: m.Seed, Commit: m.Commit, Created: m.Created, Finished: m.Updated}
	for i, p := range m.Players {
		e.Seats = append(e.Seats, commands.ExportSeat{Seat: i, Name: p.Name, User: p.User, Bot: p.Bot})
	}
	for _, s := range rec.Log {
		e.Moves = append(e.Moves, commands.ExportMove{Version: s.Version, Seat: s.Seat, Move: s.Move, Dice: s.Draws, At: s.At})
	}
	res := session.FairResult(m, *m.Result)
	e.Scores, e.Winners, e.Summary = res.Scores, res.Winners, games.ExpandSeats(res.Summary, m.Name)
	return e
}

// changeDie changes one die of the log after the start, the first whose
// change the moves still accept with the same result, so that only the
// seed can tell.
func changeDie(m *session.Match, log []session.Step) {
	want, err := session.ReplayResult(m, log)
	if err != nil {
		panic(err)
	}
	for i := 1; i < len(log); i++ {
		for j := range log[i].Draws {
			d := &log[i].Draws[j]
			was := d.Value
			for v := range d.N {
				d.Value = v
				if got, err := session.ReplayResult(m, log); v != was && err == nil && session.ResultDiff(got, want) == nil {
					return
				}
			}
			d.Value = was
		}
	}
	panic("no die can change with the moves still giving the same result")
}

// TestVerifyRefusesTamperedExports: every way an export was found to pass
// verify after tampering now exits with the status that says why.
func TestVerifyRefusesTamperedExports(t *testing.T) {
	lines, at := finishedExport(t)
	var rec session.ExportRecord
	if err := json.Unmarshal([]byte(lines[at]), &rec); err != nil {
		t.Fatal(err)
	}
	history := func(edit func(e *commands.Export)) string {
		var r session.ExportRecord
		json.Unmarshal([]byte(lines[at]), &r)
		e := historyExport(r)
		edit(&e)
		b, _ := json.Marshal(e)
		return string(b)
	}
	database := func(edit func(r *session.ExportRecord)) string {
		var r session.ExportRecord
		json.Unmarshal([]byte(lines[at]), &r)
		edit(&r)
		b, _ := json.Marshal(r)
		out := append([]string(nil), lines...)
		out[at] = string(b)
		return strings.Join(out, "\n")
	}
	tests := []struct {
		name   string
		input  string
		status int
		says   string
	}{
		{"history: untouched", history(func(*commands.Export) {}), 0, "Verified"},
		{"database: untouched", database(func(*session.ExportRecord) {}), 0, "verified: 1"},
		{"history: a die changed, seed and commitment blanked", history(func(e *commands.Export) {
			m, _ := commands.MatchOfExport(*e)
			changeDie(m, historyLog(e))
			e.Seed, e.Commit = "", ""
		}), verifyUncommitted, "no seed or no commitment"},
		{"history: a die changed, dice hidden", history(func(e *commands.Export) {
			m, _ := commands.MatchOfExport(*e)
			changeDie(m, historyLog(e))
			e.DiceHidden = true
		}), verifyHidden, "leaves its dice out"},
		{"history: the game said open", history(func(e *commands.Export) { e.Phase = "playing" }), verifyOpen, "has not ended"},
		{"history: scores edited", history(func(e *commands.Export) { e.Scores[0]++ }), verifyResult, "scores"},
		{"history: winners edited", history(func(e *commands.Export) { e.Winners = []games.Seat{1 - e.Winners[0]} }), verifyResult, "winners"},
		{"history: summary edited", history(func(e *commands.Export) { e.Summary = "Nobody wins" }), verifyResult, "summary"},
		{"database: a die changed, phase playing", database(func(r *session.ExportRecord) {
			changeDie(r.Match, r.Log)
			r.Match.Phase = session.Playing
		}), verifyDice, "the seed gives"},
		{"database: a die changed, seed, commitment and generator removed", database(func(r *session.ExportRecord) {
			changeDie(r.Match, r.Log)
			r.Match.Seed, r.Match.Commit, r.Match.RNG = "", "", nil
		}), verifyUncommitted, "no seed or no commitment"},
		{"database: scores edited", database(func(r *session.ExportRecord) { r.Match.Result.Scores[0]++ }), verifyResult, "scores"},
		{"database: winners edited", database(func(r *session.ExportRecord) {
			r.Match.Result.Winners = []games.Seat{1 - r.Match.Result.Winners[0]}
		}), verifyResult, "winners"},
		{"database: summary edited", database(func(r *session.ExportRecord) { r.Match.Result.Summary = "Nobody wins" }), verifyResult, "summary"},
		{"database: result removed", database(func(r *session.ExportRecord) { r.Match.Result = nil }), verifyResult, "no result"},
		{"database: scores edited, phase playing", database(func(r *session.ExportRecord) {
			r.Match.Result.Scores[0]++
			r.Match.Phase = session.Playing
		}), verifyResult, "scores"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := runArgs(t, nil, tc.input, "verify", "-")
			if got := exitStatus(err); got != tc.status || !strings.Contains(out+errText(err), tc.says) {
				t.Fatalf("status %d, want %d with %q: %v\n%s", got, tc.status, tc.says, err, out)
			}
		})
	}
}

// historyLog returns the moves of a /history export as log steps that
// share its dice, so that changing a die changes the export.
func historyLog(e *commands.Export) []session.Step {
	steps := make([]session.Step, len(e.Moves))
	for i, mv := range e.Moves {
		steps[i] = session.Step{Version: mv.Version, Seat: mv.Seat, Move: mv.Move, Draws: mv.Dice}
	}
	return steps
}
