package discord_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/storage"
)

// discard is a transport and an exchange that keep nothing.
type discard struct{ n int }

func (d *discard) Respond(context.Context, *commands.Request, commands.Response) error { return nil }
func (d *discard) Post(context.Context, string, *render.Message) (string, error) {
	d.n++
	return "m" + string(rune('0'+d.n%10)), nil
}
func (d *discard) Edit(context.Context, string, string, *render.Message) error { return nil }
func (d *discard) Defer(context.Context, *commands.Request, bool) error        { return nil }
func (d *discard) List(context.Context, string, string, int) ([]bot.Listed, error) {
	return nil, nil
}

// BenchmarkTypedMove measures the whole path of a typed Qwinto move with
// two bots at the table: routing, the session (load, apply, bot moves,
// store), rendering the board with its PNG, and delivery to a sink that
// keeps nothing, through the board's life with no board interval; in memory and on a bbolt file (fsync per move).
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
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	sink := &discard{}
	life := bot.New(mg, commands.NewRouter(mg, log), sink, log, bot.Options{})
	ctx := context.Background()
	do := func(user, path string, opts map[string]string) {
		r := &commands.Request{Kind: commands.KindCommand, Channel: "c", Guild: "g", User: commands.User{ID: user, Name: user}, Command: path, Options: opts}
		if err := life.Serve(ctx, bot.Interaction{Request: r, Exchange: sink, Received: time.Now()}); err != nil {
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
