package commands

import (
	"testing"

	"github.com/bwmarrin/discordgo"
)

// TestSpectatorSeesTheFinalBoardPrivately: after the end, a spectator's
// /game board shows the final board to them alone (no post, no game
// controls); a player's still posts it anew.
func TestSpectatorSeesTheFinalBoardPrivately(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", map[string]string{"bots": "1"})
	d.command("alice", "game start", nil)
	final := playOut(t, d)
	posts := d.sink.n
	r := d.command("zed", "game board", nil)
	if r.Board != nil || d.sink.n != posts {
		t.Fatalf("a spectator's /game board posted the final board (%d posts, want %d)", d.sink.n, posts)
	}
	if r.Message == nil || !r.Message.Ephemeral || len(r.Message.Embeds) == 0 || len(r.Message.Mentions) != 0 {
		t.Fatalf("a spectator's /game board: %+v, want the final board privately", r.Message)
	}
	for _, row := range r.Message.Components {
		for _, c := range row.(discordgo.ActionsRow).Components {
			if b, ok := c.(discordgo.Button); !ok || b.Label != "Text" {
				t.Errorf("the spectator's copy carries a control: %+v", c)
			}
		}
	}
	if len(d.sink.msgs[final].Components) == 0 {
		t.Fatal("the spectator's /game board took the final board's buttons off")
	}
	d.command("alice", "game board", nil)
	if d.sink.n != posts+1 {
		t.Fatalf("a player's /game board after the end: %d posts, want %d", d.sink.n, posts+1)
	}
}
