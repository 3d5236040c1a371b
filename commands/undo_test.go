package commands

import (
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
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
// asks the others with Allow and Refuse on the board when they acted
// since (the board goes back to the game's controls once they answer),
// and refuses every misuse in one private line.
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
	asked := d.command("alice", "game undo", nil).Message
	board = d.match().BoardMessage
	prompt := d.sink.msgs[board]
	if !asked.Ephemeral || !strings.Contains(prompt.Content, "Allow undo? <@bob>") || !slices.Equal(prompt.Mentions, []string{"bob"}) {
		t.Fatalf("the request: answer %+v, board %+v", asked, prompt)
	}
	if got := reason(d.command("alice", "game undo", nil)); got != "A request to take back a move is already waiting for answers." {
		t.Fatalf("asking twice: %q", got)
	}
	allow := button(t, prompt, "Allow").CustomID
	if got := reason(d.click("zed", board, allow)); got != "You are not playing in this game." {
		t.Fatalf("a spectator allows: %q", got)
	}
	if got := reason(d.click("alice", board, allow)); got != "That request is not waiting for your answer." {
		t.Fatalf("alice allows her own: %q", got)
	}
	r := d.click("bob", board, allow)
	shown := d.sink.msgs[board]
	if r.Update != nil || r.Board == nil || d.match().BoardMessage != board ||
		!strings.Contains(shown.Content, "bob allowed it: alice took back `"+write+"` and with it bob's `skip`.") || hasButton(shown, "Allow") {
		t.Fatalf("bob allows: reply %+v, board %+v", r, shown)
	}
	if got := reason(d.click("bob", board, allow)); got != "That request to take back a move has expired." {
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
	d.command("alice", "game undo", nil)
	board = d.match().BoardMessage
	d.click("bob", board, button(t, d.sink.msgs[board], "Refuse").CustomID)
	if shown := d.sink.msgs[board]; !strings.Contains(shown.Text, "bob refused: alice's `"+write+"` stands.") || hasButton(shown, "Refuse") || d.match().Undo != nil {
		t.Fatalf("bob refuses: %+v", shown)
	}
	move("bob", "roll")
	if got := reason(d.command("alice", "game undo", nil)); !strings.HasPrefix(got, "That move cannot be taken back: bob's `roll") {
		t.Fatalf("undo behind a roll: %q", got)
	}
	if d.match().Phase != session.Playing {
		t.Fatal("the match left play")
	}
}

// TestUndoPromptNamesEveryMove: the board's request names the moves of
// others it would take back, not the asker's alone.
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
	d.command("alice", "game undo", nil)
	board := d.match().BoardMessage
	prompt := d.sink.msgs[board]
	want := "alice asks to take back `" + write + "` and with it bob's `skip`. Allow undo? <@bob>"
	if line, _, _ := strings.Cut(prompt.Content, "\n"); line != want {
		t.Fatalf("the board's request reads %q, want %q", line, want)
	}
	d.click("bob", board, button(t, prompt, "Allow").CustomID)
	if want := "bob allowed it: alice took back `" + write + "` and with it bob's `skip`."; !strings.Contains(d.sink.msgs[board].Content, want) {
		t.Fatalf("bob allows: %+v, want %q", d.sink.msgs[board], want)
	}
}

// hasButton reports whether a message carries a button labelled label.
func hasButton(m *render.Message, label string) bool {
	for _, row := range m.Components {
		for _, c := range row.(discordgo.ActionsRow).Components {
			if b, ok := c.(discordgo.Button); ok && b.Label == label {
				return true
			}
		}
	}
	return false
}
