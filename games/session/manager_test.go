package session_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/games/session"
)

var ctx = context.Background()

func newManager(t *testing.T) (*session.Manager, *session.MemStore) {
	t.Helper()
	store := session.NewMemStore()
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(store,
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{1, 2} }))
	return mg, store
}

func alice() session.Player { return session.Player{User: "1", Name: "Alice"} }
func bob() session.Player   { return session.Player{User: "2", Name: "Bob"} }

func openLobby(t *testing.T, mg *session.Manager) *session.Match {
	t.Helper()
	m, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice()})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestLobby(t *testing.T) {
	mg, _ := newManager(t)
	m := openLobby(t, mg)
	if m.Version != 1 || m.Phase != session.Lobby || len(m.Players) != 1 {
		t.Fatalf("new lobby: %+v", m)
	}
	if _, err := mg.Open(ctx, session.OpenRequest{Channel: "c", Game: "qwinto", Host: bob()}); !errors.Is(err, session.ErrChannelBusy) {
		t.Fatalf("second lobby: %v", err)
	}
	m, err := mg.Join(ctx, "c", bob())
	if err != nil || m.Version != 2 || len(m.Players) != 2 {
		t.Fatalf("join: %v %+v", err, m)
	}
	if _, err := mg.Join(ctx, "c", bob()); !errors.Is(err, session.ErrAlreadySeated) {
		t.Fatalf("join twice: %v", err)
	}
	if _, err := mg.AddBot(ctx, "c", "2"); !errors.Is(err, session.ErrNotHost) {
		t.Fatalf("bot by guest: %v", err)
	}
	if _, err := mg.Start(ctx, "c", "2"); !errors.Is(err, session.ErrNotHost) {
		t.Fatalf("start by guest: %v", err)
	}
	m, err = mg.Leave(ctx, "c", "1")
	if err != nil || m.Host != "2" || len(m.Players) != 1 {
		t.Fatalf("host leaves: %v %+v", err, m)
	}
	m, err = mg.Leave(ctx, "c", "2")
	if err != nil || m.Phase != session.Cancelled {
		t.Fatalf("last leaves: %v %+v", err, m)
	}
	if _, err := mg.Get(ctx, "c"); !errors.Is(err, session.ErrNoMatch) {
		t.Fatalf("cancelled lobby still open: %v", err)
	}
}

func TestTableFull(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	for range 5 {
		if _, err := mg.AddBot(ctx, "c", "1"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mg.Join(ctx, "c", bob()); !errors.Is(err, session.ErrTableFull) {
		t.Fatalf("seventh seat: %v", err)
	}
}

func TestCancelPermissions(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	mg.Join(ctx, "c", bob())
	if _, err := mg.Cancel(ctx, "c", "2", false); !errors.Is(err, session.ErrNotHost) {
		t.Fatalf("guest cancels: %v", err)
	}
	m, err := mg.Cancel(ctx, "c", "2", true)
	if err != nil || m.Phase != session.Cancelled {
		t.Fatalf("manager cancels: %v", err)
	}
}

// play drives a match to its end with every human seat playing the default
// policy, and returns the last outcome.
func playOut(t *testing.T, mg *session.Manager, users []string) *session.Outcome {
	t.Helper()
	m, _ := mg.Get(ctx, "c")
	st, err := m.Decode()
	if err != nil {
		t.Fatal(err)
	}
	var out *session.Outcome
	for i := 0; !st.Result().Over; i++ {
		if i > 5000 {
			t.Fatal("game does not end")
		}
		seat := st.Actors()[0]
		out, err = mg.Play(ctx, session.PlayRequest{Channel: "c", User: users[seat], Move: st.Default(seat), Version: m.Version})
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		m, st = out.Match, out.State
	}
	return out
}

func TestPlayToTheEnd(t *testing.T) {
	mg, store := newManager(t)
	openLobby(t, mg)
	mg.Join(ctx, "c", bob())
	start, err := mg.Start(ctx, "c", "1")
	if err != nil {
		t.Fatal(err)
	}
	if start.Match.Phase != session.Playing || start.Steps[0].Move != "start" {
		t.Fatalf("start: %+v", start.Steps)
	}
	out := playOut(t, mg, []string{"1", "2"})
	if out.Match.Phase != session.Finished || out.Match.Result == nil || !out.Match.Result.Over {
		t.Fatalf("end: %+v", out.Match)
	}
	if _, err := mg.Get(ctx, "c"); !errors.Is(err, session.ErrNoMatch) {
		t.Fatal("finished match still open")
	}
	arch, err := store.Archived(ctx, out.Match.ID)
	if err != nil || arch.Version != out.Match.Version {
		t.Fatalf("archive: %v", err)
	}
	log, _ := store.Log(ctx, out.Match.ID)
	if int64(len(log)) != out.Match.Version-2 {
		t.Fatalf("log has %d steps for version %d (open and join write no step)", len(log), out.Match.Version)
	}
	checkReplay(t, arch, log)
}

// checkReplay replays a log without the generator and compares states.
func checkReplay(t *testing.T, m *session.Match, log []session.Step) {
	t.Helper()
	rules, _ := m.Rules()
	rp := games.NewReplay(log[0].Draws)
	st, err := rules.New(m.Options, len(m.Players), rp)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range log[1:] {
		if st, err = st.Apply(s.Seat, s.Move, games.NewReplay(s.Draws)); err != nil {
			t.Fatalf("replay %+v: %v", s, err)
		}
	}
	b, _ := st.Encode()
	if string(b) != string(m.State) {
		t.Fatal("replayed log does not reproduce the stored state")
	}
}

func TestStaleVersion(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	mg.Join(ctx, "c", bob())
	out, _ := mg.Start(ctx, "c", "1")
	v := out.Match.Version
	out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: "roll red", Version: v})
	if err != nil {
		t.Fatal(err)
	}
	// The roll began a new turn: the board drawn before it is stale.
	before := out.Match
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "2", Move: "skip", Version: v}); !errors.Is(err, session.ErrStale) {
		t.Fatalf("move on the pre-roll board: %v", err)
	}
	after, _ := mg.Get(ctx, "c")
	if after.Version != before.Version || string(after.State) != string(before.State) {
		t.Fatal("a stale move changed the match")
	}
	// Within the turn, Bob's controls stay valid after Alice decides.
	vRoll := before.Version
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: "skip", Version: vRoll}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "2", Move: "skip", Version: vRoll}); err != nil {
		t.Fatalf("Bob's move drawn in the same turn: %v", err)
	}
}

func TestRefusedMoveChangesNothing(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	mg.Join(ctx, "c", bob())
	mg.Start(ctx, "c", "1")
	before, _ := mg.Get(ctx, "c")
	for _, req := range []session.PlayRequest{
		{Channel: "c", User: "2", Move: "roll red"},
		{Channel: "c", User: "1", Move: "roll purple"},
		{Channel: "c", User: "3", Move: "roll red"},
		{Channel: "c", User: "1", Move: ""},
	} {
		if _, err := mg.Play(ctx, req); err == nil {
			t.Fatalf("%+v accepted", req)
		}
	}
	after, _ := mg.Get(ctx, "c")
	if after.Version != before.Version {
		t.Fatal("refused moves changed the version")
	}
}

func TestBotsPlay(t *testing.T) {
	mg, _ := newManager(t)
	m, err := mg.Open(ctx, session.OpenRequest{Channel: "c", Game: "qwinto", Host: alice(), Bots: 2})
	if err != nil || len(m.Players) != 3 {
		t.Fatalf("open with bots: %v", err)
	}
	mg.Start(ctx, "c", "1")
	out := playOut(t, mg, []string{"1", "", ""})
	if out.Match.Phase != session.Finished {
		t.Fatal("game with bots did not finish")
	}
}

func TestResign(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	mg.Join(ctx, "c", bob())
	mg.Start(ctx, "c", "1")
	out, err := mg.Resign(ctx, "c", "2")
	if err != nil || !out.Match.Players[1].Bot {
		t.Fatalf("resign: %v", err)
	}
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "2", Move: "skip"}); !errors.Is(err, session.ErrResigned) || !errors.Is(err, session.ErrNotSeated) {
		t.Fatalf("resigned player moves: %v; want ErrResigned, an ErrNotSeated", err)
	}
	if _, err := mg.Resign(ctx, "c", "2"); !errors.Is(err, session.ErrResigned) {
		t.Fatalf("resigned player resigns again: %v; want ErrResigned", err)
	}
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "3", Move: "skip"}); !errors.Is(err, session.ErrNotSeated) || errors.Is(err, session.ErrResigned) {
		t.Fatalf("a stranger moves: %v; want ErrNotSeated alone", err)
	}
	out, err = mg.Resign(ctx, "c", "1")
	if err != nil || out.Match.Phase != session.Cancelled {
		t.Fatalf("last human resigns: %v", err)
	}
}

func TestSerializedPerChannel(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	mg.Join(ctx, "c", bob())
	out, _ := mg.Start(ctx, "c", "1")
	v := out.Match.Version
	errs := make(chan error, 8)
	for range 8 {
		go func() {
			_, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: "roll red", Version: v})
			errs <- err
		}()
	}
	ok := 0
	for range 8 {
		if err := <-errs; err == nil {
			ok++
		}
	}
	if ok != 1 {
		t.Fatalf("%d of 8 concurrent clicks on one board played", ok)
	}
}
