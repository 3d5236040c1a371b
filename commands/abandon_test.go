package commands

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// TestAbandonedMatch: a match abandoned after timeouts gets a last board
// without controls that says who timed out how often, and is listed in
// /history while the statistics stay as they were.
func TestAbandonedMatch(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	store := session.NewMemStore()
	mg := session.NewManager(store, session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.command("alice", "play qwinto", map[string]string{"timeouts": "1", "on_timeouts": "abandon"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	now = now.Add(25 * time.Hour)
	ex, err := mg.Expire(context.Background(), "chan")
	if err != nil {
		t.Fatal(err)
	}
	n := Expired(ex)
	if n == nil || n.Board == nil {
		t.Fatalf("no board for the abandoned game: %+v", n)
	}
	msg := Boards.Draw(n.Board)
	if len(msg.Components) != 0 {
		t.Errorf("the abandoned game's board keeps %d rows of controls", len(msg.Components))
	}
	if !strings.Contains(msg.Text+msg.Content, "The game is abandoned: alice timed out.") {
		t.Errorf("board does not say who timed out:\n%s\n%s", msg.Content, msg.Text)
	}
	rep := d.command("alice", "history", nil)
	if rep.Message == nil || len(rep.Message.Embeds) == 0 || !strings.Contains(rep.Message.Embeds[0].Description, "abandoned: alice timed out") {
		t.Fatalf("history: %+v", rep.Message)
	}
	if st, _ := store.Standings(context.Background(), "guild", "qwinto"); len(st) != 0 {
		t.Errorf("standings after an abandoned game: %+v", st)
	}
}

// abandonedBlingo plays a two-player Blingo match that allows two
// timeouts in a row until it is abandoned (alice, bob, then alice run
// out of time) and returns the text of its last board.
func abandonedBlingo(t *testing.T) string {
	t.Helper()
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.command("alice", "play blingo", map[string]string{"timeouts": "2", "on_timeouts": "abandon"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	var n *Notice
	for i := 0; i < 3; i++ {
		now = now.Add(25 * time.Hour)
		ex, err := mg.Expire(context.Background(), "chan")
		if err != nil {
			t.Fatal(err)
		}
		n = Expired(ex)
	}
	if n == nil || n.Board == nil || !strings.Contains(Boards.Draw(n.Board).Content+Boards.Draw(n.Board).Text, "abandoned") {
		t.Fatalf("the game was not abandoned: %+v", n)
	}
	msg := Boards.Draw(n.Board)
	return msg.Text + msg.Content
}

// TestAbandonedNamesTheLate: the notice of an abandoned game names only
// the seats that reached the limit of timeouts.
func TestAbandonedNamesTheLate(t *testing.T) {
	text := abandonedBlingo(t)
	if !strings.Contains(text, "The game is abandoned: alice timed out 2 times in a row.") {
		t.Errorf("board does not say who timed out:\n%s", text)
	}
	if strings.Contains(text, "bob timed out") {
		t.Errorf("board blames bob, who timed out once:\n%s", text)
	}
}

// TestAbandonedBoardWaitsOnNobody: the last board of an abandoned game
// says it is over instead of whose turn it was, and mentions nobody.
func TestAbandonedBoardWaitsOnNobody(t *testing.T) {
	text := abandonedBlingo(t)
	if strings.Contains(text, "to roll") || strings.Contains(text, "<@") {
		t.Errorf("the abandoned board still calls a player to move:\n%s", text)
	}
	if !strings.Contains(text, "Game abandoned: nobody wins.") {
		t.Errorf("the abandoned board does not say the game is over:\n%s", text)
	}
}

// TestAbandonedBoardAgainHasNoControls: /game board after an abandoned
// game reposts its last board without a move to press, and /game board
// text:true shows the same board instead of denying there was a game.
func TestAbandonedBoardAgainHasNoControls(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.command("alice", "play qwinto", map[string]string{"timeouts": "1", "on_timeouts": "abandon"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	now = now.Add(25 * time.Hour)
	if ex, err := mg.Expire(context.Background(), "chan"); err != nil || !ex.Abandoned {
		t.Fatalf("not abandoned: %v", err)
	}
	r := d.command("bob", "game board", nil)
	if r.Board == nil {
		t.Fatalf("/game board after the abandonment: %q", reason(r))
	}
	msg := Boards.Draw(r.Board)
	for _, row := range msg.Components {
		for _, c := range row.(discordgo.ActionsRow).Components {
			if b, ok := c.(discordgo.Button); !ok || b.Label != "Text" {
				t.Errorf("the abandoned game's board offers %+v", c)
			}
		}
	}
	tr := d.command("bob", "game board", map[string]string{"text": "true"})
	if text := reason(tr) + tr.Message.Text; !strings.Contains(text, abandonedStatus.In(locale.English)) {
		t.Errorf("/game board text:true after the abandonment: %q", text)
	}
}
