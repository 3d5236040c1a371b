package storage

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

func TestHistoryKeyOrder(t *testing.T) {
	t0 := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	keys := [][]byte{
		historyKey("g1", t0, "z"),
		historyKey("g1", t0.Add(time.Nanosecond), "a"),
		historyKey("g1", t0.Add(time.Second), "a"),
		historyKey("g1", t0.Add(time.Hour).In(time.FixedZone("x", -5*3600)), "a"),
		historyKey("g1", t0.AddDate(1, 0, 0), "a"),
		historyKey("g2", t0.AddDate(-1, 0, 0), "a"),
	}
	for i := 1; i < len(keys); i++ {
		if bytes.Compare(keys[i-1], keys[i]) >= 0 {
			t.Errorf("%s sorts before %s", keys[i], keys[i-1])
		}
	}
	if got, want := string(keys[1]), "g1/2025-03-01T12:00:00.000000001Z/a"; got != want {
		t.Errorf("historyKey = %q, want %q", got, want)
	}
}

func TestHistoryIndex(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := t.Context()
	t0 := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	for i, ch := range []string{"c3", "c1", "c2"} {
		m := &session.Match{ID: ch + "-1", Guild: "g1", Channel: ch, Game: "qwinto", Phase: session.Lobby, Version: 1}
		if err := db.Put(ctx, m, nil); err != nil {
			t.Fatal(err)
		}
		if ch == "c2" {
			continue // still open: not in the history
		}
		m = m.Clone()
		m.Version, m.Phase, m.Updated = 2, session.Finished, t0.Add(time.Duration(i)*time.Minute)
		if err := db.Put(ctx, m, nil); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	err = db.bolt.View(func(tx *bbolt.Tx) error {
		c := tx.Bucket(bucketHistory).Cursor()
		for k, v := c.Seek([]byte("g1/")); k != nil && bytes.HasPrefix(k, []byte("g1/")); k, v = c.Next() {
			p, err := openSealed(k, v)
			if err != nil {
				return err
			}
			got = append(got, string(k)+"="+string(p))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"g1/2025-03-01T12:00:00.000000000Z/c3-1=qwinto",
		"g1/2025-03-01T12:01:00.000000000Z/c1-1=qwinto",
	}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("history of g1 = %q, want %q", got, want)
	}
}

func TestHistory(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := t.Context()
	t0 := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	finish := func(guild, ch string, at time.Duration) {
		m := &session.Match{ID: ch + "-1", Guild: guild, Channel: ch, Game: "qwinto", Phase: session.Lobby, Version: 1}
		if err := db.Put(ctx, m, nil); err != nil {
			t.Fatal(err)
		}
		m = m.Clone()
		m.Version, m.Phase, m.Updated = 2, session.Finished, t0.Add(at)
		if err := db.Put(ctx, m, nil); err != nil {
			t.Fatal(err)
		}
	}
	finish("g1", "a", time.Minute)
	finish("g2", "b", 2*time.Minute)
	finish("g1", "c", 3*time.Minute)
	finish("g0", "d", 4*time.Minute)
	finish("g1", "e", 0)
	ids := func(ms []*session.Match) (out []string) {
		for _, m := range ms {
			out = append(out, m.ID)
		}
		return out
	}
	for _, c := range []struct {
		guild string
		limit int
		want  string
	}{
		{"g1", 10, "c-1 a-1 e-1"},
		{"g1", 2, "c-1 a-1"},
		{"g2", 10, "b-1"},
		{"g0", 10, "d-1"},
		{"g", 10, ""},
		{"g3", 10, ""},
	} {
		got, err := db.History(ctx, c.guild, c.limit)
		if err != nil {
			t.Fatal(err)
		}
		if s := strings.Join(ids(got), " "); s != c.want {
			t.Errorf("History(%s, %d) = %q, want %q", c.guild, c.limit, s, c.want)
		}
	}
}
