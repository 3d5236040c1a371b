package qwinto

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestDefault(t *testing.T) {
	late := "red 0,3,4,X,8,10,13,15,0,0 yellow 0,2,4,6,9,X,12,14,0,0 blue 0,3,5,10,X,11,12,0,0,0"
	tests := []struct {
		name    string
		variant bool
		sheets  [2]string // seat 0 rolls
		roll    *step     // nil: the choosing phase
		want    [2]games.Move
	}{
		{name: "first roll", sheets: [2]string{emptySheet, emptySheet}, want: [2]games.Move{"roll red", ""}},
		// Only low sums fit: 1 in red, 1 in yellow, 1 or 2 in blue; the blue
		// die alone shows them most often.
		{name: "late roll", sheets: [2]string{late, emptySheet}, want: [2]games.Move{"roll blue", ""}},
		{
			name: "low sum at the left", sheets: [2]string{emptySheet, emptySheet},
			roll: &step{seat: 0, move: "roll red", dice: []int{1}},
			want: [2]games.Move{"write red 1", "write red 1"},
		},
		{
			name: "high sum: the roller writes it at the right, the other skips", sheets: [2]string{emptySheet, emptySheet},
			roll: &step{seat: 0, move: "roll all", dice: []int{6, 6, 6}},
			want: [2]games.Move{"write red 10", "skip"},
		},
		{
			name: "poor fit: the roller writes, the other skips", sheets: [2]string{janeDoe, janeDoe},
			roll: &step{seat: 0, move: "roll yellow", dice: []int{6}},
			want: [2]games.Move{"write yellow 5", "skip"},
		},
		{
			name: "no fit", sheets: [2]string{janeDoe, janeDoe},
			roll: &step{seat: 0, move: "roll yellow", dice: []int{2}},
			want: [2]games.Move{"skip", "skip"},
		},
		{
			name: "keep a good roll", variant: true, sheets: [2]string{emptySheet, emptySheet},
			roll: &step{seat: 0, move: "roll red", dice: []int{1}},
			want: [2]games.Move{"keep", ""},
		},
		{
			name: "re-roll a poor roll", variant: true, sheets: [2]string{janeDoe, emptySheet},
			roll: &step{seat: 0, move: "roll yellow", dice: []int{6}},
			want: [2]games.Move{"reroll", ""},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newState(2, tt.variant)
			for s, text := range tt.sheets {
				st.Sheets[s] = mustSheet(t, text)
			}
			if tt.roll != nil {
				st = play(t, st, *tt.roll)
			}
			for s, want := range tt.want {
				seat := games.Seat(s)
				got := st.Default(seat)
				if got != want {
					t.Errorf("%s: Default %q, want %q\n%s", seat, got, want, dump(st))
				}
				if want != "" && !slices.Contains(st.Legal(seat), got) {
					t.Errorf("%s: Default %q not in %v", seat, got, st.Legal(seat))
				}
			}
		})
	}
}

func TestTightness(t *testing.T) {
	tests := []struct {
		sheet string
		c     Colour
		want  int
	}{
		{emptySheet, Red, 9 * 9 / 10},  // 9 cells, 18 numbers: 9 to spare
		{janeDoe, Yellow, 9/6 + 2*9/4}, // 1 cell with 5 to spare, 2 with 3
		// A dead cell, then 5 cells with 10 to spare.
		{"red 1,2,0,X,3,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0", Red, 18 + 5*9/11},
		// 8 cells for 4 numbers: 4 dead, 4 with none to spare.
		{"red 0,0,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,5", Blue, 4*18 + 4*9},
	}
	for _, tt := range tests {
		sh := mustSheet(t, tt.sheet)
		if got := tightness(sh, tt.c); got != tt.want {
			t.Errorf("tightness of %s: %d, want %d\n%s", tt.c, got, tt.want, sh.Text("", 0))
		}
	}
}
