package session_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	_ "github.com/quintetbot/quintet/games/all"
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

// againstTwoBots returns a manager on store with a Qwinto match in channel
// c, alice against two bots, started.
func againstTwoBots(t *testing.T, store session.Store) *session.Manager {
	t.Helper()
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice(), Bots: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	return mg
}

// TestBotsAnswerInOnePut: a player's move and the bots' answers to it are
// one Put, and the log holds every step the outcome reports.
func TestBotsAnswerInOnePut(t *testing.T) {
	store := &countingStore{Store: session.NewMemStore()}
	mg := againstTwoBots(t, store)
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
			if store.puts != 1 {
				t.Fatalf("%d steps in %d Puts; want one", len(out.Steps), store.puts)
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

// refusingStore refuses every Put once full, and before that every Put
// that carries a bot's step when botsFail is set.
type refusingStore struct {
	session.Store
	full, botsFail bool
}

var errFull = errors.New("disk full")

func (s *refusingStore) Put(ctx context.Context, m *session.Match, steps ...*session.Step) error {
	bots := slices.ContainsFunc(steps, func(st *session.Step) bool { return st != nil && st.User == "" })
	if s.full || s.botsFail && bots {
		return errFull
	}
	return s.Store.Put(ctx, m, steps...)
}

// TestMoveStoredAloneWhenItsAnswerIsNot: when the Put of a move and its
// answers fails, the move is stored alone and Play says the bots are
// behind; when that fails too, Play fails and the match is unchanged.
func TestMoveStoredAloneWhenItsAnswerIsNot(t *testing.T) {
	store := &refusingStore{Store: session.NewMemStore()}
	mg := againstTwoBots(t, store)
	play := func() (*session.Match, *session.Outcome, error) {
		m, err := mg.Get(ctx, "c")
		if err != nil {
			t.Fatal(err)
		}
		st, _ := m.Decode()
		out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: st.Default(st.Actors()[0])})
		return m, out, err
	}
	store.full = true
	before, out, err := play()
	if !errors.Is(err, errFull) || out != nil {
		t.Fatalf("Play on a full disk = %+v, %v; want no outcome and the disk's error", out, err)
	}
	if m, _ := mg.Get(ctx, "c"); m.Version != before.Version {
		t.Fatalf("match at v%d after a failed move, want v%d", m.Version, before.Version)
	}
	store.full, store.botsFail = false, true
	for range 20 {
		before, out, err = play()
		if err == nil {
			continue // no bot answered this one
		}
		if !errors.Is(err, session.ErrBotsBehind) || len(out.Steps) != 1 || out.Match.Version != before.Version+1 {
			t.Fatalf("Play whose answer fails = %+v, %v; want the move alone and ErrBotsBehind", out, err)
		}
		if m, _ := mg.Get(ctx, "c"); m.Version != before.Version+1 {
			t.Fatalf("match at v%d, want v%d: the move alone", m.Version, before.Version+1)
		}
		return
	}
	t.Fatal("no move was answered by a bot")
}

// TestStartAndResignAnsweredInOnePut: a start that bots answer at once,
// and a resign after which the bots play on, are one Put each.
func TestStartAndResignAnsweredInOnePut(t *testing.T) {
	started, resigned := false, false
	for seed := uint64(1); seed <= 40 && !(started && resigned); seed++ {
		store := &countingStore{Store: session.NewMemStore()}
		mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{seed, 9} }))
		game := []string{"qwinto", "quingo", "cinqo", "blingo", "quinientos"}[seed%5]
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: game, Host: alice(), Bots: 2}); err != nil {
			t.Fatal(err)
		}
		if _, err := mg.Join(ctx, "c", bob()); err != nil {
			t.Fatal(err)
		}
		store.puts = 0
		out, err := mg.Start(ctx, "c", "1")
		if err != nil {
			t.Fatal(err)
		}
		if store.puts != 1 {
			t.Fatalf("seed %d: a start of %d steps took %d Puts", seed, len(out.Steps), store.puts)
		}
		started = started || len(out.Steps) > 1
		store.puts = 0
		out, err = mg.Resign(ctx, "c", "1")
		if err != nil {
			t.Fatal(err)
		}
		if store.puts != 1 {
			t.Fatalf("seed %d: a resign of %d steps took %d Puts", seed, len(out.Steps), store.puts)
		}
		resigned = resigned || len(out.Steps) > 1
	}
	if !started || !resigned {
		t.Fatalf("bots answered a start: %v, a resign: %v; want both seen", started, resigned)
	}
}

// timedAgainstTwoBots is againstTwoBots with a ten-minute turn time, on a
// clock the test moves.
func timedAgainstTwoBots(t *testing.T, store session.Store, seed uint64) (*session.Manager, *fakeClock) {
	t.Helper()
	clock := &fakeClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	mg := session.NewManager(store, session.WithClock(clock.Now),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{seed, 4} }))
	req := session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice(), Bots: 2,
		Timing: session.Timing{TurnTime: 10 * time.Minute}}
	if _, err := mg.Open(ctx, req); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	return mg, clock
}

// TestTimeoutAnsweredInOnePut: a turn's timeout moves and the bots'
// answers to them are one Put, and the log holds every step the expiry
// reports.
func TestTimeoutAnsweredInOnePut(t *testing.T) {
	answered := false
	for seed := uint64(1); seed <= 10 && !answered; seed++ {
		store := &countingStore{Store: session.NewMemStore()}
		mg, clock := timedAgainstTwoBots(t, store, seed)
		clock.now = clock.now.Add(11 * time.Minute)
		store.puts, store.steps = 0, 0
		ex, err := mg.Expire(ctx, "c")
		if err != nil || ex.Kind != session.TimedOut {
			t.Fatalf("seed %d: Expire = %+v, %v; want a timeout", seed, ex, err)
		}
		out := ex.Outcome
		if store.puts != 1 || store.steps != len(out.Steps) {
			t.Fatalf("seed %d: %d steps in %d Puts of %d steps; want one Put of them all", seed, len(out.Steps), store.puts, store.steps)
		}
		log, err := store.Log(ctx, out.Match.ID)
		if err != nil || log[len(log)-1].Version != out.Match.Version {
			t.Fatalf("seed %d: log ends at %v, %v; want the outcome's version %d", seed, log[len(log)-1].Version, err, out.Match.Version)
		}
		answered = len(out.Steps) > 1 && out.Steps[0].Timeout && !out.Steps[len(out.Steps)-1].Timeout
	}
	if !answered {
		t.Fatal("no timeout was answered by a bot")
	}
}

// TestTimeoutNotStoredLeavesTheMatch: when the Put of a timeout fails,
// Expire fails and the match is as it was, its deadline still due.
func TestTimeoutNotStoredLeavesTheMatch(t *testing.T) {
	store := &refusingStore{Store: session.NewMemStore()}
	mg, clock := timedAgainstTwoBots(t, store, 1)
	before, err := mg.Get(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	clock.now = clock.now.Add(11 * time.Minute)
	store.full = true
	if ex, err := mg.Expire(ctx, "c"); !errors.Is(err, errFull) {
		t.Fatalf("Expire on a full disk = %+v, %v; want the disk's error", ex, err)
	}
	m, err := mg.Get(ctx, "c")
	if err != nil || m.Version != before.Version || m.Wake.After(clock.now) {
		t.Fatalf("after a failed timeout the match is at v%d waking %v (%v); want v%d, due", m.Version, m.Wake, err, before.Version)
	}
	store.full = false
	if ex, err := mg.Expire(ctx, "c"); err != nil || ex.Kind != session.TimedOut {
		t.Fatalf("Expire once the disk has room = %+v, %v; want the timeout", ex, err)
	}
}
