package bot

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// earlier is a listing that also lists the messages before one.
type earlier struct {
	listing
	before string
	older  []Listed
}

func (e *earlier) ListBefore(_ context.Context, _, before string, _ int) ([]Listed, error) {
	e.before = before
	return e.older, nil
}

// TestRetireStaleBeforeTheRecordedBoard: at the start, the app's live
// messages just before a recently changed match's recorded board (a stop
// came between the new board's record and the old one's retirement) lose
// their buttons; other people's and retired messages stay as they are.
func TestRetireStaleBeforeTheRecordedBoard(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ctx := context.Background()
	mg := session.NewManager(session.NewMemStore())
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: session.Player{User: "a", Name: "a"}}); err != nil {
		t.Fatal(err)
	}
	m, err := mg.Get(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	if err := mg.SetBoard(ctx, "c", m.Version, m.Version, "board"); err != nil {
		t.Fatal(err)
	}
	tr := &earlier{older: []Listed{{ID: "stale", Mine: true, Live: true}, {ID: "retired", Mine: true}, {ID: "theirs", Live: true}}}
	b := New(mg, commands.NewRouter(mg, log), tr, log, Options{})
	b.Scheduler().retireStale(ctx, nil)
	if tr.before != "board" || !slices.Equal(tr.edited, []string{"stale"}) {
		t.Fatalf("listed before %q, retired %v; want before the board, the stale one retired", tr.before, tr.edited)
	}
}

// TestRetireStaleBeforeTheFinalBoardShown: in a channel where the start
// posted a final board owed and no match is open, the app's live
// messages before that final board (one a stop kept from being known as
// shown, posted again) lose their buttons; a channel of no final posted
// is not read.
func TestRetireStaleBeforeTheFinalBoardShown(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ctx := context.Background()
	mg := session.NewManager(session.NewMemStore())
	if err := mg.FinalPosted(ctx, "c", "m1", "final"); err != nil {
		t.Fatal(err)
	}
	tr := &earlier{older: []Listed{{ID: "stale", Mine: true, Live: true}, {ID: "theirs", Live: true}}}
	b := New(mg, commands.NewRouter(mg, log), tr, log, Options{})
	b.Scheduler().retireStale(ctx, nil)
	if tr.before != "" || len(tr.edited) != 0 {
		t.Fatalf("with no final posted, listed before %q and retired %v", tr.before, tr.edited)
	}
	b.Scheduler().retireStale(ctx, []string{"c"})
	if tr.before != "final" || !slices.Equal(tr.edited, []string{"stale"}) {
		t.Fatalf("listed before %q, retired %v; want before the final board, the stale one retired", tr.before, tr.edited)
	}
}
