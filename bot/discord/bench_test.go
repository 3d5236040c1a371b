package discord_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/storage"
)

// discard is a Sink that keeps nothing.
type discard struct{ n int }

func (d *discard) Respond(context.Context, *commands.Request, commands.Response) error { return nil }
func (d *discard) Post(context.Context, string, *render.Message) (string, error) {
	d.n++
	return "m" + string(rune('0'+d.n%10)), nil
}
func (d *discard) Edit(context.Context, string, string, *render.Message) error { return nil }

// BenchmarkTypedMove measures the whole path of a typed Qwinto move with
// two bots at the table: routing, the session (load, apply, bot moves,
// store), rendering the board with its PNG, and delivery to a sink that
// keeps nothing; in memory and on a bbolt file (fsync per move).
func BenchmarkTypedMove(b *testing.B) {
	b.Run("mem", func(b *testing.B) { benchMoves(b, session.NewMemStore()) })
	b.Run("bbolt", func(b *testing.B) {
		db, err := storage.Open(filepath.Join(b.TempDir(), "bench.db"))
		if err != nil {
			b.Fatal(err)
		}
		defer db.Close()
		benchMoves(b, db)
	})
}

func benchMoves(b *testing.B, store session.Store) {
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{5, 6} }))
	rt := commands.NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	sink := &discard{}
	ctx := context.Background()
	do := func(user, path string, opts map[string]string) {
		r := &commands.Request{Kind: commands.KindCommand, Channel: "c", Guild: "g", User: commands.User{ID: user, Name: user}, Command: path, Options: opts}
		if err := deliver(ctx, sink, mg.Store(), r, rt.Handle(ctx, r)); err != nil {
			b.Fatal(err)
		}
	}
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		m, err := mg.Get(ctx, "c")
		if err != nil {
			do("alice", "play qwinto", map[string]string{"bots": "2"})
			do("alice", "game start", nil)
			continue
		}
		st, _ := m.Decode()
		do("alice", "game move", map[string]string{"notation": string(st.Default(st.Actors()[0]))})
		moves++
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// deliver answers the interaction through sink and delivers its board at
// once (bot.Answer, then PendingBoard.Deliver): the work of a move without
// the board queue's pacing.
func deliver(ctx context.Context, sink bot.Sink, boards bot.BoardRecorder, r *commands.Request, reply *commands.Reply) error {
	pending, err := bot.Answer(ctx, sink, r, reply)
	if err != nil || pending == nil {
		return err
	}
	return pending.Deliver(ctx, sink, boards)
}
