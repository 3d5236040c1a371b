package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// legalWith returns user's first legal move that starts with prefix.
func legalWith(t *testing.T, d *tableDriver, user, prefix string) string {
	t.Helper()
	m := d.match()
	seat, _ := m.SeatOf(user)
	st, _ := m.Decode()
	for _, mv := range st.Legal(seat) {
		if strings.HasPrefix(string(mv), prefix) {
			return string(mv)
		}
	}
	t.Fatalf("%s has no %q", user, prefix)
	return ""
}

// TestUndoWords: /game undo takes back a player's own last move at once,
// asks the others with Allow and Refuse when they acted since, and refuses
// every misuse in one private line.
func TestUndoWords(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob")
	move := func(user, prefix string) {
		t.Helper()
		d.command(user, "game move", map[string]string{"notation": legalWith(t, d, user, prefix)})
	}
	if got := reason(d.command("alice", "game undo", nil)); got != "You have no move to take back." {
		t.Fatalf("undo before any move: %q", got)
	}
	move("alice", "roll red")
	if got := reason(d.command("alice", "game undo", nil)); got != "That move cannot be taken back: `roll red` is chance." {
		t.Fatalf("undo of a roll: %q", got)
	}
	if got := reason(d.command("zed", "game undo", nil)); got != "You are not playing in this game." {
		t.Fatalf("undo by a spectator: %q", got)
	}
	write := legalWith(t, d, "alice", "write")
	move("alice", "write")
	board := d.match().BoardMessage
	if got := reason(d.command("alice", "game undo", nil)); got != "You took back `"+write+"`." {
		t.Fatalf("alice takes back her write: %q", got)
	}
	if m := d.match(); m.BoardMessage != board || !strings.Contains(d.sink.msgs[board].Text, "alice took back `"+write+"`.") ||
		len(d.sink.msgs[board].Mentions) != 0 {
		t.Fatalf("the undo does not redraw the board in place, pinging nobody (board %s, now %s):\n%+v",
			board, m.BoardMessage, d.sink.msgs[m.BoardMessage])
	}
	move("alice", "write")
	move("bob", "skip")
	move("bob", "roll")
	write = legalWith(t, d, "alice", "")
	move("alice", "")
	move("bob", "skip")
	prompt := d.command("alice", "game undo", nil).Message
	if prompt.Ephemeral || !strings.Contains(prompt.Content, "Allow undo? <@bob>") || len(prompt.Mentions) != 1 {
		t.Fatalf("the prompt: %+v", prompt)
	}
	if got := reason(d.command("alice", "game undo", nil)); got != "A request to take back a move is already waiting for answers." {
		t.Fatalf("asking twice: %q", got)
	}
	allow := button(t, prompt, "Allow").CustomID
	if got := reason(d.click("zed", "p", allow)); got != "You are not playing in this game." {
		t.Fatalf("a spectator allows: %q", got)
	}
	if got := reason(d.click("alice", "p", allow)); got != "That request is not waiting for your answer." {
		t.Fatalf("alice allows her own: %q", got)
	}
	r := d.click("bob", "p", allow)
	if r.Update == nil || r.Update.Content != "bob allowed it: alice took back `"+write+"` and with it bob's `skip`." || r.Board == nil {
		t.Fatalf("bob allows: %+v", r)
	}
	if got := reason(d.click("bob", "p", allow)); got != "That request to take back a move has expired." {
		t.Fatalf("allowing twice: %q", got)
	}
	move("alice", "skip")
	move("bob", "skip")
	if got := reason(d.command("alice", "game undo", nil)); got != "That move cannot be taken back: the game already went back to this point once." {
		t.Fatalf("undo to the same point twice: %q", got)
	}
	move("alice", "roll")
	write = legalWith(t, d, "alice", "")
	move("alice", "")
	move("bob", "skip")
	prompt = d.command("alice", "game undo", nil).Message
	r = d.click("bob", "p", button(t, prompt, "Refuse").CustomID)
	if r.Update == nil || r.Update.Content != "bob refused: alice's `"+write+"` stands." || d.match().Undo != nil {
		t.Fatalf("bob refuses: %+v", r.Update)
	}
	move("bob", "roll")
	if got := reason(d.command("alice", "game undo", nil)); !strings.HasPrefix(got, "That move cannot be taken back: bob's `roll") {
		t.Fatalf("undo behind a roll: %q", got)
	}
	if d.match().Phase != session.Playing {
		t.Fatal("the match left play")
	}
}

// TestUndoPromptNamesEveryMove: the prompt names the moves of others it
// would take back, not the asker's alone.
func TestUndoPromptNamesEveryMove(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob")
	move := func(user, prefix string) {
		t.Helper()
		d.command(user, "game move", map[string]string{"notation": legalWith(t, d, user, prefix)})
	}
	move("alice", "roll")
	write := legalWith(t, d, "alice", "write")
	move("alice", "write")
	move("bob", "skip")
	prompt := d.command("alice", "game undo", nil).Message
	want := "alice asks to take back `" + write + "` and with it bob's `skip`. Allow undo? <@bob>"
	if prompt.Content != want {
		t.Fatalf("the prompt reads %q, want %q", prompt.Content, want)
	}
	r := d.click("bob", "p", button(t, prompt, "Allow").CustomID)
	if want := "bob allowed it: alice took back `" + write + "` and with it bob's `skip`."; r.Update == nil || r.Update.Content != want {
		t.Fatalf("bob allows: %+v, want %q", r.Update, want)
	}
}
