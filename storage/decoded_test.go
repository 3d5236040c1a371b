package storage

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// TestDecodedMatchesAnswersCopies decodes the same record twice and wants
// equal matches that are not the same memory: a caller changing its match
// must not change what the cache hands the next caller.
func TestDecodedMatchesAnswersCopies(t *testing.T) {
	var d decodedMatches
	rec := []byte(`{"id":"m1","channel":"c1","game":"qwinto","players":[{"user":"u1","name":"A"}],"phase":"playing","version":3,"state":"AQID"}`)
	first, err := d.decode("c1", rec)
	if err != nil {
		t.Fatal(err)
	}
	first.Players[0].Name = "changed"
	first.State[0] = 9
	first.Version = 99
	second, err := d.decode("c1", rec)
	if err != nil {
		t.Fatal(err)
	}
	if second.Players[0].Name != "A" || second.State[0] != 1 || second.Version != 3 {
		t.Fatalf("second decode sees the first caller's changes: %+v", second)
	}
}

// TestDecodedMatchesFollowsTheBytes wants a changed record decoded anew,
// and a corrupt one refused, never answered from the cache.
func TestDecodedMatchesFollowsTheBytes(t *testing.T) {
	var d decodedMatches
	for i, tc := range []struct {
		rec     string
		version int64
		wantErr bool
	}{
		{`{"id":"m1","channel":"c1","version":3}`, 3, false},
		{`{"id":"m1","channel":"c1","version":4}`, 4, false},
		{`{"id":"m1","channel":"c1","version":4`, 0, true},
		{`{"id":"m1","channel":"c1","version":4}`, 4, false},
	} {
		m, err := d.decode("c1", []byte(tc.rec))
		if (err != nil) != tc.wantErr {
			t.Fatalf("step %d: err %v, want error %v", i, err, tc.wantErr)
		}
		if err == nil && m.Version != tc.version {
			t.Fatalf("step %d: version %d, want %d", i, m.Version, tc.version)
		}
	}
	var none *session.Match
	if m, err := d.decode("c2", nil); err != nil || m != none {
		t.Fatalf("missing record: %v, %v", m, err)
	}
}

// TestWritesKeepWhatTheRecordDecodesTo plays a match on a database (its
// times with monotonic readings, an empty slice that JSON omits), records
// boards, and after each move and each board wants the kept match to be
// exactly what the stored record decodes to.
func TestWritesKeepWhatTheRecordDecodesTo(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	m := &session.Match{ID: "m1", Guild: "g", Channel: "c1", Game: "qwinto", Host: "u1",
		Players: []session.Player{{User: "u1", Name: "A <&> é"}}, Phase: session.Lobby, Version: 1,
		Options: games.Options{"x": "y"}, Moved: []int64{},
		Created: time.Now(), Updated: time.Now()}
	m.Due = time.Now().Add(time.Hour).In(time.FixedZone("X", 3600))
	check := func(what string) {
		t.Helper()
		var raw []byte
		if err := db.bolt.View(func(tx *bbolt.Tx) error {
			raw = bytes.Clone(tx.Bucket(bucketOpen).Get([]byte("c1")))
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		kept, ok := db.decoded.byChannel["c1"]
		if !ok || !bytes.Equal(kept.raw, raw) {
			t.Fatalf("%s: the stored record is not the one kept", what)
		}
		fresh, err := decodeMatch([]byte("c1"), raw, "test")
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(kept.match, fresh) {
			t.Fatalf("%s: kept match\n%+v\ndecodes as\n%+v", what, kept.match, fresh)
		}
	}
	for v := int64(1); v <= 4; v++ {
		m.Version, m.Updated = v, time.Now()
		if err := db.Put(ctx, m, nil); err != nil {
			t.Fatal(err)
		}
		check(fmt.Sprint("move to version ", v))
		if err := db.SetBoard(ctx, "c1", v, v, fmt.Sprint("msg-", v)); err != nil {
			t.Fatal(err)
		}
		check(fmt.Sprint("board of version ", v))
		m.BoardMessage, m.BoardVersion = fmt.Sprint("msg-", v), v
	}
}
