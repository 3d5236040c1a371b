package session_test

import (
	"fmt"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// TestClockVoteMajority: a request to pause passes once more than half of
// the seated humans agree, not at half: at 2, 3, 4 and 5 humans it takes
// 2, 2, 3 and 3, and one fewer leaves the clock running.
func TestClockVoteMajority(t *testing.T) {
	for _, tt := range []struct{ humans, need int }{{2, 2}, {3, 2}, {4, 3}, {5, 3}} {
		t.Run(fmt.Sprint(tt.humans, " humans"), func(t *testing.T) {
			mg, _ := newManager(t)
			openLobby(t, mg)
			for i := 2; i <= tt.humans; i++ {
				if _, err := mg.Join(ctx, "c", session.Player{User: fmt.Sprint(i), Name: fmt.Sprint("P", i)}); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := mg.Start(ctx, "c", "1"); err != nil {
				t.Fatal(err)
			}
			// The guests agree first, the host last.
			for agree := 1; agree <= tt.need; agree++ {
				user := fmt.Sprint(agree%tt.humans + 1)
				m, tally, err := mg.AskClock(ctx, "c", user, "pause", 0, agree == 1)
				if err != nil {
					t.Fatalf("agreement %d (user %s): %v", agree, user, err)
				}
				if tally.Agree != agree || tally.Humans != tt.humans {
					t.Errorf("agreement %d: tally %d of %d", agree, tally.Agree, tally.Humans)
				}
				if passed := agree == tt.need; tally.Passed != passed || m.Paused != passed {
					t.Fatalf("%d of %d agree: passed %v, paused %v; want %v", agree, tt.humans, tally.Passed, m.Paused, passed)
				}
			}
		})
	}
}

// TestClockVoteLeavesResignedOut: a player who resigned has no say: their
// agreement is refused and the majority is of the humans still playing
// (of four, one resigned: two agree and the game is paused).
func TestClockVoteLeavesResignedOut(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	for _, u := range []string{"2", "3", "4"} {
		if _, err := mg.Join(ctx, "c", session.Player{User: u, Name: "P" + u}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Resign(ctx, "c", "4"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := mg.AskClock(ctx, "c", "4", "pause", 0, true); err == nil {
		t.Error("a resigned player's request to pause was taken")
	}
	if _, _, err := mg.AskClock(ctx, "c", "2", "pause", 0, true); err != nil {
		t.Fatal(err)
	}
	m, tally, err := mg.AskClock(ctx, "c", "3", "pause", 0, false)
	if err != nil || !tally.Passed || !m.Paused || tally.Humans != 3 {
		t.Fatalf("two of the three players left agree: %v, tally %+v, paused %v", err, tally, m != nil && m.Paused)
	}
}
