package commands

import (
	"strings"
	"testing"
	"time"
)

// TestClockVote: seated players who are not the host pause and extend by
// majority: the request is announced, and the board carries its Agree
// button until it is agreed; others are refused.
func TestClockVote(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob", "carol")
	if got := reason(d.command("dave", "game pause", nil)); got != "Only the host, alice, a channel manager or most seated players can do that." {
		t.Errorf("a spectator asking to pause: %q", got)
	}
	r := d.command("bob", "game pause", nil)
	line := "bob asks to pause the game: 1 of 3 seated players agree; 2 are needed."
	board := d.match().BoardMessage
	if r.Message == nil || r.Message.Ephemeral || !strings.Contains(r.Message.Content, line) || len(r.Message.Components) != 0 ||
		!strings.Contains(d.sink.msgs[board].Content, line) {
		t.Fatalf("bob's request: answer %+v, board %+v", r.Message, d.sink.msgs[board])
	}
	if d.match().Paused {
		t.Fatal("paused by one of three")
	}
	agree := button(t, d.sink.msgs[board], "Agree")
	if got := reason(d.click("dave", board, agree.CustomID)); !strings.Contains(got, "not playing") {
		t.Errorf("a spectator agreeing: %q", got)
	}
	r = d.click("carol", board, agree.CustomID)
	if shown := d.sink.msgs[board]; r.Update != nil || !strings.Contains(shown.Text, "Agreed by bob, carol: the game is paused") || hasButton(shown, "Agree") {
		t.Fatalf("carol agreeing: reply %+v, board %+v", r, shown)
	}
	if !d.match().Paused {
		t.Fatal("not paused by two of three")
	}
	if got := reason(d.click("alice", board, agree.CustomID)); !strings.Contains(got, "no longer open") {
		t.Errorf("agreeing to a decided request: %q", got)
	}
	r = d.command("bob", "game extend", map[string]string{"duration": "1h"})
	if !strings.Contains(reason(r), "bob asks to add 1h to this turn: 1 of 3") {
		t.Errorf("bob's extension: %q", reason(r))
	}
}

// TestHostVoidsClockVote: when the host changes the clock, the players'
// open request is void: the board loses its Agree button, and a click
// on it is refused.
func TestHostVoidsClockVote(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob", "carol")
	d.command("bob", "game pause", nil)
	board := d.match().BoardMessage
	agree := button(t, d.sink.msgs[board], "Agree")
	d.command("alice", "game pause", nil)
	if hasButton(d.sink.msgs[d.match().BoardMessage], "Agree") {
		t.Error("the board keeps the Agree button of the request the host voided")
	}
	if got := reason(d.click("carol", board, agree.CustomID)); !strings.Contains(got, "no longer open") {
		t.Errorf("agreeing after the host paused: %q", got)
	}
	if d.match().Vote != nil {
		t.Error("the request outlived the host's pause")
	}
}

// TestPauseTwice: pausing a paused game says it is paused already.
func TestPauseTwice(t *testing.T) {
	d := newTable(t)
	d.started("blingo", "bob")
	d.command("alice", "game pause", nil)
	if got := reason(d.command("alice", "game pause", nil)); got != "The game is already paused." {
		t.Errorf("second pause: %q", got)
	}
}

// TestClockVoteNeedless: a seated player's request that could not change
// the clock (pause a paused game, resume a running one) is refused at
// once instead of opening a vote that fails once agreed.
func TestClockVoteNeedless(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob", "carol")
	if got := reason(d.command("bob", "game resume", nil)); got != "The game is not paused." {
		t.Errorf("bob asking to resume a running game: %q", got)
	}
	d.command("alice", "game pause", nil)
	if got := reason(d.command("bob", "game pause", nil)); got != "The game is already paused." {
		t.Errorf("bob asking to pause a paused game: %q", got)
	}
	if d.match().Vote != nil {
		t.Errorf("a needless request was opened: %+v", d.match().Vote)
	}
}

// TestClockVoteTwice: agreeing twice to a request, by its button or by
// asking again, tells the player their agreement is already counted,
// privately, and counts it once.
func TestClockVoteTwice(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob", "carol")
	d.command("bob", "game extend", map[string]string{"duration": "1h"})
	board := d.match().BoardMessage
	agree := button(t, d.sink.msgs[board], "Agree")
	for _, again := range []*Reply{
		d.click("bob", board, agree.CustomID),
		d.command("bob", "game extend", map[string]string{"duration": "1h"}),
	} {
		if again.Message == nil || !again.Message.Ephemeral || !strings.Contains(again.Message.Content, "You already agree: 1 of 3 seated players agree; 2 are needed.") {
			t.Errorf("bob agreeing again: %+v", again)
		}
	}
	if v := d.match().Vote; v == nil || len(v.By) != 1 {
		t.Errorf("the request after bob agreed twice: %+v", v)
	}
}

// TestExtendVoteEndsWithTurn: a request to add time to this turn lapses
// when a new turn begins, so that it is never added to another turn.
func TestExtendVoteEndsWithTurn(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob", "carol")
	d.command("bob", "game extend", map[string]string{"duration": "2h"})
	board := d.match().BoardMessage
	agree := button(t, d.sink.msgs[board], "Agree")
	due := d.match().Due
	d.command("alice", "game move", map[string]string{"notation": "roll red"})
	if hasButton(d.sink.msgs[d.match().BoardMessage], "Agree") {
		t.Error("the board of the next turn keeps the lapsed request's Agree button")
	}
	if got := reason(d.click("carol", board, agree.CustomID)); !strings.Contains(got, "no longer open") {
		t.Errorf("agreeing after the turn ended: %q", got)
	}
	if m := d.match(); m.Vote != nil || m.Due.Sub(due) > time.Hour {
		t.Errorf("the request outlived its turn: vote %+v, due %v after %v", m.Vote, m.Due, due)
	}
}
