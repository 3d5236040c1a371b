package bot

import (
	"context"
	"fmt"
	"github.com/quintetbot/quintet/bot/boardlife"
	"io"
	"log/slog"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// channelLog is a Transport over one channel's messages, in order, each
// live (with buttons) until it is retired. While killed is set, a post
// reaches the channel but its caller hears only errKilled, as a bot
// killed between posting a board and recording it.
type channelLog struct {
	ids    []string
	live   map[string]bool
	killed bool
}

func (c *channelLog) Post(context.Context, string, *render.Message) (string, error) {
	if c.live == nil {
		c.live = map[string]bool{}
	}
	id := fmt.Sprintf("m%d", len(c.ids)+1)
	c.ids, c.live[id] = append(c.ids, id), true
	if c.killed {
		return "", errKilled
	}
	return id, nil
}

func (c *channelLog) Edit(_ context.Context, _, id string, m *render.Message) error {
	if m == nil {
		delete(c.live, id)
	}
	return nil
}

func (c *channelLog) List(_ context.Context, _, after string, limit int) ([]Listed, error) {
	var out []Listed
	for _, id := range c.ids[slices.Index(c.ids, after)+1:] {
		out = append(out, Listed{ID: id, Mine: true, Live: c.live[id]})
	}
	return out[:min(len(out), limit)], nil
}

// TestStrayOfARedrawnVersion: a board that goes out after the match moved
// on (a move's, or a deadline's) shows the match as it stands; the move
// that moved it then posts its own board, a new message for its ping,
// showing that same version. A stop between that post and its record
// leaves a message with buttons after the recorded board, which the next
// start retires: the redrawn board did not record the version it was not
// made for, so the match still owes a board and the start looks for
// strays.
func TestStrayOfARedrawnVersion(t *testing.T) {
	for _, tt := range []struct {
		name  string
		first func(t *testing.T, b *Bot, board *boardlife.Board)
	}{
		{"a move's board", func(t *testing.T, b *Bot, board *boardlife.Board) {
			b.QueueBoard("c", &PendingBoard{Board: board}, "i1", "u", nil)
		}},
		{"a deadline's board", func(t *testing.T, b *Bot, board *boardlife.Board) {
			if err := b.postBoard(context.Background(), board); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) { strayOfARedrawnVersion(t, tt.first) })
	}
}

func strayOfARedrawnVersion(t *testing.T, first func(*testing.T, *Bot, *boardlife.Board)) {
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mg, started := soloQwintoOnBoard(t, "m1")
	v := started.Match.Version
	tr := &channelLog{ids: []string{"m1"}, live: map[string]bool{"m1": true}}
	b := New(mg, commands.NewRouter(mg, log), tr, log, Options{})

	// A move answered, its board not queued yet (as Bot.Answer leaves
	// it), while the board of the move before goes out: that board shows
	// the match as it stands.
	moved, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "u", Move: started.State.Default(0)})
	if err != nil {
		t.Fatal(err)
	}
	b.boards.expect("c")
	first(t, b, &boardlife.Board{
		Channel: "c", Version: v, Match: started.Match.ID, Previous: "m1",
		Message: &render.Message{Content: "before the move"},
	})
	// The move's own board, a new message, posted and then the stop.
	tr.killed = true
	b.QueueBoard("c", &PendingBoard{Board: &boardlife.Board{
		Channel: "c", Version: moved.Match.Version, Match: started.Match.ID, Previous: "m1", New: true,
		Message: &render.Message{Content: "the move's board"},
	}, answered: "c"}, "i2", "u", nil)
	if len(tr.ids) != 2 || !tr.live["m2"] {
		t.Fatalf("messages %v, live %v: want the move's board posted as m2", tr.ids, tr.live)
	}

	tr.killed = false
	next := New(mg, commands.NewRouter(mg, log), tr, log, Options{})
	next.Scheduler().Repair(ctx)
	if tr.live["m2"] {
		m, _ := mg.Get(ctx, "c")
		t.Fatalf("the board posted before the stop keeps its buttons after the start (match at %d, board %s recorded at %d)",
			m.Version, m.BoardMessage, m.BoardVersion)
	}
	if !tr.live["m1"] {
		t.Fatal("the recorded board was retired")
	}
}

// TestRedrawnBoardRecordedWhenNothingComes: a board redrawn past its own
// version while no board of the channel is on its way (the match moved on
// without one, as a timeout's may) is recorded at the version it shows,
// so that the match owes no board.
func TestRedrawnBoardRecordedWhenNothingComes(t *testing.T) {
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mg, started := soloQwintoOnBoard(t, "m1")
	v := started.Match.Version
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "u", Move: started.State.Default(0)}); err != nil {
		t.Fatal(err)
	}
	tr := &channelLog{ids: []string{"m1"}, live: map[string]bool{"m1": true}}
	b := New(mg, commands.NewRouter(mg, log), tr, log, Options{})
	b.QueueBoard("c", &PendingBoard{Board: &boardlife.Board{
		Channel: "c", Version: v, Match: started.Match.ID, Previous: "m1",
		Message: &render.Message{Content: "before the move"},
	}}, "i1", "u", nil)
	if m, _ := mg.Get(ctx, "c"); m.BoardMessage != "m1" || m.BoardVersion != m.Version {
		t.Fatalf("board %s recorded at %d, match at %d: want m1 at the match's version", m.BoardMessage, m.BoardVersion, m.Version)
	}
}

// soloQwintoOnBoard starts user u's solo Qwinto match in channel c of a
// memory store, its board recorded as message board at its version.
func soloQwintoOnBoard(t *testing.T, board string) (*session.Manager, *session.Outcome) {
	t.Helper()
	ctx := context.Background()
	store := session.NewMemStore()
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: session.Player{User: "u", Name: "U"}}); err != nil {
		t.Fatal(err)
	}
	started, err := mg.Start(ctx, "c", "u")
	if err != nil {
		t.Fatal(err)
	}
	v := started.Match.Version
	if err := store.SetBoard(ctx, "c", v, v, board); err != nil {
		t.Fatal(err)
	}
	return mg, started
}
