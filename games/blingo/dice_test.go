package blingo

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestRollOptions checks the options of RULES.md for the rolls of the
// issue on an empty board: both numbers (one on a double), the joined
// numbers, the 9 squares when the dice add up to 9 and the 0 squares when
// they add up to 10.
func TestRollOptions(t *testing.T) {
	tests := []struct {
		a, b int
		want []string
	}{
		{2, 8, []string{"place 10", "place 2 8", "place 20", "place 28", "place 30", "place 40", "place 50", "place 60", "place 70", "place 80", "place 82"}},
		{8, 2, []string{"place 10", "place 2 8", "place 20", "place 28", "place 30", "place 40", "place 50", "place 60", "place 70", "place 80", "place 82"}},
		{4, 5, []string{"place 19", "place 29", "place 39", "place 4 5", "place 45", "place 49", "place 54", "place 59", "place 69", "place 79", "place 9"}},
		{3, 3, []string{"place 3", "place 33"}},
		{5, 5, []string{"place 10", "place 20", "place 30", "place 40", "place 5", "place 50", "place 55", "place 60", "place 70", "place 80"}},
		{1, 7, []string{"place 1 7", "place 17", "place 71"}},
		{8, 8, []string{"place 8", "place 88"}},
		{1, 1, []string{"place 1", "place 11"}},
	}
	for _, tt := range tests {
		st := rolled(t, position(t, 2, 0, empty), tt.a, tt.b)
		if got := st.Legal(0); !slices.Equal(got, moves(tt.want...)) {
			t.Errorf("roll %d %d: legal %v\nwant %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestTargets(t *testing.T) {
	tests := []struct {
		d    Dice
		o    Option
		want []Square
	}{
		{Dice{2, 8}, Pair, []Square{2, 8}},
		{Dice{8, 2}, Joined, []Square{28, 82}},
		{Dice{3, 3}, Pair, []Square{3}},
		{Dice{3, 3}, Joined, []Square{33}},
		{Dice{7, 2}, Nine, []Square{9, 19, 29, 39, 49, 59, 69, 79}},
		{Dice{7, 2}, Zero, nil},
		{Dice{2, 8}, Zero, []Square{10, 20, 30, 40, 50, 60, 70, 80}},
		{Dice{2, 8}, Nine, nil},
		{Dice{5, 5}, Zero, []Square{10, 20, 30, 40, 50, 60, 70, 80}},
	}
	for _, tt := range tests {
		if got := tt.d.Targets(tt.o); !slices.Equal(got, tt.want) {
			t.Errorf("%v %s: %v, want %v", tt.d, tt.o, got, tt.want)
		}
	}
}

// TestChoices checks the DECIDED rules on positions: a player never places
// a second marker of theirs on a square; an option that can place nothing
// cannot be chosen; a pair places what it can; with one marker left the
// player picks one square of a pair; no choice at all means a pass.
func TestChoices(t *testing.T) {
	const held = `
. . a . . . . a . . .
. . . . . . . . . . .
. . . . . a . . . . ab
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . a . . . . . .`
	tests := []struct {
		name  string
		board string
		seat  games.Seat
		a, b  int
		want  []string
	}{
		{"own markers on 8, 28 and 82: the pair places 2 alone, no joined number", held, 0, 2, 8,
			[]string{"place 10", "place 2", "place 20", "place 30", "place 40", "place 50", "place 60", "place 70", "place 80"}},
		{"own markers on 3 and 33: nothing to place", held, 0, 3, 3, []string{"pass"}},
		{"own marker on 33: only the pair", held, 1, 3, 3, []string{"place 3"}},
		{"another player's markers are no obstacle", held, 1, 8, 2,
			[]string{"place 10", "place 2 8", "place 20", "place 28", "place 30", "place 40", "place 50", "place 60", "place 70", "place 80", "place 82"}},
		{"one marker left: pick a square of the pair", oneLeft, 1, 1, 2, []string{"place 1", "place 12", "place 2", "place 21"}},
		{"no marker left", noneLeft, 0, 2, 8, []string{"pass"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := rolled(t, position(t, 2, tt.seat, tt.board), tt.a, tt.b)
			if got := st.Legal(tt.seat); !slices.Equal(got, moves(tt.want...)) {
				t.Errorf("roll %d %d: legal %v\nwant %v\n%s", tt.a, tt.b, got, tt.want, dump(st))
			}
		})
	}
}

// oneLeft: seat 2 (b) has 49 markers on the board: 23-32, rows 4-6,
// 67-71 and 88.
const oneLeft = `
. . . . . . . . . . .
. . . . . . . . . . .
b b b b b b b b b b .
b b b b b b b b b b b
b b b b b b b b b b b
b b b b b b b b b b b
b b b b b . . . . . .
. . . . . . . . . . b`

// noneLeft: seat 1 (a) has all 50 markers on the board.
const noneLeft = `
. . . . . . . . . . .
. . . . . . . . . . .
a a a a a a a a a a a
a a a a a a a a a a a
a a a a a a a a a a a
a a a a a a a a a a a
a a a a a a . . . . .
. . . . . . . . . . .`

func TestSupply(t *testing.T) {
	for _, tt := range []struct {
		board string
		seat  int
		want  int
	}{{oneLeft, 1, 1}, {noneLeft, 0, 0}, {empty, 0, Markers}} {
		b := mustBoard(t, tt.board)
		if got := b.Supply(games.Seat(tt.seat), Markers); got != tt.want {
			t.Errorf("supply %d, want %d\n%s", got, tt.want, b)
		}
	}
}
