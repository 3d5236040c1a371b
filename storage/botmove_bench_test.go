package storage_test

import (
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// BenchmarkMoveAnsweredByBots: a player's move in a Qwinto match against
// four bots, answered by all of them, on a file that syncs every commit
// (each iteration one move, a new match when one ends). Run it with
// -benchtime 2s or more: a move waits for fsyncs.
func BenchmarkMoveAnsweredByBots(b *testing.B) {
	db := openTest(b)
	mg := session.NewManager(db)
	ctx := b.Context()
	alice := session.Player{User: "u1", Name: "Alice"}
	open := func() {
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice, Bots: 4}); err != nil {
			b.Fatal(err)
		}
		if _, err := mg.Start(ctx, "c", "u1"); err != nil {
			b.Fatal(err)
		}
	}
	open()
	commits, _ := db.Written()
	for b.Loop() {
		m, err := mg.Get(ctx, "c")
		if err != nil {
			open()
			continue
		}
		st, err := m.Decode()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "u1", Move: st.Default(st.Actors()[0])}); err != nil {
			b.Fatal(err)
		}
	}
	c, _ := db.Written()
	b.ReportMetric(float64(c-commits)/float64(b.N), "commits/op")
}
