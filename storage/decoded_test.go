package storage

import (
	"testing"

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
