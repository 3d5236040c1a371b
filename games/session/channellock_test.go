package session_test

import (
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// TestLockIsTheManagersLock: a caller holding a channel's lock with
// Manager.Lock runs the Manager's calls for that channel under its hold,
// while a call made without its context waits for the release; another
// channel is not held.
func TestLockIsTheManagersLock(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	held, unlock := mg.Lock(ctx, "c")
	if _, err := mg.Join(held, "c", bob()); err != nil {
		t.Fatalf("join under the caller's hold: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice()})
		done <- err
	}()
	if _, err := mg.Open(held, session.OpenRequest{Guild: "g", Channel: "d", Game: "qwinto", Host: alice()}); err != nil {
		t.Fatalf("another channel with a held context: %v", err)
	}
	select {
	case err := <-done:
		t.Fatalf("a call without the hold's context ran while the lock was held (%v)", err)
	default:
	}
	unlock()
	if err := <-done; err == nil {
		t.Fatal("opened a second match in a busy channel")
	}
}
