package commands

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestCatchupFromTheLastMove: the catch-up starts after the asker's last
// own move, not an earlier one: none of their own moves is listed, nor
// anything that happened before their last move, and its time is the one
// the heading gives.
func TestCatchupFromTheLastMove(t *testing.T) {
	d, now := catchupTable(t, "3")
	step := func(user, notation string) {
		*now = now.Add(time.Minute)
		d.move(user, notation)
	}
	step("alice", "roll red yellow")
	step("alice", "skip")
	step("bob", "skip")
	step("carol", "skip")
	step("bob", "roll red")
	step("alice", "skip")
	last := *now
	step("bob", "skip")
	step("carol", "skip")
	step("carol", "roll blue")
	got := reason(d.command("alice", "game catchup", nil))
	if want := fmt.Sprintf("Since your last move (<t:%d:R>):\n", last.Unix()); !strings.HasPrefix(got, want) {
		t.Errorf("catch-up does not start at alice's last move (%s):\n%s", want, got)
	}
	for _, absent := range []string{"\n- alice:", "bob: roll red", "bob: skip · roll"} {
		if strings.Contains(got, absent) {
			t.Errorf("catch-up lists %q, from before alice's last move:\n%s", absent, got)
		}
	}
	for _, want := range []string{"\n- bob: skip (-5 points)\n", "\n- carol: skip · roll blue (dice "} {
		if !strings.Contains(got, want) {
			t.Errorf("catch-up lacks %q:\n%s", want, got)
		}
	}
	if n := strings.Count(got, "\n- "); n != 2 {
		t.Errorf("%d lines of steps, want 2 (bob's skip, carol's skip and roll):\n%s", n, got)
	}
}

// TestCatchupTimeoutIsNotOwnMove: a move played for the asker when their
// time ran out is not their last move: the catch-up starts at the move
// they played themselves and tells the timeout.
func TestCatchupTimeoutIsNotOwnMove(t *testing.T) {
	d, now := catchupTable(t, "3")
	d.move("alice", "roll red yellow")
	own := *now
	*now = now.Add(25 * time.Hour)
	if _, err := d.matches.Expire(context.Background(), "chan"); err != nil {
		t.Fatal(err)
	}
	d.move("bob", "roll red")
	got := reason(d.command("alice", "game catchup", nil))
	for _, want := range []string{
		fmt.Sprintf("Since your last move (<t:%d:R>):\n", own.Unix()),
		"\n- Time ran out for alice; played for them: ",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("catch-up lacks %q:\n%s", want, got)
		}
	}
}
