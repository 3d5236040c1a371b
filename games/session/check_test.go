package session_test

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// checkingStore fails the test on every match a Manager writes that its
// own Check refuses.
type checkingStore struct {
	session.Store
	t *testing.T
}

func (s checkingStore) Put(ctx context.Context, m *session.Match, steps ...*session.Step) error {
	if err := m.Check(); err != nil {
		s.t.Errorf("the manager wrote a match Check refuses (version %d, %s): %v", m.Version, m.Phase, err)
	}
	return s.Store.Put(ctx, m, steps...)
}

// TestCheckAcceptsWhatTheManagerWrites: every version of a match, from
// its lobby through joins, a bot, its start and every move to its end,
// passes Check.
func TestCheckAcceptsWhatTheManagerWrites(t *testing.T) {
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(checkingStore{session.NewMemStore(), t},
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{1, 2} }))
	_, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice(),
		Timing: session.Timing{TurnTime: time.Hour, OnTimeouts: session.Abandon}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Join(ctx, "c", bob()); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.AddBot(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	m, _ := mg.Get(ctx, "c")
	users := make([]string, len(m.Players))
	for i, p := range m.Players {
		users[i] = p.User
	}
	if out := playOut(t, mg, users); out.Match.Phase != session.Finished {
		t.Fatalf("match ended %s", out.Match.Phase)
	}
}

// TestCheckRefuses: each forged match or setting is refused with a
// reason that names what is wrong.
func TestCheckRefuses(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	if _, err := mg.Join(ctx, "c", bob()); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	playing, _ := mg.Get(ctx, "c")
	if err := playing.Check(); err != nil {
		t.Fatalf("a match in play: %v", err)
	}
	tests := []struct {
		name  string
		forge func(m *session.Match)
		want  string
	}{
		{"unknown game", func(m *session.Match) { m.Game = "chess" }, "chess"},
		{"unknown option", func(m *session.Match) { m.Options = map[string]string{"turbo": "1"} }, "turbo"},
		{"version 0", func(m *session.Match) { m.Version = 0 }, "version 0"},
		{"version 2^63-1", func(m *session.Match) { m.Version = math.MaxInt64 }, "version"},
		{"turn time -1h", func(m *session.Match) { m.TurnTime = -time.Hour }, "turn time"},
		{"turn time 2^63-1ns", func(m *session.Match) { m.TurnTime = math.MaxInt64 }, "turn time"},
		{"on_timeouts", func(m *session.Match) { m.OnTimeouts = "explode" }, "on_timeouts"},
		{"no generator", func(m *session.Match) { m.RNG = nil }, "generator"},
		{"broken generator", func(m *session.Match) { m.RNG = []byte{1, 2, 3} }, "generator"},
		{"one user twice", func(m *session.Match) { m.Players[1] = m.Players[0] }, "holds seats 1 and 2"},
		{"seven seats", func(m *session.Match) {
			for range 5 {
				m.Players = append(m.Players, session.Player{Name: "Bot", Bot: true})
			}
		}, "full"},
		{"no seats in play", func(m *session.Match) { m.Players = nil }, "not enough players"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := playing.Clone()
			tt.forge(m)
			if err := m.Check(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Check: %v, want a refusal with %q", err, tt.want)
			}
		})
	}
	for _, d := range []time.Duration{-time.Hour, 0, 1, time.Minute, 14 * 24 * time.Hour, 15 * 24 * time.Hour, math.MaxInt64} {
		err := session.GuildSettings{TurnTime: d}.Check()
		if ok := d == 0 || session.CheckTurnTime(d) == nil; ok != (err == nil) {
			t.Errorf("settings with turn time %v: %v", d, err)
		}
	}
}
