package commands

import (
	"github.com/quintetbot/quintet/bot/boardlife"
	"strings"
	"testing"

	_ "github.com/quintetbot/quintet/render/qwinto" // Qwinto's board, with its picture
)

// TestBoardTextPrivately: the public board shows no text board; its Text
// button and /game board text:true show it to the asker alone, changing
// nothing and posting no board.
func TestBoardTextPrivately(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", map[string]string{"bots": "1"})
	d.command("alice", "game start", nil)
	m := d.match()
	board := d.sink.msgs[m.BoardMessage]
	if desc := board.Embeds[0].Description; strings.Contains(desc, "```") {
		t.Fatalf("the public board holds the text board:\n%s", desc)
	}
	if len(board.Files) != 1 || !strings.Contains(board.Files[0].Description, "alice") {
		t.Fatalf("the board's picture has no alt text naming the roller: %+v", board.Files)
	}
	posted := d.sink.n
	for name, reply := range map[string]*Reply{
		"button":  d.click("carol", m.BoardMessage, button(t, board, "Text").CustomID),
		"command": d.command("carol", "game board", map[string]string{"text": "true"}),
	} {
		msg := reply.Message
		if msg == nil || !msg.Ephemeral || reply.Board != nil || reply.Update != nil {
			t.Fatalf("%s: reply %+v, want a private message alone", name, reply)
		}
		if desc := msg.Embeds[0].Description; !strings.Contains(desc, "```") || !strings.Contains(desc, "Red") {
			t.Errorf("%s: the text view lacks the sheets:\n%s", name, desc)
		}
	}
	if after := d.match(); after.Version != m.Version || after.BoardMessage != m.BoardMessage || d.sink.n != posted {
		t.Fatal("showing the text changed the match or posted a board")
	}
	if r := d.command("alice", "game board", nil); r.Board == nil || !boardlife.Plan(r.Board, Boards).New {
		t.Fatal("/game board without text no longer reposts the board")
	}
}
