package session

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	_ "github.com/quintetbot/quintet/games/qwinto"
)

// TestDecodeFollowsTheBytes decodes a match's state, moves it on, and
// wants each Decode to give the state its bytes encode, whether kept or
// decoded anew.
func TestDecodeFollowsTheBytes(t *testing.T) {
	rules, err := games.Lookup("qwinto")
	if err != nil {
		t.Fatal(err)
	}
	st, err := rules.New(nil, 2, gametest.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	r := gametest.Seeded(2)
	for range 20 {
		data, err := st.Encode()
		if err != nil {
			t.Fatal(err)
		}
		m := &Match{ID: "m", Game: "qwinto", State: data}
		for round := range 2 {
			got, err := m.Decode()
			if err != nil {
				t.Fatal(err)
			}
			if enc, _ := got.Encode(); string(enc) != string(data) {
				t.Fatalf("round %d: Decode gave a state encoding to other bytes", round)
			}
		}
		s := st.Actors()[0]
		if st, err = st.Apply(s, st.Default(s), r); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := (&Match{ID: "m", Game: "qwinto", State: []byte("not a state")}).Decode(); err == nil {
		t.Fatal("corrupt state decoded")
	}
}

// TestStateCacheBounded fills one game's cache past its bound and wants
// it emptied, not grown.
func TestStateCacheBounded(t *testing.T) {
	var c stateCache
	for i := range maxStatesPerGame + 10 {
		c.put("g", []byte{byte(i), byte(i >> 8)}, nil)
	}
	if n := len(c.byGame["g"]); n > maxStatesPerGame {
		t.Fatalf("%d states kept, bound %d", n, maxStatesPerGame)
	}
}
