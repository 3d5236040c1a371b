package quingo

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestStart checks the set-up, the secret wild choice and the first
// round's turn order: lowest limit first, ties to the lower seat, then
// seat order.
func TestStart(t *testing.T) {
	g, err := Rules.New(nil, 3, gametest.Dice(11, 3, 14, 15, 2))
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*state)
	if st.Setup() != setup114 || st.Phase != Choosing || !slices.Equal(st.Actors(), []games.Seat{0, 1, 2}) {
		t.Fatalf("after New: setup %+v phase %s actors %v", st.Setup(), st.Phase, st.Actors())
	}
	st = play(t, st,
		step{seat: 1, move: "wilds 2 15 18 7 5"},
		step{seat: 1, move: "wilds 1 1 1 1 1", fails: "you have chosen your wild numbers; wait for the others"},
		step{seat: 0, move: "take d4 box 4", fails: "first choose your five wild numbers, e.g. wilds 21 22 23 24 25"},
		step{seat: 0, move: "wilds 1 2 3 4 61", fails: "wild numbers run from 1 to 60, the largest sum of this pool"},
		// Past every pool's largest sum, or 0: still this pool's range.
		step{seat: 0, move: "wilds 1 2 3 4 99", fails: "wild numbers run from 1 to 60, the largest sum of this pool"},
		step{seat: 0, move: "wilds 0 1 2 3 4", fails: "wild numbers run from 1 to 60, the largest sum of this pool"},
		step{seat: 0, move: "wilds 1 2 3 4 x", fails: `"x" is no wild number: write whole numbers in digits; ` + notationHint},
		// Any five numbers are accepted, listed or not.
		step{seat: 0, move: "WILDS 60 1 1 33 7"},
	)
	if st.Phase != Choosing || !slices.Equal(st.Actors(), []games.Seat{2}) || st.Round != 0 {
		t.Fatalf("before the last choice: phase %s actors %v round %d", st.Phase, st.Actors(), st.Round)
	}
	// The last choice rolls the pool, smallest die first, then the limits
	// in seat order: seats 1 and 2 tie on 2, seat 1 goes first.
	st = play(t, st, step{seat: 2, move: "wilds 21 22 23 24 25", dice: []int{4, 2, 6, 3, 12, 20, 3, 2, 2}})
	b := st.Board(games.Spectator)
	if st.Phase != Playing || st.Round != 1 || st.Turn() != 1 || !slices.Equal(b.Order, []games.Seat{1, 2, 0}) ||
		st.Pool().String() != "d4:4 d6:2 d8:6 d10:3 d12:12 d20:20" || !slices.Equal(st.Limits(), []int{3, 2, 2}) {
		t.Fatalf("first round: order %v\n%s", b.Order, dump(st))
	}
	if w := st.Sheet(0).Wilds; w != [WildBoxes]int{60, 1, 1, 33, 7} {
		t.Errorf("seat 0 wilds %v", w)
	}
	// Then play goes round in seat order.
	st = play(t, st, step{seat: 1, move: "take d4 d12 box 16"}, step{seat: 0, move: "take d20 box 20", fails: "it is not your turn"},
		step{seat: 2, move: "take d20 box 20"}, step{seat: 0, move: "take d10 box 3"})
	if st.Turn() != 1 || st.Pool().String() != "d4:- d6:2 d8:6 d10:- d12:- d20:-" {
		t.Errorf("after a lap of turns:\n%s", dump(st))
	}
}

// TestRefusals checks the reasons given for moves that break the rules.
func TestRefusals(t *testing.T) {
	st := position(t, `
pool d4:4 d6:- d8:6 d10:3 d12:12 d20:20
limits 2 3
0: ..... .v... ..... ....v wild 7,24,24,7,9 .....
1: ..... ..... ..... ..... wild 21,22,23,24,25 .....`)
	play(t, st,
		step{seat: 1, move: "take d4 box 4", fails: "it is not your turn"},
		step{seat: 2, move: "take d4 box 4", fails: "you have no seat in this game"},
		step{seat: 0, move: "take d7 box 4", fails: "there is no d7 in the pool: the dice are d4, d6, d8, d10, d12, d20"},
		step{seat: 0, move: "take d6 box 4", fails: "d6 has already been taken this round"},
		step{seat: 0, move: "take d4 d8 d10 box 13", fails: "your limit this round is 2 dice"},
		step{seat: 0, move: "take d4 d8 box 12", fails: "those dice sum to 10, not 12"},
		step{seat: 0, move: "take d20 box 20", fails: "box 20 is already checked"},
		step{seat: 0, move: "take d8 d4 wild 10", fails: "you have no open wild box holding 10"},
		step{seat: 0, move: "take d4 d10 box 7", fails: "box 7 is already checked"},
		step{seat: 0, move: "take d8 cross 15", fails: "you can check a box, so you may not cross one out"},
		step{seat: 0, move: "pass", fails: "you may pass only on your last turn"},
		step{seat: 0, move: "wilds 1 2 3 4 5", fails: "the wild numbers are chosen once, before the first round"},
		// A number already checked still checks a wild box holding it.
		step{seat: 0, move: "take d10 d4 wild 7"},
	)
}

// TestForcedCrossOut: a seat that cannot check while another could takes
// one die and crosses one open box out.
func TestForcedCrossOut(t *testing.T) {
	st := position(t, `
pool d4:- d6:- d8:6 d10:3 d12:- d20:-
limits 1 1
0: vvvvv vvvvv ..v.. ..... wild 30,30,30,30,40 .....
1: ..... ..... ..... ..... wild 30,30,30,30,30 .....`)
	if b := st.Board(games.Spectator); !b.Forced || b.Seats[0].CanCheck || !b.Seats[1].CanCheck {
		t.Fatalf("forced %v, seat 0 can check %v, seat 1 %v\n%s", b.Forced, b.Seats[0].CanCheck, b.Seats[1].CanCheck, dump(st))
	}
	st = play(t, st,
		step{seat: 0, move: "take d8 box 6", fails: "box 6 is already checked"},
		step{seat: 0, move: "take d8 d10 cross 15", fails: "a forced cross-out takes exactly one die"},
		step{seat: 0, move: "take d8 cross 13", fails: "box 13 is already checked"},
		step{seat: 0, move: "take d8 cross wild 31", fails: "you have no open wild box holding 31"},
		step{seat: 0, move: "take d8 cross 15"},
	)
	if st.Sheet(0).Numbers[14] != Crossed || !st.Pool()[2].Taken || st.Turn() != 1 {
		t.Fatalf("after the cross-out:\n%s", dump(st))
	}
	if got := st.Last().Text(); got != "{seat:0} could check nothing: took d8 6 and crossed out box 15" {
		t.Errorf("last move %q", got)
	}
	// Seat 1 checks 3; the pool is empty and a new round is rolled: pool,
	// then limits. Seat 0 crosses a wild box out when forced again.
	st = play(t, st, step{seat: 1, move: "take d10 box 3", dice: []int{1, 6, 6, 10, 1, 1, 1, 1}})
	if st.Round != 2 || st.Turn() != 0 || st.Pool().String() != "d4:1 d6:6 d8:6 d10:10 d12:1 d20:1" {
		t.Fatalf("new round:\n%s", dump(st))
	}
	st = play(t, st, step{seat: 0, move: "take d10 cross wild 40"})
	if st.Sheet(0).WildMarks != [WildBoxes]Mark{Open, Open, Open, Open, Crossed} {
		t.Errorf("wild marks %v", st.Sheet(0).WildMarks)
	}
}

// TestRoundEnd: a round ends when nobody can check a box from the pool,
// though dice are left.
func TestRoundEnd(t *testing.T) {
	st := position(t, `
pool d4:2 d6:- d8:- d10:- d12:- d20:20
limits 1 1
0: .v... ..... ..... ..... wild 30,30,30,30,30 .....
1: .v... ..... ..... ....v wild 30,30,30,30,30 .....`)
	// Seat 0 takes the 20; nobody can use the 2 left: seat 1 has checked 2.
	st = play(t, st, step{seat: 0, move: "take d20 box 20", dice: []int{1, 1, 1, 1, 1, 1, 4, 2}})
	if st.Round != 2 || st.Turn() != 1 || !slices.Equal(st.Limits(), []int{4, 2}) || st.Pool().Left() != 6 {
		t.Fatalf("no new round:\n%s", dump(st))
	}
}

// TestLastLap: a full sheet gives every other seat one last turn in seat
// order, passing allowed; an empty pool, or one none of the seats still to
// play can use, is rolled again for the lap, limits kept; then open boxes
// are crossed.
func TestLastLap(t *testing.T) {
	st := position(t, `
turn 1 first 1
pool d4:3 d6:- d8:- d10:- d12:- d20:-
limits 2 1 3
0: vvvvv vvvvv vvvvv vvvv. wild 9,9,9,9,9 vvvvv
1: vv.vv vvvvv vvvvv vvvvv wild 9,9,9,9,9 vvvvv
2: v.... ..... ..... ..... wild 9,9,9,9,9 .....`)
	// Seat 1 fills its sheet with the last die: the lap is seats 2 then 0,
	// and the empty pool is rolled again for it.
	st = play(t, st, step{seat: 1, move: "take d4 box 3", dice: []int{4, 5, 1, 1, 1, 1}})
	if st.Phase != LastLap || st.Finisher != 1 || !slices.Equal(st.Lap(), []games.Seat{2, 0}) || st.Turn() != 2 ||
		st.Pool().String() != "d4:4 d6:5 d8:1 d10:1 d12:1 d20:1" || !slices.Equal(st.Limits(), []int{2, 1, 3}) {
		t.Fatalf("last lap:\n%s", dump(st))
	}
	// Seat 2 checks a wild; seat 0 could make no 20 from what is left, so
	// the pool is rolled again, still of no use.
	st = play(t, st,
		step{seat: 0, move: "pass", fails: "it is not your turn"},
		step{seat: 2, move: "take d8 cross 2", fails: "on your last turn you pass instead of crossing a box out"},
		step{seat: 2, move: "take d4 d6 wild 9", dice: []int{1, 1, 1, 1, 1, 1}},
		step{seat: 2, move: "pass", fails: "you have had your last turn"},
		step{seat: 1, move: "pass", fails: "you have had your last turn"},
	)
	if got := st.Legal(0); !slices.Equal(got, []games.Move{"pass"}) || st.Pool().String() != "d4:1 d6:1 d8:1 d10:1 d12:1 d20:1" {
		t.Fatalf("seat 0 legal %v\n%s", got, dump(st))
	}
	st = play(t, st, step{seat: 0, move: "pass"})
	res := st.Result()
	if st.Phase != Over || !res.Over || st.Sheet(2).OpenBoxes() != 0 || st.Sheet(2).Numbers[1] != Crossed || st.Sheet(0).Numbers[19] != Crossed {
		t.Fatalf("after the lap:\n%s", dump(st))
	}
	// Seat 0: 26 + 43 + 79 + 70 - 20 + 10; seat 1: 26 + 43 + 79 + 105 + 10;
	// seat 2: 1 checked, 2-20 crossed, one wild: 1 - 209 + 2.
	if !slices.Equal(res.Scores, []int{208, 263, -206}) || !slices.Equal(res.Winners, []games.Seat{1}) ||
		res.Summary != "{seat:1} wins with 263 points" {
		t.Errorf("result %+v\n%s", res, dump(st))
	}
	play(t, st, step{seat: 0, move: "pass", fails: "the game is over"})
}

// TestLastLapUselessPool: in the last lap a pool none of the seats still
// to play can use is rolled again.
func TestLastLapUselessPool(t *testing.T) {
	st := position(t, `
turn 0
pool d4:1 d6:- d8:- d10:- d12:- d20:5
limits 2 1
0: v.vvv vvvvv vvvvv vvvvv wild 9,9,9,9,9 vvvvv
1: v.... ..... ..... ..... wild 9,9,9,9,9 .....`)
	st = play(t, st, step{seat: 0, move: "take d4 d20 box 6", fails: "box 6 is already checked"},
		step{seat: 0, move: "take d4 box 1", fails: "box 1 is already checked"})
	// Seat 0 can check nothing while seat 1 could (5): forced, it crosses
	// out its last box. The 1 left is no use to seat 1.
	st = play(t, st, step{seat: 0, move: "take d20 cross 2", dice: []int{2, 2, 2, 2, 2, 2}})
	if st.Phase != LastLap || st.Pool().String() != "d4:2 d6:2 d8:2 d10:2 d12:2 d20:2" {
		t.Fatalf("the pool is not rolled again:\n%s", dump(st))
	}
}

// TestStall: when no one can check a box from StallRounds fresh rounds in
// a row, the game ends.
func TestStall(t *testing.T) {
	st := position(t, `
pool d2:2
limits 1
0: v.... ..... ..... ..... wild 1,1,1,1,2 vvvvv`)
	st = play(t, st, step{seat: 0, move: "take d2 box 2", dice: slices.Repeat([]int{1}, 2*StallRounds)})
	if st.Phase != Over || !st.Stalled || st.Round != 1+StallRounds || st.Sheet(0).Numbers[2] != Crossed {
		t.Fatalf("stall:\n%s", dump(st))
	}
}
