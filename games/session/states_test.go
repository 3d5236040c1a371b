package session

import (
	"fmt"
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

// TestStateCacheBounded fills the cache past its bound and wants it
// emptied, not grown.
func TestStateCacheBounded(t *testing.T) {
	var c stateCache
	for i := range maxStates + 10 {
		c.put(string(rune(i)), "g", []byte{byte(i), byte(i >> 8)}, nil)
	}
	if n := len(c.byMatch); n > maxStates {
		t.Fatalf("%d states kept, bound %d", n, maxStates)
	}
}

// TestStateCacheKeepsEveryMatch moves more matches than a cache by bytes
// kept states for, each many times, and wants each match's current state
// still kept: a bot with thousands of channels must not decode each
// move's state anew.
func TestStateCacheKeepsEveryMatch(t *testing.T) {
	var c stateCache
	const matches = 2000
	for move := range 5 {
		for i := range matches {
			c.put(fmt.Sprint("m", i), "g", []byte{byte(move), byte(i), byte(i >> 8)}, nil)
		}
	}
	for i := range matches {
		if _, ok := c.get(fmt.Sprint("m", i), "g", []byte{4, byte(i), byte(i >> 8)}); !ok {
			t.Fatalf("match m%d: its current state is not kept", i)
		}
		if _, ok := c.get(fmt.Sprint("m", i), "g", []byte{3, byte(i), byte(i >> 8)}); ok {
			t.Fatalf("match m%d: a state other than its bytes' is given", i)
		}
		if _, ok := c.get(fmt.Sprint("m", i), "h", []byte{4, byte(i), byte(i >> 8)}); ok {
			t.Fatalf("match m%d: a state of another game is given", i)
		}
	}
}
