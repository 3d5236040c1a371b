package games

import (
	"errors"
	"fmt"
	"testing"
)

func TestReason(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{fmt.Errorf("qwinto: %w: the red row must increase", ErrIllegalMove), "the red row must increase"},
		{fmt.Errorf("quinientos: %w: it is not your turn: wait for Bob", ErrNotYourTurn), "it is not your turn: wait for Bob"},
		{fmt.Errorf("x: %w: you said \"illegal move: 3\"", ErrBadNotation), "you said \"illegal move: 3\""},
		{errors.New("plain words"), "plain words"},
		{nil, ""},
	} {
		if got := Reason(c.err); got != c.want {
			t.Errorf("Reason(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}
