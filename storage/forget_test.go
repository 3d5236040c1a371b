package storage

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// The user deleted in these tests: an id and a display name found nowhere
// else, so that the file's bytes can be searched for them.
const (
	victim     = "731948265017384960"
	victimName = "Zebulon Quartermaine"
)

// forgetWorld fills db through a Manager: finished, rated Cinq-O matches
// of the victim with others and of others alone in two guilds, an open
// match in play and a lobby that seat the victim, and the victim's
// notification choice. It returns the Manager.
func forgetWorld(t testing.TB, db *DB, rounds int) *session.Manager {
	t.Helper()
	ctx := context.Background()
	clock := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	seed := uint64(0)
	mg := session.NewManager(db,
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { seed++; return [2]uint64{seed, 3} }),
		session.WithLabels(func() string { return session.FormerLabel([8]byte{1, 2, 3, 4, 5, 6, 7, 8}) }))
	name := map[string]string{victim: victimName, "u2": "Bea", "u3": "Cy"}
	open := func(guild, ch string, users ...string) {
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: guild, Channel: ch, Game: "cinqo",
			Options: games.Options{"mode": "rounds", "rounds": "1"}, Host: session.Player{User: users[0], Name: name[users[0]]}}); err != nil {
			t.Fatal(err)
		}
		for _, u := range users[1:] {
			if _, err := mg.Join(ctx, ch, session.Player{User: u, Name: name[u]}); err != nil {
				t.Fatal(err)
			}
		}
	}
	play := func(ch string, moves int) {
		if _, err := mg.Start(ctx, ch, mustGet(t, mg, ch).Host); err != nil {
			t.Fatal(err)
		}
		for i := 0; i != moves; i++ {
			cur, err := mg.Get(ctx, ch)
			if err != nil {
				return
			}
			st, err := cur.Decode()
			if err != nil {
				t.Fatal(err)
			}
			seat := st.Actors()[0]
			if _, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: cur.Players[seat].User, Move: st.Default(seat)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	for i := range rounds {
		for _, g := range []string{"g1", "g2"} {
			open(g, fmt.Sprintf("%s-a%d", g, i), victim, "u2")
			play(fmt.Sprintf("%s-a%d", g, i), -1)
			open(g, fmt.Sprintf("%s-b%d", g, i), "u2", "u3", victim)
			play(fmt.Sprintf("%s-b%d", g, i), -1)
			open(g, fmt.Sprintf("%s-c%d", g, i), "u3", "u2")
			play(fmt.Sprintf("%s-c%d", g, i), -1)
		}
	}
	open("g1", "playing", victim, "u2")
	play("playing", 2)
	open("g2", "lobby", victim, "u3")
	if err := db.SetNotify(ctx, victim, true); err != nil {
		t.Fatal(err)
	}
	return mg
}

func mustGet(t testing.TB, mg *session.Manager, ch string) *session.Match {
	t.Helper()
	m, err := mg.Get(context.Background(), ch)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// fileHolds reports whether the database file's bytes hold s.
func fileHolds(t testing.TB, path, s string) bool {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Contains(b, []byte(s))
}

// standingsOf returns every standing of the cinqo table of both guilds,
// by guild/user.
func standingsOf(t *testing.T, db *DB) map[string]session.Standing {
	t.Helper()
	out := map[string]session.Standing{}
	for _, g := range []string{"g1", "g2"} {
		all, err := db.Standings(t.Context(), g, "cinqo")
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range all {
			out[g+"/"+s.User] = s
		}
	}
	return out
}

// TestForget: after Manager.Forget the victim's id and name are in no
// byte of the file; the other players' standings and ratings are as
// before and the victim's moved under the label; check and rerate are
// clean; the open match has a bot in the victim's seat and the lobby lost
// the seat; forgetting again changes nothing.
func TestForget(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := Open(path, WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mg := forgetWorld(t, db, 3)
	before := standingsOf(t, db)
	diceBefore, err := db.Dice(ctx, "g1", "cinqo", victim)
	if err != nil || len(diceBefore) == 0 {
		t.Fatalf("dice of the victim: %v, %v", diceBefore, err)
	}
	if f, err := db.Footprint(ctx, victim); err != nil || f.Matches != 12 || len(f.Standings) != 2 || f.Open != 2 || !f.Notify || len(f.Guilds) != 2 {
		t.Fatalf("Footprint before = %+v, %v; want 12 matches, 2 standings, 2 open, notify, 2 guilds", f, err)
	}
	label, err := mg.Forget(ctx, victim)
	if err != nil {
		t.Fatal(err)
	}
	if f, err := db.Footprint(ctx, victim); err != nil || !f.Empty() {
		t.Errorf("Footprint after = %+v, %v; want empty", f, err)
	}
	after := standingsOf(t, db)
	if got, err := db.Dice(ctx, "g1", "cinqo", label); err != nil || !reflect.DeepEqual(got, diceBefore) {
		t.Errorf("dice of the label = %v, %v; want %v", got, err, diceBefore)
	}
	if got, _ := db.Dice(ctx, "g1", "cinqo", victim); len(got) != 0 {
		t.Errorf("dice of the victim after: %v", got)
	}
	for k, want := range before {
		if k == "g1/"+victim || k == "g2/"+victim {
			g := k[:2]
			got, ok := after[g+"/"+label]
			if !ok || got.Games != want.Games || got.Rating != want.Rating || got.Name != session.FormerName {
				t.Errorf("%s moved to the label: %+v, want games %d rating %+v", k, got, want.Games, want.Rating)
			}
			continue
		}
		if got := after[k]; got.Games != want.Games || got.Rating != want.Rating || got.Wins != want.Wins {
			t.Errorf("%s changed: %+v, want %+v", k, got, want)
		}
	}
	if ps, err := db.Verify(ctx); err != nil || len(ps) > 0 {
		t.Errorf("Verify = %v, %v", ps, err)
	}
	if rep, err := db.Rerate(ctx, false); err != nil || !rep.Match() {
		t.Errorf("Rerate = %+v, %v", rep, err)
	}
	playing := mustGet(t, mg, "playing")
	if playing.Host != "u2" {
		t.Errorf("host of the match in play = %s, want u2", playing.Host)
	}
	if p := playing.Players[0]; p.User != label || !p.Bot || !p.Resigned || p.Name != session.FormerName {
		t.Errorf("seat in play = %+v, want the label, resigned to a bot", p)
	}
	lobby := mustGet(t, mg, "lobby")
	if len(lobby.Players) != 1 || lobby.Host != "u3" {
		t.Errorf("lobby = host %s, %+v; want u3 alone", lobby.Host, lobby.Players)
	}
	recs, err := db.Records(ctx, "g1", "", label, 100)
	if err != nil || len(recs) != 6 {
		t.Errorf("Records under the label = %d, %v; want 6", len(recs), err)
	}
	if _, err := mg.Forget(ctx, victim); err != nil {
		t.Fatal(err)
	}
	if got := standingsOf(t, db); len(got) != len(after) {
		t.Errorf("a second Forget changed the standings: %d, want %d", len(got), len(after))
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if fileHolds(t, path, victim) {
		t.Error("the file still holds the user's id")
	}
	if fileHolds(t, path, victimName) {
		t.Error("the file still holds the user's name")
	}
	if !fileHolds(t, path, "Bea") {
		t.Error("the search finds nothing: the file should hold Bea")
	}
}

// TestForgetResumes: a deletion stopped after it was queued, or after its
// rewrite but before the scrub, is finished at the next start by
// ResumeForgets and ScrubOwed, and leaves no byte of the id.
func TestForgetResumes(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := Open(path, WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	forgetWorld(t, db, 1)
	label := session.FormerLabel([8]byte{9})
	if _, err := db.QueueForget(ctx, victim, label); err != nil {
		t.Fatal(err)
	}
	if err := db.rewriteUser(ctx, victim, label); err != nil {
		t.Fatal(err)
	}
	// A second user queued and not yet rewritten at the stop.
	if err := db.SetNotify(ctx, "u3", true); err != nil {
		t.Fatal(err)
	}
	if _, err := db.QueueForget(ctx, "u3", session.FormerLabel([8]byte{10})); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if !fileHolds(t, path, victimName) {
		t.Fatal("before the scrub, the freed pages should still hold the name")
	}

	db, err = Open(path, WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mg := session.NewManager(db)
	if n, err := mg.ResumeForgets(ctx); err != nil || n != 1 {
		t.Fatalf("ResumeForgets = %d, %v; want 1", n, err)
	}
	if owed, err := db.ScrubOwed(ctx); err != nil {
		t.Fatal(err)
	} else if owed {
		t.Error("a scrub is still owed after ResumeForgets scrubbed")
	}
	if f, _ := db.Footprint(ctx, "u3"); !f.Empty() {
		t.Errorf("u3 after the resumed deletion: %+v", f)
	}
	if ps, err := db.Verify(ctx); err != nil || len(ps) > 0 {
		t.Errorf("Verify = %v, %v", ps, err)
	}
	db.Close()
	if fileHolds(t, path, victim) || fileHolds(t, path, victimName) {
		t.Error("the file still holds the user's id or name")
	}
}

// TestScrubOwed: a scrub stopped by a crash is done by ScrubOwed.
func TestScrubOwed(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := Open(path, WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	forgetWorld(t, db, 1)
	if err := db.rewriteUser(ctx, victim, session.FormerLabel([8]byte{9})); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, err = Open(path, WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	owed, err := db.ScrubOwed(ctx)
	if err != nil || !owed {
		t.Fatalf("ScrubOwed = %v, %v; want a scrub owed", owed, err)
	}
	if owed, err := db.ScrubOwed(ctx); err != nil || owed {
		t.Errorf("ScrubOwed again = %v, %v; want none owed", owed, err)
	}
	db.Close()
	if fileHolds(t, path, victimName) {
		t.Error("the file still holds the user's name")
	}
}
