package bot

import (
	"context"
	"io"
	"log/slog"
	"testing"

	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// racingStore lists the open matches, then runs after once, as moves
// answered while the scheduler starts would.
type racingStore struct {
	*session.MemStore
	after func()
}

func (r *racingStore) OpenMatches(ctx context.Context) ([]*session.Match, error) {
	ms, err := r.MemStore.OpenMatches(ctx)
	if f := r.after; f != nil {
		r.after = nil
		f()
	}
	return ms, err
}

// sentBoards counts what reaches the channel.
type sentBoards struct{ posts, edits int }

func (s *sentBoards) Post(context.Context, string, *render.Message) (string, error) {
	s.posts++
	return "posted", nil
}

func (s *sentBoards) Edit(context.Context, string, string, *render.Message) error {
	s.edits++
	return nil
}

// TestOwedBoardReadAfresh: a board owed at start is drawn from the match
// as it is when it goes out. When moves answered meanwhile have drawn
// their own board, nothing is sent: the start's list of open matches
// would have drawn a past turn with live buttons.
func TestOwedBoardReadAfresh(t *testing.T) {
	ctx := context.Background()
	store := &racingStore{MemStore: session.NewMemStore()}
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: session.Player{User: "a", Name: "A"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Join(ctx, "c", session.Player{User: "b", Name: "B"}); err != nil {
		t.Fatal(err)
	}
	out, err := mg.Start(ctx, "c", "a")
	if err != nil {
		t.Fatal(err)
	}
	v := out.Match.Version
	if err := store.SetBoard(ctx, "c", v, v, "board-1"); err != nil {
		t.Fatal(err)
	}
	// A move whose board a stop kept from going out: a board is owed.
	if out, err = mg.Play(ctx, session.PlayRequest{Channel: "c", User: "a", Move: "roll red"}); err != nil {
		t.Fatal(err)
	}
	store.after = func() {
		out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "a", Move: out.State.Default(0)})
		if err != nil {
			t.Error(err)
			return
		}
		v := out.Match.Version
		if err := store.SetBoard(ctx, "c", v, v, "board-2"); err != nil {
			t.Error(err)
		}
	}
	sent := &sentBoards{}
	s := NewScheduler(mg, sent, nil, SystemClock{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	s.playStranded(ctx)
	if sent.posts+sent.edits != 0 {
		t.Errorf("%d posts and %d edits at start; want none, the board being drawn", sent.posts, sent.edits)
	}
}
