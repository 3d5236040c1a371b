package storage_test

import (
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestUndoChecksAndSurvives: a log with moves taken back replays to the
// stored state (quintet check finds nothing), its dice still verify, and
// a request waiting for consent is on the file after a reopen; so is the
// finished match with its undo steps.
func TestUndoChecksAndSurvives(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	mg := session.NewManager(db)
	alice, bob := session.Player{User: "a", Name: "Alice"}, session.Player{User: "b", Name: "Bob"}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Join(ctx, "c", bob); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "a"); err != nil {
		t.Fatal(err)
	}
	play := func(user, prefix string) {
		t.Helper()
		m, _ := mg.Get(ctx, "c")
		seat, _ := m.SeatOf(user)
		st, _ := m.Decode()
		for _, mv := range st.Legal(seat) {
			if strings.HasPrefix(string(mv), prefix) {
				if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: user, Move: mv}); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("%s has no %q", user, prefix)
	}
	play("a", "roll")
	play("a", "write")
	if _, _, err := mg.Undo(ctx, "c", "a"); err != nil {
		t.Fatal(err)
	}
	play("a", "write")
	play("b", "skip")
	play("b", "roll")
	play("a", "skip")
	play("b", "skip")
	_, req, err := mg.Undo(ctx, "c", "a")
	if err != nil || len(req.Waiting) != 1 {
		t.Fatalf("alice asks bob: %v %+v", err, req)
	}
	if problems, err := db.Verify(ctx); err != nil || len(problems) != 0 {
		t.Fatalf("check with an undo in the log: %v %v", err, problems)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if db, err = storage.Open(path); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mg = session.NewManager(db)
	if _, _, err := mg.AnswerUndo(ctx, "c", "b", req.Asked, true); err != nil {
		t.Fatalf("bob allows after a restart: %v", err)
	}
	m, _ := mg.Get(ctx, "c")
	steps, err := db.Log(ctx, m.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := session.CheckMatch(m, steps); err != nil {
		t.Fatalf("check after two undos: %v", err)
	}
	if c := session.VerifyDice(m, steps); len(c.Faults) != 0 {
		t.Fatalf("dice after two undos: %v", c.Faults)
	}
}
