package session

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestEffective(t *testing.T) {
	start := Step{Version: 2, Seat: games.Spectator, Move: "start"}
	a := Step{Version: 3, Seat: 0, Move: "write red 1"}
	b := Step{Version: 4, Seat: 1, Move: "write red 2"}
	c := Step{Version: 6, Seat: 0, Move: "skip"}
	for _, tc := range []struct {
		name string
		log  []Step
		want []int64
	}{
		{"no undo", []Step{start, a, b}, []int64{2, 3, 4}},
		{"last step", []Step{start, a, b, {Version: 5, Seat: 1, Move: UndoMove(4)}}, []int64{2, 3}},
		{"two steps", []Step{start, a, b, {Version: 5, Seat: 0, Move: UndoMove(3)}, c}, []int64{2, 6}},
		{"never the start", []Step{start, a, {Version: 5, Seat: 0, Move: UndoMove(1)}}, []int64{2}},
		{"a move named undo with dice", []Step{start, a, {Version: 5, Seat: 0, Move: "undo 3", Draws: []games.Draw{{N: 6}}}}, []int64{2, 3, 5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []int64
			for _, s := range Effective(tc.log) {
				got = append(got, s.Version)
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("effective versions %v, want %v", got, tc.want)
			}
		})
	}
}
