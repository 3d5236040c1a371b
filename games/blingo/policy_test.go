package blingo

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestDefault(t *testing.T) {
	tests := []struct {
		name  string
		board string
		dice  []int // nil: before the roll
		want  games.Move
	}{
		{name: "before the roll", board: empty, want: "roll"},
		{name: "nothing to place", board: noneLeft, dice: []int{2, 8}, want: "pass"},
		{name: "two markers beat one on an empty board", board: empty, dice: []int{2, 8}, want: "place 2 8"},
		{
			name: "a Blingo first: 28 completes column 6",
			board: `
. . . . . a . . . . .
. . . . . a . . . . .
. . . . . . . . . . .
. . . . . a . . . . .
. . . . . a . . . . .
. . . . . a . . . . .
. . . . . a . . . . .
. . . . . a . . . . .`,
			dice: []int{8, 2}, want: "place 28",
		},
		{
			name: "of two Blingos, the one that removes markers: 10, not 50",
			board: `
ab ab ab ab ab ab ab ab ab . ab
.  .  .  .  .  .  .  .  .  . .
.  .  .  .  .  .  .  .  .  . .
.  .  .  .  .  .  .  .  .  . .
a  a  a  a  a  .  a  a  a  a a
.  .  .  .  .  .  .  .  .  . .
.  .  .  .  .  .  .  .  .  . .
.  .  .  .  .  .  .  .  .  . .`,
			dice: []int{2, 8}, want: "place 10",
		},
		{
			name: "the line nearest a Blingo: 9 brings column 9 to 7 of 8",
			board: `
. . . a a . . . . . .
. . . . . . . . a . .
. . . . . . . . a . .
. . . . . . . . a . .
. . . . . . . . a . .
. . . . . . . . a . .
. . . . . . . . a . .
. . . . . . . . . . .`,
			dice: []int{4, 5}, want: "place 9",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := position(t, 2, 0, tt.board)
			if tt.dice != nil {
				st = rolled(t, st, tt.dice[0], tt.dice[1])
			}
			if got := st.Default(0); got != tt.want {
				t.Errorf("Default = %q, want %q; legal %v\n%s", got, tt.want, st.Legal(0), dump(st))
			}
			if got := st.Default(1); got != "" {
				t.Errorf("Default of the waiting seat = %q", got)
			}
		})
	}
}

func TestAutoMove(t *testing.T) {
	st := position(t, 3, 1, empty)
	if got := games.AutoMove(st, 1); got != "roll" {
		t.Errorf("AutoMove of the seat to roll = %q, want roll", got)
	}
	if got := games.AutoMove(st, 0); got != "" {
		t.Errorf("AutoMove of a seat not to move = %q", got)
	}
	if got := games.AutoMove(rolled(t, st, 2, 8), 1); got != "" {
		t.Errorf("AutoMove after a roll of several choices = %q, want none: placing is a decision", got)
	}
	full := position(t, 2, 0, noneLeft)
	if got := games.AutoMove(rolled(t, full, 2, 8), 0); got != "pass" {
		t.Errorf("AutoMove when the roll allows nothing = %q, want pass", got)
	}
	one := rolled(t, position(t, 2, 0, holdsOne), 1, 1)
	if got, legal := games.AutoMove(one, 0), one.Legal(0); got != "place 11" || !slices.Equal(legal, moves("place 11")) {
		t.Errorf("AutoMove when the roll allows one placement (legal %v) = %q, want place 11", legal, got)
	}
}

// TestTellOnlyChoice: a placement that was the roll's only one says it
// was played for its player; one chosen among several does not.
func TestTellOnlyChoice(t *testing.T) {
	one := rolled(t, position(t, 2, 0, holdsOne), 1, 1)
	after, err := one.Apply(0, "place 11", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := games.TellMove(one, 0, "place 11", after), "place 11, the only choice, played for them"; got != want {
		t.Errorf("the only choice reads %q, want %q", got, want)
	}
	several := rolled(t, position(t, 2, 0, empty), 1, 1)
	after, err = several.Apply(0, "place 11", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := games.TellMove(several, 0, "place 11", after); got != "place 11" {
		t.Errorf("a choice among several reads %q", got)
	}
}

// holdsOne: seat 1 (a) holds square 1, so a roll of 1 and 1 leaves it
// one placement, on 11.
const holdsOne = `
a . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .`
