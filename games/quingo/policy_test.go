package quingo

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestDefault(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		want games.Move
	}{
		{"the box worth most", `pool d4:4 d6:- d8:- d10:3 d12:12 d20:20
limits 2
0: ..... ..... ..... ..... wild 21,22,23,24,25 .....`, "take d20 box 20"},
		{"a row's bonus counts", `pool d4:- d6:5 d8:- d10:10 d12:- d20:-
limits 1
0: vvvv. ..... ..... ..... wild 21,22,23,24,25 .....`, "take d6 box 5"},
		{"fewer dice on a tie", `pool d4:4 d6:- d8:7 d10:3 d12:- d20:-
limits 2
0: ..... ....v v.... ..... wild 21,22,23,24,25 .....`, "take d8 box 7"},
		{"a number box over a wild box", `pool d4:- d6:- d8:- d10:3 d12:- d20:-
limits 1
0: ..... ..... ..... ..... wild 3,3,3,3,3 .....`, "take d10 box 3"},
		{"a wild box when the number is checked", `pool d4:- d6:- d8:- d10:3 d12:- d20:-
limits 1
0: ..v.. ..... ..... ..... wild 3,3,3,3,3 .....`, "take d10 wild 3"},
		{"cross a wild box out, taking the highest die", `turn 1
pool d4:- d6:4 d8:8 d10:- d12:- d20:-
limits 1 1
0: ..... ..... ..... ..... wild 21,22,23,24,25 .....
1: ...v. ..v.. ..... ..... wild 21,21,30,21,21 .....`, "take d8 cross wild 30"},
		{"cross a low box of a row already crossed", `turn 1
pool d4:- d6:4 d8:8 d10:- d12:- d20:-
limits 1 1
0: ..... ..... ..... ..... wild 21,22,23,24,25 .....
1: .x.v. ..v.. ..... ..... wild 21,21,30,21,21 .....`, "take d8 cross 1"},
		{"check in the last lap", `phase lastlap
turn 1 finisher 0
lap 1
pool d4:1 d6:- d8:- d10:- d12:- d20:-
limits 1 1
0: vvvvv vvvvv vvvvv vvvvv wild 1,1,1,1,1 vvvvv
1: ..... ..... ..... ..... wild 2,2,2,2,2 .....`, "take d4 box 1"},
		{"pass when nothing checks in the last lap", `phase lastlap
turn 1 finisher 0
lap 1 2
pool d4:1 d6:- d8:- d10:- d12:- d20:-
limits 1 1 1
0: vvvvv vvvvv vvvvv vvvvv wild 1,1,1,1,1 vvvvv
1: v.... ..... ..... ..... wild 2,2,2,2,2 .....
2: ..... ..... ..... ..... wild 2,2,2,2,2 .....`, "pass"},
	}
	for _, tt := range tests {
		st := position(t, tt.pos)
		got := st.Default(st.Turn())
		if got != tt.want || !slices.Contains(st.Legal(st.Turn()), got) {
			t.Errorf("%s: Default %q, want %q\n%s", tt.name, got, tt.want, dump(st))
		}
	}
}

func TestDefaultWilds(t *testing.T) {
	tests := []struct {
		pool Sizes
		want [WildBoxes]int
	}{
		{DefaultPool, [WildBoxes]int{21, 22, 23, 24, 25}},
		{Sizes{2, 3}, [WildBoxes]int{1, 2, 3, 4, 5}},
		{Sizes{2}, [WildBoxes]int{1, 1, 1, 2, 2}},
	}
	for _, tt := range tests {
		if got := DefaultWilds(tt.pool); got != tt.want {
			t.Errorf("DefaultWilds(%v) = %v, want %v", tt.pool, got, tt.want)
		}
	}
	g, _ := Rules.New(nil, 2, seededDice())
	if got := g.Default(1); got != "wilds 21 22 23 24 25" || !slices.Contains(g.Legal(1), got) {
		t.Errorf("Default while choosing: %q of %v", got, g.Legal(1))
	}
}
