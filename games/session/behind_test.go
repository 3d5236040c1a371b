package session_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// TestBotsBehind: when the bot's reply to a move is not written, Play
// returns ErrBotsBehind with the outcome of what was: the match and the
// state both at the player's move, not at the bot's that failed.
func TestBotsBehind(t *testing.T) {
	store := &crashingStore{Store: session.NewMemStore()}
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{1, 2} }))
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice(), Bots: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	store.crash = true
	for i := 0; ; i++ {
		if i > 200 {
			t.Fatal("the bot never had to answer")
		}
		m, _ := mg.Get(ctx, "c")
		st, _ := m.Decode()
		out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: st.Default(st.Actors()[0])})
		if err == nil {
			continue
		}
		if !errors.Is(err, session.ErrBotsBehind) || !errors.Is(err, errKilled) {
			t.Fatalf("Play: %v, want ErrBotsBehind wrapping the store's error", err)
		}
		stored, _ := mg.Get(ctx, "c")
		if out == nil || out.Match.Version != m.Version+1 || stored.Version != m.Version+1 || len(out.Steps) != 1 {
			t.Fatalf("outcome %+v, stored v%d; want the player's step alone at v%d", out, stored.Version, m.Version+1)
		}
		enc, err := out.State.Encode()
		if err != nil || !bytes.Equal(enc, stored.State) {
			t.Fatal("the outcome's state is not the stored one: it shows the bot's move that failed")
		}
		return
	}
}
