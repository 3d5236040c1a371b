package web

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// A match whose moves the log retention removed shows its result and
// says its moves are gone; its pictures are 404.
func TestPrunedMatchShowsItsResult(t *testing.T) {
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	f := newFixtureOn(db)
	m := f.finish(t, "qwinto", "c", "Alice", "Bob")
	link := f.links.Replay(ctx, "g", m.ID)
	far := time.Now().Add(24 * time.Hour)
	if removed, _, err := storage.NewLogPruner(db).Step(ctx, far, far); err != nil || removed != 1 {
		t.Fatalf("prune: %d removed, %v", removed, err)
	}
	res, body := f.get(t, "GET", link)
	if res.StatusCode != 200 || !strings.Contains(body, "Moves removed") || !strings.Contains(body, "Alice") || strings.Contains(body, "Step 0 of") {
		t.Fatalf("replay of a pruned match: %d\n%s", res.StatusCode, body)
	}
	if res, _ := f.get(t, "GET", link+"/0.png"); res.StatusCode != 404 {
		t.Errorf("picture of a pruned match: %d, want 404", res.StatusCode)
	}
}

// A deleted user reads "former player" on the replay, without a link to
// a page of theirs; their old player link leads nowhere.
func TestDeletedUserIsFormerPlayer(t *testing.T) {
	f := newFixture(t)
	m := f.finish(t, "qwinto", "c", "Alice", "Bob")
	link, alice := f.links.Replay(ctx, "g", m.ID), f.links.Player(ctx, "g", "u1")
	if _, err := f.mg.Forget(ctx, "u1"); err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{link, link + "?step=1"} {
		res, body := f.get(t, "GET", l)
		if res.StatusCode != 200 || strings.Contains(body, "Alice") || !strings.Contains(body, "former player") {
			t.Fatalf("%s after Alice's deletion: %d\n%s", l, res.StatusCode, body)
		}
		if strings.Contains(body, "/p/u1/") || strings.Contains(body, "/p/former-") {
			t.Errorf("%s links to the deleted user's page", l)
		}
	}
	if res, _ := f.get(t, "GET", alice); res.StatusCode != 404 {
		t.Errorf("the deleted user's page: %d, want 404", res.StatusCode)
	}
}

// A match still in play has no replay, even with a well signed link:
// its hidden hands stay hidden.
func TestOpenMatchHasNoReplay(t *testing.T) {
	f := newFixture(t)
	if _, err := f.mg.Open(ctx, sessionOpen("quinientos")); err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{"u2", "u3", "u4"} {
		if _, err := f.mg.Join(ctx, "c", session.Player{User: u, Name: u}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := f.mg.Start(ctx, "c", "u1"); err != nil {
		t.Fatal(err)
	}
	m, err := f.mg.Get(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	link := f.links.Replay(ctx, "g", m.ID)
	for _, l := range []string{link, link + "/0.png"} {
		if res, _ := f.get(t, "GET", l); res.StatusCode != 404 {
			t.Errorf("%s of an open match: %d, want 404", l, res.StatusCode)
		}
	}
}
