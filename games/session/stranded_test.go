package session_test

import (
	"context"
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// crashingStore fails the writes of bot moves while crash is set, as a
// bot process killed between a player's move and the bots' replies.
type crashingStore struct {
	session.Store
	crash bool
}

var errKilled = errors.New("killed")

func (s *crashingStore) Put(ctx context.Context, m *session.Match, steps ...*session.Step) error {
	for _, step := range steps {
		if s.crash && step != nil && step.User == "" && step.Seat >= 0 {
			return errKilled
		}
	}
	return s.Store.Put(ctx, m, steps...)
}

// TestPlayStranded: a match left waiting for a bot by a stop between a
// player's move and the bot's reply gets its bot moves from
// PlayStranded, once; a match waiting for a human gets none.
func TestPlayStranded(t *testing.T) {
	store := &crashingStore{Store: session.NewMemStore()}
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{1, 2} }))
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice(), Bots: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	if _, out, err := mg.PlayStranded(ctx, "c"); err != nil || out != nil {
		t.Fatalf("a match waiting for its player: %v, %+v", err, out)
	}

	store.crash = true
	for i := 0; ; i++ {
		if i > 200 {
			t.Fatal("the bot never had to answer")
		}
		m, _ := mg.Get(ctx, "c")
		st, _ := m.Decode()
		_, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: st.Default(st.Actors()[0])})
		if errors.Is(err, errKilled) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	stranded, _ := mg.Get(ctx, "c")
	st, _ := stranded.Decode()
	if !botMustAct(stranded, st.Actors()) {
		t.Fatalf("after the crash seats %v must act, want the bot among them", st.Actors())
	}

	store.crash = false
	before, out, err := mg.PlayStranded(ctx, "c")
	if err != nil || out == nil || len(out.Steps) == 0 {
		t.Fatalf("PlayStranded: %v, %+v", err, out)
	}
	if before.Version != stranded.Version || out.Match.Version != stranded.Version+int64(len(out.Steps)) {
		t.Fatalf("versions: before %d, stranded %d, after %d with %d steps", before.Version, stranded.Version, out.Match.Version, len(out.Steps))
	}
	for _, s := range out.Steps {
		if s.User != "" || !stranded.Players[s.Seat].Bot {
			t.Fatalf("a step not of the bot: %+v", s)
		}
	}
	after, _ := mg.Get(ctx, "c")
	if st, _ := after.Decode(); after.Phase == session.Playing && botMustAct(after, st.Actors()) {
		t.Fatal("the bot must still move")
	}
	if _, out, err := mg.PlayStranded(ctx, "c"); err != nil || out != nil {
		t.Fatalf("a second PlayStranded: %v, %+v", err, out)
	}
}

func botMustAct(m *session.Match, actors []games.Seat) bool {
	for _, a := range actors {
		if m.Players[a].Bot {
			return true
		}
	}
	return false
}
