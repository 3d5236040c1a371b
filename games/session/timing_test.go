package session_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// fakeClock is a clock that moves only when told.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time          { return c.now }
func (c *fakeClock) Advance(d time.Duration) { c.now = c.now.Add(d) }

// timedMatch starts a qwinto match between Alice and Bob with a 10-minute
// turn and returns the manager, its store and its clock.
func timedMatch(t *testing.T, timing session.Timing) (*session.Manager, *session.MemStore, *fakeClock) {
	t.Helper()
	return timedGame(t, "qwinto", timing)
}

// timedGame is timedMatch for another game.
func timedGame(t *testing.T, game string, timing session.Timing) (*session.Manager, *session.MemStore, *fakeClock) {
	t.Helper()
	store := session.NewMemStore()
	clock := &fakeClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	mg := session.NewManager(store, session.WithClock(clock.Now),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{1, 2} }))
	if timing.TurnTime == 0 {
		timing.TurnTime = 10 * time.Minute
	}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: game, Host: alice(), Timing: timing}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Join(ctx, "c", bob()); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	return mg, store, clock
}

func expire(t *testing.T, mg *session.Manager) *session.Expiry {
	t.Helper()
	ex, err := mg.Expire(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

func wantWake(t *testing.T, store *session.MemStore, want time.Time) {
	t.Helper()
	ds, _ := store.Due(ctx, session.Forever, 0)
	switch {
	case want.IsZero() && len(ds) != 0:
		t.Fatalf("deadlines %+v, want none", ds)
	case !want.IsZero() && (len(ds) != 1 || !ds[0].At.Equal(want)):
		t.Fatalf("deadlines %+v, want one at %v", ds, want)
	}
}

func TestReminderTimeoutTakeover(t *testing.T) {
	mg, store, clock := timedMatch(t, session.Timing{})
	t0 := clock.Now()
	wantWake(t, store, t0.Add(5*time.Minute))
	clock.Advance(time.Minute)
	if ex := expire(t, mg); ex.Kind != session.NothingDue {
		t.Fatalf("before the reminder: %+v", ex)
	}
	clock.Advance(4 * time.Minute)
	ex := expire(t, mg)
	if ex.Kind != session.Reminded || !slices.Equal(ex.Waiting, []games.Seat{0}) {
		t.Fatalf("reminder: kind %d waiting %v", ex.Kind, ex.Waiting)
	}
	wantWake(t, store, t0.Add(10*time.Minute))
	if ex := expire(t, mg); ex.Kind != session.NothingDue {
		t.Fatalf("reminder twice: %+v", ex)
	}
	clock.Advance(5 * time.Minute)
	ex = expire(t, mg)
	if ex.Kind != session.TimedOut || !slices.Equal(ex.Late, []games.Seat{0}) || len(ex.Outcome.Steps) == 0 {
		t.Fatalf("timeout: kind %d late %v", ex.Kind, ex.Late)
	}
	// Nobody moves: every turn times out, the reminders being dropped,
	// until each seat has timed out three times in a row: the first to
	// get there is handed to a bot; the last, whom a bot would leave no
	// human to play with, is not, and the game is abandoned.
	counts := map[games.Seat]int{0: 1}
	taken := map[games.Seat]bool{}
	for i := 0; !ex.Abandoned; i++ {
		if i > 20 {
			t.Fatalf("no takeover after %d timeouts: %v", i, counts)
		}
		clock.Advance(10 * time.Minute)
		ex = expire(t, mg)
		if ex.Kind != session.TimedOut {
			t.Fatalf("turn %d: kind %d", i, ex.Kind)
		}
		for _, s := range ex.Late {
			counts[s]++
		}
		for _, s := range ex.TakenOver {
			if counts[s] != 3 {
				t.Fatalf("%s taken over after %d timeouts", s, counts[s])
			}
			taken[s] = true
		}
		if ex.Abandoned && (len(taken) != 1 || len(ex.TakenOver) != 0) {
			t.Fatalf("abandoned with %d seats taken over, %v in its last turn", len(taken), ex.TakenOver)
		}
	}
	for s, p := range ex.Outcome.Match.Players {
		if p.Bot != taken[games.Seat(s)] {
			t.Fatalf("after the abandonment seat %d is a bot: %v", s, p.Bot)
		}
	}
	wantWake(t, store, time.Time{})
}

// TestEveryoneTimingOutAbandons: when every human runs out of time for
// the last time in one turn, the game is abandoned and no seat is handed
// to a bot, so nothing announces a bot that never plays.
func TestEveryoneTimingOutAbandons(t *testing.T) {
	mg, _, clock := timedMatch(t, session.Timing{MaxTimeouts: 1})
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: "roll red"}); err != nil {
		t.Fatal(err)
	}
	clock.Advance(11 * time.Minute)
	ex := expire(t, mg)
	if !slices.Equal(ex.Late, []games.Seat{0, 1}) || !ex.Abandoned || len(ex.TakenOver) != 0 {
		t.Fatalf("both time out: late %v, abandoned %v, taken over %v", ex.Late, ex.Abandoned, ex.TakenOver)
	}
	m := ex.Outcome.Match
	if m.Phase != session.Cancelled || m.Players[0].Bot || m.Players[1].Bot || m.Players[0].BotSince != 0 {
		t.Fatalf("the abandoned match: %s, players %+v", m.Phase, m.Players)
	}
	if got := session.TimeoutSummary(m); got != "{seat:0} timed out, {seat:1} timed out" {
		t.Fatalf("why: %q", got)
	}
}

func TestOwnMoveResetsTimeouts(t *testing.T) {
	mg, _, clock := timedMatch(t, session.Timing{MaxTimeouts: 2})
	clock.Advance(10 * time.Minute)
	expire(t, mg) // Alice's turn times out; Bob decides, then rolls
	m, _ := mg.Get(ctx, "c")
	if m.Timeouts[0] != 1 {
		t.Fatalf("timeouts after hers: %v", m.Timeouts)
	}
	for i := 0; i < 5; i++ {
		st, _ := m.Decode()
		seat := st.Actors()[0]
		out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: m.Players[seat].User, Move: st.Default(seat)})
		if err != nil {
			t.Fatal(err)
		}
		if m = out.Match; seat == 0 {
			break
		}
	}
	if m.Timeouts[0] != 0 {
		t.Fatalf("timeouts after her own move: %v", m.Timeouts)
	}
}

func TestAbandonAfterTimeouts(t *testing.T) {
	mg, _, clock := timedMatch(t, session.Timing{MaxTimeouts: 1, OnTimeouts: session.Abandon})
	clock.Advance(10 * time.Minute)
	ex := expire(t, mg)
	if !ex.Abandoned || ex.Outcome.Match.Phase != session.Cancelled {
		t.Fatalf("abandon: %+v", ex)
	}
	rec, changed, ok := session.Tally(ex.Outcome.Match, func(string) session.Standing { return session.Standing{} })
	if !ok || !rec.Abandoned || len(changed) != 0 || rec.Summary != "abandoned: {seat:0} timed out" || len(rec.Seats) != 2 {
		t.Fatalf("record of the abandoned match: ok %v, %+v, changed %+v", ok, rec, changed)
	}
}

func TestSeveralDeciders(t *testing.T) {
	mg, store, clock := timedMatch(t, session.Timing{})
	m, _ := mg.Get(ctx, "c")
	out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: "roll red", Version: m.Version})
	if err != nil {
		t.Fatal(err)
	}
	if got := out.State.Actors(); len(got) != 2 {
		t.Fatalf("after the roll, actors %v; want both", got)
	}
	turn := clock.Now()
	clock.Advance(time.Minute)
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: out.State.Default(0)}); err != nil {
		t.Fatal(err)
	}
	wantWake(t, store, turn.Add(5*time.Minute)) // the turn's clock runs on
	clock.Advance(4 * time.Minute)
	ex := expire(t, mg)
	if ex.Kind != session.Reminded || !slices.Equal(ex.Waiting, []games.Seat{1}) {
		t.Fatalf("reminder: kind %d waiting %v; want Bob only", ex.Kind, ex.Waiting)
	}
	clock.Advance(5 * time.Minute)
	ex = expire(t, mg)
	if ex.Kind != session.TimedOut || !slices.Equal(ex.Late, []games.Seat{1}) {
		t.Fatalf("timeout: kind %d late %v; want Bob only", ex.Kind, ex.Late)
	}
}

func TestPauseResumeExtend(t *testing.T) {
	mg, store, clock := timedMatch(t, session.Timing{})
	if _, err := mg.Pause(ctx, "c", "2", false); err == nil {
		t.Fatal("a guest paused")
	}
	clock.Advance(2 * time.Minute)
	if _, err := mg.Pause(ctx, "c", "2", true); err != nil {
		t.Fatal(err)
	}
	wantWake(t, store, time.Time{})
	clock.Advance(72 * time.Hour)
	if ex := expire(t, mg); ex.Kind != session.NothingDue {
		t.Fatalf("paused match expired: %+v", ex)
	}
	if _, err := mg.Resume(ctx, "c", "1", false); err != nil {
		t.Fatal(err)
	}
	// 8 minutes were left: the reminder is due in 3.
	wantWake(t, store, clock.Now().Add(3*time.Minute))
	if _, err := mg.Extend(ctx, "c", "1", false, time.Hour); err != nil {
		t.Fatal(err)
	}
	wantWake(t, store, clock.Now().Add(time.Hour+3*time.Minute))
	if _, err := mg.Extend(ctx, "c", "1", false, 15*24*time.Hour); err == nil {
		t.Fatal("extended by 15 days")
	}
}

func TestMoveRacesDeadline(t *testing.T) {
	mg, _, clock := timedMatch(t, session.Timing{})
	clock.Advance(11 * time.Minute)
	// The deadline has passed, but the move comes first.
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: "roll red"}); err != nil {
		t.Fatal(err)
	}
	if ex := expire(t, mg); ex.Kind != session.NothingDue {
		t.Fatalf("deadline acted after the move: kind %d late %v", ex.Kind, ex.Late)
	}
}

// TestTakeoverIsAResignation: a seat handed to a bot after timeouts is
// marked with the turn the bot took it from, and the finished match
// counts it as resigned there, whatever the bot made of it.
func TestTakeoverIsAResignation(t *testing.T) {
	mg, _, clock := timedMatch(t, session.Timing{MaxTimeouts: 1})
	m, _ := mg.Get(ctx, "c")
	out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: "roll red", Version: m.Version})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: out.State.Default(0)}); err != nil {
		t.Fatal(err)
	}
	clock.Advance(10 * time.Minute)
	ex := expire(t, mg)
	if !slices.Equal(ex.TakenOver, []games.Seat{1}) {
		t.Fatalf("taken over %v, want Bob", ex.TakenOver)
	}
	m = ex.Outcome.Match
	for i := 0; m.Phase == session.Playing && i < 500; i++ {
		st, _ := m.Decode()
		out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: st.Default(0), Version: m.Version})
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		m = out.Match
	}
	bob := m.Players[1]
	if bob.BotSince < 1 || bob.BotSince > m.Turns || bob.SeatNote() == "" {
		t.Fatalf("Bob %+v after %d turns; want the turn of the takeover", bob, m.Turns)
	}
	rec, _, ok := session.Tally(m, func(string) session.Standing { return session.Standing{} })
	if !ok || rec.Seats[1].Won || rec.Seats[1].Place != 2 || !rec.Seats[0].Won {
		t.Fatalf("record %+v; want Alice the winner, Bob placed last", rec)
	}
}

// TestTimeoutPlaysTheWholeTurn: one timeout plays the rest of the seat's
// turn by the game's timeout policy and counts once: the Qwinto roller's
// roll and failed throw, a Cinq-O seat's rolls and placings, a Blingo
// placement (its roll is automatic).
func TestTimeoutPlaysTheWholeTurn(t *testing.T) {
	for game, least := range map[string]int{"qwinto": 2, "cinqo": 2, "blingo": 1} {
		t.Run(game, func(t *testing.T) {
			mg, _, clock := timedGame(t, game, session.Timing{})
			clock.Advance(10 * time.Minute)
			ex := expire(t, mg)
			if !slices.Equal(ex.Late, []games.Seat{0}) {
				t.Fatalf("late %v, want Alice", ex.Late)
			}
			var moves []games.Move
			for _, s := range ex.Outcome.Steps {
				if s.Seat == 0 && s.Timeout {
					moves = append(moves, s.Move)
				}
			}
			m := ex.Outcome.Match
			st, _ := m.Decode()
			if len(moves) < least || slices.Contains(st.Actors(), 0) || m.Timeouts[0] != 1 {
				t.Fatalf("played %v for Alice, actors now %v, timeouts %v; want her whole turn for one timeout",
					moves, st.Actors(), m.Timeouts)
			}
		})
	}
}

// TestRejoinAfterTakeover: a player whose seat a bot took over is told so
// when they try to move, may take it back, and then plays it again; the
// takeover still counts.
func TestRejoinAfterTakeover(t *testing.T) {
	mg, _, clock := timedMatch(t, session.Timing{MaxTimeouts: 1})
	if _, err := mg.Rejoin(ctx, "c", "1"); !errors.Is(err, session.ErrNotTakenOver) {
		t.Fatalf("rejoin before any takeover: %v", err)
	}
	clock.Advance(10 * time.Minute)
	m := expire(t, mg).Outcome.Match // Alice's turn times out: a bot has her seat
	if m.Phase != session.Playing || !m.Players[0].Bot {
		t.Fatalf("after Alice's timeout: %s, %+v", m.Phase, m.Players[0])
	}
	_, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: "skip"})
	if !errors.Is(err, session.ErrBotSeat) || !strings.Contains(err.Error(), "since turn 1") {
		t.Fatalf("Alice moving for her bot: %v", err)
	}
	m, err = mg.Rejoin(ctx, "c", "1")
	if err != nil {
		t.Fatal(err)
	}
	if p := m.Players[0]; p.Bot || !p.Forfeited() || p.BackSince == 0 || m.Timeouts[0] != 0 || m.BotHolds("1") != nil {
		t.Fatalf("after rejoining: %+v, timeouts %v", p, m.Timeouts)
	}
	if _, err := mg.Rejoin(ctx, "c", "1"); !errors.Is(err, session.ErrNotTakenOver) {
		t.Fatalf("rejoin twice: %v", err)
	}
	// Bob decides; then Alice, back, must decide on his roll herself.
	for i := 0; i < 4 && !slices.Contains(m.Waiting(), 0); i++ {
		st, _ := m.Decode()
		out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "2", Move: st.Default(1)})
		if err != nil {
			t.Fatal(err)
		}
		m = out.Match
	}
	if !slices.Contains(m.Waiting(), 0) {
		t.Fatalf("Alice is not waited for after rejoining: %+v", m.Players)
	}
}
