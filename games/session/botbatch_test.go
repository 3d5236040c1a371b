package session_test

import (
	"context"
	"testing"

	_ "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/games/session"
)

// countingStore counts the Puts and the steps they carry.
type countingStore struct {
	session.Store
	puts, steps int
}

func (s *countingStore) Put(ctx context.Context, m *session.Match, steps ...*session.Step) error {
	s.puts++
	s.steps += len(session.Written(steps))
	return s.Store.Put(ctx, m, steps...)
}

// TestBotsAnswerInOnePut: a player's move that several bots answer is two
// Puts, the player's and the bots' together, and the log holds every
// step the outcome reports.
func TestBotsAnswerInOnePut(t *testing.T) {
	store := &countingStore{Store: session.NewMemStore()}
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice(), Bots: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	answered := 0
	for range 60 {
		m, err := mg.Get(ctx, "c")
		if err != nil {
			break // the match ended
		}
		st, _ := m.Decode()
		store.puts, store.steps = 0, 0
		out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: st.Default(st.Actors()[0])})
		if err != nil {
			t.Fatal(err)
		}
		if store.steps != len(out.Steps) {
			t.Fatalf("the outcome has %d steps, the store got %d", len(out.Steps), store.steps)
		}
		if len(out.Steps) > 2 {
			answered++
			if store.puts != 2 {
				t.Fatalf("%d steps in %d Puts; want the player's and the bots' (2)", len(out.Steps), store.puts)
			}
		}
		log, err := store.Log(ctx, out.Match.ID)
		if err != nil || log[len(log)-1].Version != out.Match.Version {
			t.Fatalf("log ends at %v, %v; want the outcome's version %d", log[len(log)-1].Version, err, out.Match.Version)
		}
	}
	if answered == 0 {
		t.Fatal("no move was answered by more than one bot move")
	}
}
