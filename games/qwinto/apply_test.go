package qwinto

import (
	"errors"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestRoll plays one roll at a table of three: the roller rolls, everyone
// decides in any order, the roll resolves and the next seat rolls.
func TestRoll(t *testing.T) {
	st := newState(3, false)
	st = play(t, st,
		step{seat: 1, move: "roll red", fails: "it is not your turn to roll"},
		step{seat: 0, move: "write red 1", fails: "roll the dice first, e.g. roll red blue"},
		step{seat: 0, move: "roll blue red", dice: []int{2, 3}},
	)
	checkRoll(t, st, Deciding, 0, []games.Seat{0, 1, 2}, 5)
	st = play(t, st,
		step{seat: 2, move: "write blue 3"},
		step{seat: 2, move: "skip", fails: "you have already decided for this roll"},
		step{seat: 1, move: "roll red", fails: "the dice are already rolled: write the sum or skip"},
		step{seat: 1, move: "reroll", fails: "this match is played without re-rolls"},
		step{seat: 1, move: "write yellow 3", fails: "yellow was not rolled"},
	)
	checkRoll(t, st, Deciding, 0, []games.Seat{0, 1}, 5)
	st = play(t, st, step{seat: 0, move: "skip"})
	checkRoll(t, st, Deciding, 0, []games.Seat{1}, 5)
	if st.Sheets[0].Failed != 1 {
		t.Errorf("the roller's skip: %d failed throws, want 1", st.Sheets[0].Failed)
	}
	st = play(t, st, step{seat: 1, move: "skip"})
	checkRoll(t, st, Choosing, 1, []games.Seat{1}, 0)
	if got := []int{st.Sheets[0].Failed, st.Sheets[1].Failed, st.Sheets[2].Failed}; !slices.Equal(got, []int{1, 0, 0}) {
		t.Errorf("failed throws %v, want [1 0 0]: only the roller's skip fails", got)
	}
	if got := st.Sheets[2].Cell(Blue, 2); got != 5 {
		t.Errorf("seat 3 wrote %d into blue 3, want 5\n%s", got, dump(st))
	}
	st = play(t, st,
		step{seat: 0, move: "roll red", fails: "it is not your turn to roll"},
		step{seat: 1, move: "roll all", dice: []int{6, 6, 6}},
		step{seat: 1, move: "write yellow 10"},
		step{seat: 0, move: "skip"},
		step{seat: 2, move: "skip"},
	)
	checkRoll(t, st, Choosing, 2, []games.Seat{2}, 0)
	if got := []int{st.Sheets[0].Failed, st.Sheets[1].Failed}; !slices.Equal(got, []int{1, 0}) {
		t.Errorf("failed throws %v, want [1 0]: the roller wrote", got)
	}
	st = play(t, st,
		step{seat: 2, move: "roll yellow", dice: []int{1}},
		step{seat: 0, move: "skip"}, step{seat: 1, move: "skip"}, step{seat: 2, move: "write yellow 1"},
	)
	checkRoll(t, st, Choosing, 0, []games.Seat{0}, 0)
}

func checkRoll(t *testing.T, st *state, phase Phase, active games.Seat, actors []games.Seat, sum int) {
	t.Helper()
	if st.Phase != phase || st.Active != active || !slices.Equal(st.Actors(), actors) || st.Sum() != sum {
		t.Fatalf("phase %s, active %s, actors %v, sum %d; want %s, %s, %v, %d\n%s",
			st.Phase, st.Active, st.Actors(), st.Sum(), phase, active, actors, sum, dump(st))
	}
}

// TestEnd checks that the game ends only once a roll has resolved for
// everyone, when a player has four failed throws or two complete rows.
func TestEnd(t *testing.T) {
	tests := []struct {
		name    string
		sheets  []string
		steps   []step
		over    bool
		winners []games.Seat
	}{
		{
			name:   "fourth failed throw",
			sheets: []string{emptySheet + " failed 3", emptySheet},
			steps:  []step{{seat: 0, move: "roll red", dice: []int{1}}, {seat: 0, move: "skip"}, {seat: 1, move: "write red 1"}},
			over:   true, winners: []games.Seat{1},
		},
		{
			name:   "third failed throw",
			sheets: []string{emptySheet + " failed 2", emptySheet},
			steps:  []step{{seat: 0, move: "roll red", dice: []int{1}}, {seat: 0, move: "skip"}, {seat: 1, move: "skip"}},
		},
		{
			name:   "a fourth skip of another seat is no failed throw",
			sheets: []string{emptySheet, emptySheet + " failed 3"},
			steps:  []step{{seat: 0, move: "roll red", dice: []int{1}}, {seat: 1, move: "skip"}, {seat: 0, move: "write red 1"}},
		},
		{
			name: "second complete row",
			sheets: []string{
				emptySheet,
				"red 1,2,3,X,4,5,6,7,8,9 yellow 2,3,4,5,6,X,7,8,9,0 blue 0,0,0,0,X,0,0,0,0,0",
			},
			steps: []step{
				{seat: 0, move: "roll yellow blue", dice: []int{6, 6}},
				{seat: 1, move: "write yellow 10"}, {seat: 0, move: "write blue 10"},
			},
			over: true, winners: []games.Seat{1},
		},
		{
			name: "second complete row by the roller, shared win",
			sheets: []string{
				"red 0,0,0,X,0,0,0,0,0,0 yellow 2,3,4,5,6,X,7,8,9,0 blue 1,4,5,6,X,7,8,9,10,11",
				"red 0,0,0,X,0,0,0,0,0,0 yellow 2,3,4,5,6,X,7,8,9,0 blue 1,4,5,6,X,7,8,9,10,11",
			},
			steps: []step{
				{seat: 0, move: "roll yellow blue", dice: []int{6, 6}},
				{seat: 0, move: "write yellow 10"}, {seat: 1, move: "write yellow 10"},
			},
			over: true, winners: []games.Seat{0, 1},
		},
		{
			name: "one complete row",
			sheets: []string{
				emptySheet,
				"red 1,2,3,X,4,5,6,7,8,9 yellow 2,3,4,5,6,X,7,8,0,0 blue 0,0,0,0,X,0,0,0,0,0",
			},
			steps: []step{{seat: 0, move: "roll yellow blue", dice: []int{5, 5}}, {seat: 1, move: "write yellow 10"}, {seat: 0, move: "skip"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newState(len(tt.sheets), false)
			for s, text := range tt.sheets {
				st.Sheets[s] = mustSheet(t, text)
			}
			last := len(tt.steps) - 1
			st = play(t, st, tt.steps[:last]...)
			if st.Result().Over {
				t.Fatalf("over before the roll resolved\n%s", dump(st))
			}
			st = play(t, st, tt.steps[last])
			res := st.Result()
			if res.Over != tt.over || !slices.Equal(res.Winners, tt.winners) {
				t.Fatalf("over %v winners %v, want %v %v\n%s", res.Over, res.Winners, tt.over, tt.winners, dump(st))
			}
			if !tt.over {
				return
			}
			if len(st.Actors()) != 0 {
				t.Errorf("actors %v after the end", st.Actors())
			}
			if _, err := st.Apply(0, "roll red", gametest.Dice(1)); !errors.Is(err, games.ErrGameOver) {
				t.Errorf("move after the end: %v, want ErrGameOver", err)
			}
		})
	}
}

// TestReroll plays the re-roll variant: after the roll the roller alone
// keeps it or rolls the same dice again, once, before anyone writes.
func TestReroll(t *testing.T) {
	start := newState(2, true)
	t.Run("reroll", func(t *testing.T) {
		st := play(t, start, step{seat: 0, move: "roll red yellow", dice: []int{1, 2}})
		checkRoll(t, st, Rerolling, 0, []games.Seat{0}, 3)
		if got := st.Legal(0); !slices.Equal(got, []games.Move{"keep", "reroll"}) {
			t.Errorf("legal %v, want keep, reroll", got)
		}
		st = play(t, st,
			step{seat: 1, move: "write red 1", fails: "wait until the roller keeps the dice or re-rolls"},
			step{seat: 0, move: "write red 1", fails: "first keep the roll or re-roll the same dice"},
			step{seat: 0, move: "roll blue", fails: "first keep the roll or re-roll the same dice"},
			step{seat: 0, move: "reroll", dice: []int{5, 6}},
		)
		checkRoll(t, st, Deciding, 0, []games.Seat{0, 1}, 11)
		if !st.Rerolled || st.Rolled != ColoursOf(Red, Yellow) {
			t.Errorf("rerolled %v, colours %s; want true, red yellow", st.Rerolled, st.Rolled)
		}
		st = play(t, st,
			step{seat: 0, move: "reroll", fails: "a re-roll is decided right after the roll, before anyone writes"},
			step{seat: 1, move: "keep", fails: "a re-roll is decided right after the roll, before anyone writes"},
			step{seat: 0, move: "write red 6"}, step{seat: 1, move: "skip"},
		)
		checkRoll(t, st, Choosing, 1, []games.Seat{1}, 0)
		if st.Rerolled {
			t.Error("the re-roll mark stays for the next turn")
		}
	})
	t.Run("keep", func(t *testing.T) {
		st := play(t, start,
			step{seat: 0, move: "roll blue", dice: []int{4}},
			step{seat: 0, move: "keep"},
		)
		checkRoll(t, st, Deciding, 0, []games.Seat{0, 1}, 4)
		st = play(t, st, step{seat: 1, move: "write blue 3"}, step{seat: 0, move: "skip"})
		checkRoll(t, st, Choosing, 1, []games.Seat{1}, 0)
		if st.Sheets[0].Failed != 1 {
			t.Errorf("roller's skip after keep: %d failed throws, want 1", st.Sheets[0].Failed)
		}
	})
}

// TestApplyKeepsReceiver checks that Apply copies the sheets.
func TestApplyKeepsReceiver(t *testing.T) {
	st := play(t, newState(2, false), step{seat: 0, move: "roll red", dice: []int{3}})
	before, _ := st.Encode()
	next := play(t, st, step{seat: 1, move: "write red 2"}, step{seat: 0, move: "skip"})
	after, _ := st.Encode()
	if string(before) != string(after) {
		t.Fatalf("Apply changed its receiver:\n%s\n%s", before, after)
	}
	if next.Sheets[1].Cell(Red, 1) != 3 || st.Sheets[1].Cell(Red, 1) != 0 {
		t.Fatalf("write went to the wrong state\n%s", dump(next))
	}
}

func TestNotYourTurn(t *testing.T) {
	st := newState(2, false)
	for _, s := range []games.Seat{-1, 2, 1} {
		if _, err := st.Apply(s, "roll red", gametest.Dice(1)); !errors.Is(err, games.ErrNotYourTurn) {
			t.Errorf("%s: %v, want ErrNotYourTurn", s, err)
		}
	}
	if _, err := st.Apply(0, "roll purple", gametest.Dice(1)); !errors.Is(err, games.ErrBadNotation) {
		t.Errorf("roll purple: %v, want ErrBadNotation", err)
	}
}
