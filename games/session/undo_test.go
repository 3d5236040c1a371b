package session_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	_ "github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/games/session"
)

// undoTable is a started Qwinto match of Alice (seat 0, to roll) and Bob.
type undoTable struct {
	t  *testing.T
	mg *session.Manager
	st *session.MemStore
}

func newUndoTable(t *testing.T) *undoTable {
	mg, store := newManager(t)
	openLobby(t, mg)
	if _, err := mg.Join(ctx, "c", bob()); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	return &undoTable{t: t, mg: mg, st: store}
}

func (u *undoTable) match() *session.Match {
	m, err := u.mg.Get(ctx, "c")
	if err != nil {
		u.t.Fatal(err)
	}
	return m
}

// play plays the first legal move of user's seat that starts with prefix.
func (u *undoTable) play(user, prefix string) {
	u.t.Helper()
	m := u.match()
	seat, _ := m.SeatOf(user)
	st, _ := m.Decode()
	for _, mv := range st.Legal(seat) {
		if strings.HasPrefix(string(mv), prefix) {
			if _, err := u.mg.Play(ctx, session.PlayRequest{Channel: "c", User: user, Move: mv}); err != nil {
				u.t.Fatal(err)
			}
			return
		}
	}
	u.t.Fatalf("%s has no move %q among %v", user, prefix, st.Legal(seat))
}

// TestUndoOwnLastMove: a write that is the log's last step comes back at
// once, as an undo step; the state is the one before it, the dice stay
// spent, and a roll never comes back.
func TestUndoOwnLastMove(t *testing.T) {
	u := newUndoTable(t)
	u.play("1", "roll")
	if _, _, err := u.mg.Undo(ctx, "c", "1"); !errors.Is(err, session.ErrCannotUndo) {
		t.Fatalf("taking back a roll: %v", err)
	}
	before := u.match()
	u.play("1", "write")
	out, req, err := u.mg.Undo(ctx, "c", "1")
	if err != nil || len(out.Steps) == 0 || len(req.Waiting) != 0 {
		t.Fatalf("alice takes back her write: %v %+v", err, req)
	}
	after := u.match()
	if !after.Due.Equal(before.Due) {
		t.Fatalf("the undo moved the deadline from %v to %v", before.Due, after.Due)
	}
	if !bytes.Equal(after.State, before.State) || !bytes.Equal(after.RNG, before.RNG) || after.Version != before.Version+2 {
		t.Fatalf("after the undo: version %d (before %d), same state %v", after.Version, before.Version, bytes.Equal(after.State, before.State))
	}
	log, _ := u.st.Log(ctx, after.ID)
	if last := log[len(log)-1]; last.Move != session.UndoMove(before.Version+1) || last.Seat != 0 {
		t.Fatalf("the log ends with %+v", last)
	}
	if _, _, err := u.mg.Undo(ctx, "c", "2"); !errors.Is(err, session.ErrNothingToUndo) {
		t.Fatalf("bob, who never moved: %v", err)
	}
	if _, _, err := u.mg.Undo(ctx, "c", "9"); !errors.Is(err, session.ErrNotSeated) {
		t.Fatalf("a spectator: %v", err)
	}
}

// TestUndoNeedsConsent: a request names every move it takes back,
// whoever played it, and waits for the consent of each other human who
// played one; a refusal, or any move, ends it; a point of the game is
// asked for once, so a refused request cannot be asked again.
func TestUndoNeedsConsent(t *testing.T) {
	u := newUndoTable(t)
	u.play("1", "roll")
	u.play("1", "write")
	u.play("2", "skip")
	_, req, err := u.mg.Undo(ctx, "c", "1")
	if err != nil || len(req.Waiting) != 1 || req.Waiting[0] != 1 || u.match().Undo == nil {
		t.Fatalf("alice asks: %v %+v", err, req)
	}
	if len(req.Taken) != 2 || req.Taken[0].Seat != 0 || req.Taken[0].Move != req.Move || req.Taken[1] != (session.TakenMove{Seat: 1, Move: "skip"}) {
		t.Fatalf("the request names %+v, want alice's %s and bob's skip", req.Taken, req.Move)
	}
	if _, _, err := u.mg.Undo(ctx, "c", "1"); !errors.Is(err, session.ErrUndoPending) {
		t.Fatalf("asking twice: %v", err)
	}
	if _, _, err := u.mg.AnswerUndo(ctx, "c", "1", req.Asked, true); !errors.Is(err, session.ErrNotAsked) {
		t.Fatalf("alice allows her own: %v", err)
	}
	u.play("2", "roll")
	if u.match().Undo != nil {
		t.Fatal("a move left the request open")
	}
	if _, _, err := u.mg.AnswerUndo(ctx, "c", "2", req.Asked, true); !errors.Is(err, session.ErrUndoExpired) {
		t.Fatalf("an answer after a move: %v", err)
	}
	if _, _, err := u.mg.Undo(ctx, "c", "1"); !errors.Is(err, session.ErrCannotUndo) {
		t.Fatalf("taking back a write a roll followed: %v", err)
	}
	u.play("1", "skip")
	u.play("2", "skip")
	_, req, _ = u.mg.Undo(ctx, "c", "1")
	if _, _, err := u.mg.AnswerUndo(ctx, "c", "2", req.Asked, false); err != nil || u.match().Undo != nil {
		t.Fatalf("bob refuses: %v", err)
	}
	if _, _, err := u.mg.AnswerUndo(ctx, "c", "2", req.Asked, true); !errors.Is(err, session.ErrUndoExpired) {
		t.Fatalf("an answer after the refusal: %v", err)
	}
	if _, _, err := u.mg.Undo(ctx, "c", "1"); !errors.Is(err, session.ErrCannotUndo) || !strings.Contains(err.Error(), "already went back to this point") {
		t.Fatalf("asking again after a refusal: %v", err)
	}
	u.play("1", "roll")
	before := u.match()
	u.play("1", "skip")
	u.play("2", "skip")
	_, req, _ = u.mg.Undo(ctx, "c", "1")
	out, _, err := u.mg.AnswerUndo(ctx, "c", "2", req.Asked, true)
	if err != nil || len(out.Steps) == 0 || !bytes.Equal(u.match().State, before.State) {
		t.Fatalf("bob allows: %v", err)
	}
	u.play("1", "skip")
	u.play("2", "skip")
	if _, _, err := u.mg.Undo(ctx, "c", "1"); !errors.Is(err, session.ErrCannotUndo) {
		t.Fatalf("a second undo to the same point: %v", err)
	}
}

// TestUndoAsksOnlyThoseItTakesBackFrom: a player who moved before the
// move taken back is not asked; one who moved after it is.
func TestUndoAsksOnlyThoseItTakesBackFrom(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	for _, p := range []session.Player{bob(), {User: "3", Name: "Carol"}} {
		if _, err := mg.Join(ctx, "c", p); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	u := &undoTable{t: t, mg: mg}
	u.play("1", "roll")
	u.play("3", "skip")
	u.play("1", "skip")
	u.play("2", "skip")
	_, req, err := mg.Undo(ctx, "c", "1")
	if err != nil || len(req.Waiting) != 1 || req.Waiting[0] != 1 || len(req.Taken) != 2 {
		t.Fatalf("alice asks: %v %+v, want bob alone asked", err, req)
	}
}

// TestUndoRefusedAfterHiddenTiles: against bots as against humans, a
// Quinientos tile cannot come back once another seat answered it, since
// their tiles came from hands hidden from the asker.
func TestUndoRefusedAfterHiddenTiles(t *testing.T) {
	mg, _ := newManager(t)
	if _, err := mg.Open(ctx, session.OpenRequest{Channel: "c", Game: "quinientos", Host: alice(), Bots: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	u := &undoTable{t: t, mg: mg}
	before := u.match()
	u.play("1", "play")
	if u.match().Version < before.Version+2 {
		t.Fatal("no bot moved after alice")
	}
	after := u.match()
	_, _, err := mg.Undo(ctx, "c", "1")
	if !errors.Is(err, session.ErrCannotUndo) || !strings.Contains(err.Error(), "showed you what was hidden from you") {
		t.Fatalf("undo behind the bots' tiles: %v", err)
	}
	if m := u.match(); m.Version != after.Version || !bytes.Equal(m.State, after.State) {
		t.Fatal("the refused undo changed the match")
	}
}

// TestUndoNamesHiddenWildsByTheirSeat: taking back Quingo wild numbers
// that another player chose after them names that player's choice
// without its numbers, which are still secret.
func TestUndoNamesHiddenWildsByTheirSeat(t *testing.T) {
	mg, _ := newManager(t)
	if _, err := mg.Open(ctx, session.OpenRequest{Channel: "c", Game: "quingo", Host: alice()}); err != nil {
		t.Fatal(err)
	}
	for _, p := range []session.Player{bob(), {User: "3", Name: "Carol"}} {
		if _, err := mg.Join(ctx, "c", p); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	u := &undoTable{t: t, mg: mg}
	u.play("1", "wilds")
	u.play("2", "wilds")
	_, req, err := mg.Undo(ctx, "c", "1")
	if err != nil || len(req.Taken) != 2 || req.Taken[1] != (session.TakenMove{Seat: 1}) || req.Taken[0].Move == "" {
		t.Fatalf("alice asks to take back her wilds: %v %+v", err, req)
	}
	if len(req.Waiting) != 1 || req.Waiting[0] != 1 {
		t.Fatalf("the request waits for %v, want bob alone", req.Waiting)
	}
}
