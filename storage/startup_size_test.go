//go:build size

package storage

import (
	"context"
	"flag"
	"fmt"
	"os"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/session"
)

var (
	bigOpen     = flag.Int("big.open", 10000, "open matches of the big file")
	bigFinished = flag.Int("big.finished", 100000, "finished matches of the big file")
	bigOut      = flag.String("big.out", "", "where to write the big file (default: a temporary one)")
	bigIdle     = flag.Duration("big.idle", time.Hour, "how long ago the open matches were last played: past their turn time (24h), every deadline is overdue at the start")
)

// bigTemplate is a match played by a session.Manager and its log, which
// TestSizeBigFile copies under new ids.
type bigTemplate struct {
	match *session.Match
	log   []session.Step
}

// playTemplates plays n solo Qwinto matches in
// memory: each to its end when finished, else for about half its moves.
func playTemplates(t *testing.T, n int, finished bool) []bigTemplate {
	ctx := context.Background()
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	store := session.NewMemStore()
	mg := session.NewManager(store, session.WithClock(func() time.Time { return now }))
	var out []bigTemplate
	for i := range n {
		ch := fmt.Sprint("t", i)
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: ch, Game: "qwinto",
			Host: session.Player{User: fmt.Sprint("u", i), Name: "U"}}); err != nil {
			t.Fatal(err)
		}
		o, err := mg.Start(ctx, ch, fmt.Sprint("u", i))
		if err != nil {
			t.Fatal(err)
		}
		st, m := o.State, o.Match
		for moves := 0; !st.Result().Over && (finished || moves < 12); moves++ {
			now = now.Add(time.Minute)
			o, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: fmt.Sprint("u", i), Move: st.Default(0)})
			if err != nil {
				t.Fatal(err)
			}
			st, m = o.State, o.Match
		}
		log, err := store.Log(ctx, m.ID)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, bigTemplate{m, log})
	}
	return out
}

// TestSizeBigFile writes a file of -big.open open and -big.finished
// finished solo Qwinto matches (copies of a few played
// ones under new ids, channels, players and 100 guilds), as a bot of that
// size has, for measuring the bot's start and memory on it:
//
//	go test -tags size -run TestSizeBigFile -v -timeout 30m ./storage/ -big.out /tmp/big.db
//
// With -big.idle 48h every open match's deadline is overdue, as after a
// long stop.
func TestSizeBigFile(t *testing.T) {
	path := *bigOut
	if path == "" {
		path = t.TempDir() + "/big.db"
	}
	os.Remove(path)
	db, err := Open(path, WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	start := time.Now()
	done := playTemplates(t, 16, true)
	open := playTemplates(t, 16, false)
	write := func(n int, from []bigTemplate, prefix string) {
		const perTx = 20000
		for lo := 0; lo < n; lo += perTx {
			err := db.bolt.Update(func(tx *bbolt.Tx) error {
				for i := lo; i < min(n, lo+perTx); i++ {
					tp := from[i%len(from)]
					m := tp.match.Clone()
					m.ID, m.Channel, m.Guild = fmt.Sprintf("%s%06d", prefix, i), fmt.Sprintf("c%s%06d", prefix, i), fmt.Sprintf("g%03d", i%100)
					// Discord ids: the fake refuses a mention of anything else.
					m.Players[0].User = fmt.Sprint(300000000000000000 + i%20000)
					m.Host = m.Players[0].User
					if m.Phase.Open() {
						// Its board went out, as a running bot's do:
						// a match without one has it posted at the start.
						m.BoardMessage, m.BoardVersion = fmt.Sprint(1300000000000000000+i), m.Version
					}
					shift := time.Duration(i) * time.Second
					if m.Phase.Open() {
						// Open matches were last played -big.idle ago:
						// within the hour by default, so that their
						// turn deadlines lie ahead, as in a running
						// bot's file; a day or more after a long stop.
						shift = -time.Until(m.Updated) - *bigIdle - time.Duration(i)*time.Millisecond
					}
					m.Created, m.Updated = m.Created.Add(shift), m.Updated.Add(shift)
					if !m.Wake.IsZero() {
						m.Wake = m.Wake.Add(shift)
					}
					if _, err := importMatch(tx, m, tp.log); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	write(*bigFinished, done, "f")
	write(*bigOpen, open, "o")
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d open and %d finished Qwinto matches in %v, file %.0f MB", path, *bigOpen, *bigFinished,
		time.Since(start).Round(time.Second), float64(st.Size())/1e6)
}
