package quingo

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestLegal checks the moves of the seat on turn in written positions.
func TestLegal(t *testing.T) {
	tests := []struct {
		name    string
		pos     string
		has     []games.Move
		hasNot  []games.Move
		howMany int // 0: any
	}{
		{
			// RULES.md: the pool 4, 12, 3 with L = 3 reaches 19.
			name: "pool 4 12 3 with L 3 reaches 19",
			pos: `pool d4:4 d6:- d8:- d10:3 d12:12 d20:-
limits 3
0: ..... ..... ..... ..... wild 50,50,50,50,50 .....`,
			has: []games.Move{"take d4 d10 d12 box 19", "take d4 d12 box 16", "take d4 box 4", "take d10 d12 box 15", "take d12 box 12"},
			// 4, 3, 12, 7, 16, 15 and 19: one move each.
			howMany: 7,
		},
		{
			// RULES.md: with L = 2 it does not.
			name: "pool 4 12 3 with L 2 does not reach 19",
			pos: `pool d4:4 d6:- d8:- d10:3 d12:12 d20:-
limits 2
0: ..... ..... ..... ..... wild 50,50,50,50,50 .....`,
			has:     []games.Move{"take d4 d12 box 16", "take d10 d12 box 15"},
			hasNot:  []games.Move{"take d4 d10 d12 box 19"},
			howMany: 6,
		},
		{
			// A wild box takes a number already checked in its row, and
			// sums past 20.
			name: "wild boxes",
			pos: `pool d4:4 d6:3 d8:- d10:- d12:- d20:20
limits 2
0: ..... .v... ..... ..... wild 7,24,24,7,9 .....`,
			has:    []games.Move{"take d4 d6 wild 7", "take d4 d20 wild 24", "take d4 box 4", "take d6 box 3", "take d20 box 20"},
			hasNot: []games.Move{"take d4 d6 box 7", "take d6 d20 wild 23", "take d4 d6 d20 wild 27"},
			// 4, 3, 20, wild 7, wild 24; 23 has no box.
			howMany: 5,
		},
		{
			name: "forced cross-out: no check for seat 0, seat 1 could",
			pos: `pool d4:- d6:- d8:6 d10:- d12:- d20:-
limits 6 1
0: ..... v.... ..... ..... wild 30,30,30,30,40 .....
1: ..... ..... ..... ..... wild 30,30,30,30,30 .....`,
			has: []games.Move{"take d8 cross 1", "take d8 cross 20", "take d8 cross wild 30", "take d8 cross wild 40"},
			// 19 open number boxes and two wild numbers, one die.
			hasNot:  []games.Move{"take d8 cross 6", "take d8 box 6"},
			howMany: 21,
		},
		{
			name: "copies of one size",
			pos: `pool d6a:2 d6b:2 d6c:- d20:5
limits 2
0: ..... ..... ..... ..... wild 7,7,7,7,7 .....`,
			has: []games.Move{"take d6a d6b box 4", "take d6a box 2", "take d6b box 2", "take d6a d20 box 7", "take d6a d20 wild 7", "take d6b d20 wild 7"},
		},
		{
			name: "last lap: checks and pass",
			pos: `phase lastlap
finisher 0 turn 1
lap 1
pool d4:1 d6:- d8:- d10:- d12:- d20:-
limits 1 1
0: vvvvv vvvvv vvvvv vvvvv wild 1,1,1,1,1 vvvvv
1: v.... ..... ..... ..... wild 1,2,3,4,5 .....`,
			has:     []games.Move{"pass", "take d4 wild 1"},
			howMany: 2,
		},
		{
			name: "last lap: nothing to check, pass only",
			pos: `phase lastlap
finisher 0 turn 1
lap 1 2
pool d4:1 d6:- d8:- d10:- d12:- d20:-
limits 1 1 1
0: vvvvv vvvvv vvvvv vvvvv wild 1,1,1,1,1 vvvvv
1: v.... ..... ..... ..... wild 2,2,2,2,2 .....
2: ..... ..... ..... ..... wild 2,2,2,2,2 .....`,
			has:     []games.Move{"pass"},
			howMany: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := position(t, tt.pos)
			legal := st.Legal(st.Turn())
			for _, m := range tt.has {
				if !slices.Contains(legal, m) {
					t.Errorf("%q not legal: %v\n%s", m, legal, dump(st))
				}
			}
			for _, m := range tt.hasNot {
				if slices.Contains(legal, m) {
					t.Errorf("%q legal: %v\n%s", m, legal, dump(st))
				}
			}
			if tt.howMany > 0 && len(legal) != tt.howMany {
				t.Errorf("%d legal moves, want %d: %v\n%s", len(legal), tt.howMany, legal, dump(st))
			}
			for _, m := range legal {
				if _, err := st.Apply(st.Turn(), m, seededDice()); err != nil {
					t.Errorf("listed move %q refused: %v\n%s", m, err, dump(st))
				}
			}
		})
	}
}

// TestLegalIsExact compares the checks Legal lists with a brute-force
// enumeration of every set of at most L dice, on random positions.
func TestLegalIsExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pools := []Sizes{DefaultPool, {6, 6, 6, 10, 20}, {2, 2, 4, 4, 6, 8, 10, 12, 20, 20}}
	for i := range 300 {
		z := pools[i%len(pools)]
		st := &record{Phase: Playing, Setup: setup114, Pool: newPool(z), Sheets: make([]Sheet, 1), Limits: []int{1 + rng.IntN(6)}, Round: 1, Finisher: -1}
		for d := range st.Pool {
			st.Pool[d].Value = 1 + rng.IntN(st.Pool[d].Faces)
			st.Pool[d].Taken = rng.IntN(4) == 0
		}
		sh := &st.Sheets[0]
		for n := range sh.Numbers {
			sh.Numbers[n] = Mark(rng.IntN(3))
		}
		for w := range sh.Wilds {
			sh.Wilds[w] = 1 + rng.IntN(z.MaxSum())
			sh.WildMarks[w] = Mark(rng.IntN(2))
		}
		want := bruteChecks(st.Pool, st.Limits[0], *sh)
		pos := st.compact()
		var found checksFound
		pos.findChecks(0, &found)
		got := pos.checkMoves(&found, false)
		slices.Sort(got)
		got = slices.Compact(got)
		if !slices.Equal(got, want) {
			t.Fatalf("position %d, limit %d, pool %s, sheet %s:\ngot  %v\nwant %v", i, st.Limits[0], st.Pool, sh, got, want)
		}
	}
}

// bruteChecks lists the checks by recursion over the dice.
func bruteChecks(p Pool, limit int, sh Sheet) []games.Move {
	var out []games.Move
	var walk func(i int, labels []string, sum int)
	walk = func(i int, labels []string, sum int) {
		if i == len(p) {
			if len(labels) == 0 || len(labels) > limit {
				return
			}
			dice := "take " + strings.Join(labels, " ")
			if sum <= NumberBoxes && sh.Numbers[sum-1] == Open {
				out = append(out, games.Move(dice+" box "+itoa(sum)))
			}
			for w, n := range sh.Wilds {
				if n == sum && sh.WildMarks[w] == Open {
					out = append(out, games.Move(dice+" wild "+itoa(sum)))
					break
				}
			}
			return
		}
		walk(i+1, labels, sum)
		if !p[i].Taken {
			walk(i+1, append(slices.Clone(labels), p.Label(i).String()), sum+p[i].Value)
		}
	}
	walk(0, nil, 0)
	slices.Sort(out)
	return out
}
