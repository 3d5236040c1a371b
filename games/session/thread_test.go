package session_test

import (
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// startedInThread opens and starts a two-player match in thread "t" of
// channel "c".
func startedInThread(t *testing.T, mg *session.Manager) *session.Match {
	t.Helper()
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "t", Parent: "c", Game: "qwinto", Host: alice()}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Join(ctx, "t", bob()); err != nil {
		t.Fatal(err)
	}
	out, err := mg.Start(ctx, "t", "1")
	if err != nil {
		t.Fatal(err)
	}
	return out.Match
}

func TestShutThreadHoldsTheClockAndReopenRestartsIt(t *testing.T) {
	mg, _ := newManager(t)
	m := startedInThread(t, mg)
	if m.Thread.Parent != "c" {
		t.Fatalf("parent %q, want c", m.Thread.Parent)
	}
	left := m.Due.Sub(m.Updated)
	shut, changed, err := mg.ShutThread(ctx, "t", "")
	if err != nil || !changed {
		t.Fatalf("shut: changed %v, %v", changed, err)
	}
	if !shut.Paused || !shut.Thread.Shut || !shut.Thread.Held || !shut.Wake.IsZero() {
		t.Fatalf("shut thread: paused %v shut %v held %v wake %v", shut.Paused, shut.Thread.Shut, shut.Thread.Held, shut.Wake)
	}
	if _, changed, err := mg.ShutThread(ctx, "t", ""); changed || err != nil {
		t.Fatalf("shut twice: changed %v, %v", changed, err)
	}
	open, changed, err := mg.ReopenThread(ctx, "t")
	if err != nil || !changed {
		t.Fatalf("reopen: changed %v, %v", changed, err)
	}
	if open.Paused || open.Thread.Shut || open.Thread.Held || open.Due.IsZero() {
		t.Fatalf("reopened: %+v %+v", open.Timing, open.Thread)
	}
	// What was left of the turn is kept, to the clock's tick.
	if got := open.Due.Sub(open.Updated); got < left-5*time.Second || got > left {
		t.Fatalf("turn left after reopening %v, want about %v", got, left)
	}
	if _, changed, err := mg.ReopenThread(ctx, "t"); changed || err != nil {
		t.Fatalf("reopen twice: changed %v, %v", changed, err)
	}
}

func TestShutThreadKeepsAPauseByHand(t *testing.T) {
	mg, _ := newManager(t)
	startedInThread(t, mg)
	if _, err := mg.Pause(ctx, "t", "1", false); err != nil {
		t.Fatal(err)
	}
	if _, _, err := mg.ShutThread(ctx, "t", ""); err != nil {
		t.Fatal(err)
	}
	m, _, err := mg.ReopenThread(ctx, "t")
	if err != nil {
		t.Fatal(err)
	}
	if !m.Paused {
		t.Fatal("reopening the thread restarted a clock paused by hand")
	}
}

func TestShutThreadAfterAResumeByHand(t *testing.T) {
	mg, _ := newManager(t)
	startedInThread(t, mg)
	if _, _, err := mg.ShutThread(ctx, "t", ""); err != nil {
		t.Fatal(err)
	}
	resumed, err := mg.Resume(ctx, "t", "1", false)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := mg.ReopenThread(ctx, "t")
	if err != nil {
		t.Fatal(err)
	}
	if !m.Due.Equal(resumed.Due) || m.Paused {
		t.Fatalf("reopening moved a running clock: due %v, was %v", m.Due, resumed.Due)
	}
}

func TestShutThreadOfALobbyRecordsItsParent(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg) // in channel "c", opened without a thread
	m, changed, err := mg.ShutThread(ctx, "c", "p")
	if err != nil || !changed {
		t.Fatalf("shut: changed %v, %v", changed, err)
	}
	if m.Thread.Parent != "p" || m.Paused || m.Thread.Held {
		t.Fatalf("lobby in a shut thread: %+v paused %v", m.Thread, m.Paused)
	}
	if _, _, err := mg.ShutThread(ctx, "nowhere", "p"); err == nil {
		t.Fatal("shut a thread without a match: no error")
	}
}

func TestRematchStaysInItsThread(t *testing.T) {
	mg, _ := newManager(t)
	old := &session.Match{Guild: "g", Channel: "t", Game: "qwinto", Phase: session.Finished,
		Players: []session.Player{alice(), bob()}, Thread: session.ThreadInfo{Parent: "c"}}
	m, _, err := mg.Rematch(ctx, old, alice())
	if err != nil {
		t.Fatal(err)
	}
	if m.Channel != "t" || m.Thread.Parent != "c" {
		t.Fatalf("rematch in %q of %q, want thread t of c", m.Channel, m.Thread.Parent)
	}
}
