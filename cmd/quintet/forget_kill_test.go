package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

const (
	killVictim     = "731948265017384960"
	killVictimName = "Zebulon Quartermaine"
)

// killFile plays n one-round Cinq-O matches of the victim and another
// player into a new file, and leaves one more open in play.
func killFile(t *testing.T, n int) string {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "kill.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	seed := uint64(0)
	mg := session.NewManager(db,
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { seed++; return [2]uint64{seed, 5} }))
	for i := range n + 1 {
		ch := fmt.Sprintf("c%d", i)
		other := fmt.Sprintf("2000%d", i%7)
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: ch, Game: "cinqo",
			Options: games.Options{"mode": "rounds", "rounds": "1"}, Host: session.Player{User: killVictim, Name: killVictimName}}); err != nil {
			t.Fatal(err)
		}
		if _, err := mg.Join(ctx, ch, session.Player{User: other, Name: "P" + other}); err != nil {
			t.Fatal(err)
		}
		if _, err := mg.Start(ctx, ch, killVictim); err != nil {
			t.Fatal(err)
		}
		for moves := 0; i < n || moves < 2; moves++ {
			m, err := mg.Get(ctx, ch)
			if err != nil {
				break
			}
			st, _ := m.Decode()
			seat := st.Actors()[0]
			if _, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: m.Players[seat].User, Move: st.Default(seat)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	return path
}

func copyDB(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// footprint reads what path keeps about the victim.
func footprint(t *testing.T, path string) session.Footprint {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	f, err := db.Footprint(context.Background(), killVictim)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestForgetSurvivesSIGKILL kills quintet forget at several moments of a
// deletion in a file of 150 matches. Whatever the moment, the next
// quintet forget (without --user) leaves the user either untouched (killed
// before the deletion was queued) or wholly forgotten, finishing a
// deletion the kill interrupted; forget --user then
// finishes, check is clean, and no byte of the file holds the id or name.
func TestForgetSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and a file of 150 matches")
	}
	bin := buildBinary(t)
	orig := killFile(t, 150)
	full := footprint(t, orig)
	if full.Matches != 150 || full.Open != 1 {
		t.Fatalf("the file holds %+v", full)
	}
	outcomes := map[string]int{}
	var delays []time.Duration
	for d := time.Duration(0); d <= 150*time.Millisecond; d += 10 * time.Millisecond {
		delays = append(delays, d)
	}
	for i, delay := range delays {
		path := filepath.Join(t.TempDir(), fmt.Sprintf("k%d.db", i))
		copyDB(t, orig, path)
		cmd := exec.Command(bin, "forget", "--db", path, "--user", killVictim)
		cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay)
		cmd.Process.Signal(syscall.SIGKILL)
		state := cmd.Wait()

		out, err := runArgs(t, nil, "", "forget", "--db", path)
		if err != nil {
			t.Fatalf("kill after %v: resume: %v\n%s", delay, err, out)
		}
		resumed := strings.Contains(out, "finished 1 deletions")
		switch f := footprint(t, path); {
		case f.Empty() && resumed:
			outcomes["resumed"]++
		case f.Empty():
			outcomes["forgotten"]++
		case f.Matches == full.Matches && f.Open == full.Open && !f.Pending:
			outcomes["untouched"]++
		default:
			t.Errorf("kill after %v (%v): after the resume the victim is half forgotten: %+v", delay, state, f)
		}
		if out, err := runArgs(t, nil, "", "forget", "--db", path, "--user", killVictim); err != nil {
			t.Fatalf("forget after the kill: %v\n%s", err, out)
		}
		if out, err := runArgs(t, nil, "", "check", "--db", path); err != nil || !strings.Contains(out, "no problems") {
			t.Errorf("kill after %v: check: %v\n%s", delay, err, out)
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(raw, []byte(killVictim)) || bytes.Contains(raw, []byte(killVictimName)) {
			t.Errorf("kill after %v: the file still holds the victim", delay)
		}
	}
	t.Logf("outcomes of the resume after a SIGKILL: %v", outcomes)
}
