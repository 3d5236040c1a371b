package qwinto

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestView(t *testing.T) {
	st := newState(2, true)
	st.Sheets[1] = mustSheet(t, janeDoe)
	tests := []struct {
		steps  []step
		title  string
		status string
		dice   []games.Die
		phase  Phase
	}{
		{nil, "Qwinto", "{seat:0} to roll", nil, Choosing},
		{[]step{{seat: 0, move: "roll red blue", dice: []int{6, 5}}}, "Qwinto · roll 1",
			"{seat:0} rolled 11 (red 6, blue 5): keep or re-roll",
			[]games.Die{{Label: "red", Faces: 6, Value: 6}, {Label: "blue", Faces: 6, Value: 5}}, Rerolling},
		{[]step{{seat: 0, move: "reroll", dice: []int{2, 2}}, {seat: 1, move: "write blue 3"}}, "Qwinto · roll 1",
			"{seat:0} re-rolled 4 (red 2, blue 2) · waiting for {seat:0}",
			[]games.Die{{Label: "red", Faces: 6, Value: 2}, {Label: "blue", Faces: 6, Value: 2}}, Deciding},
		{[]step{{seat: 0, move: "skip"}}, "Qwinto · roll 1", "{seat:1} to roll", nil, Choosing},
		{[]step{{seat: 1, move: "roll red", dice: []int{1}}, {seat: 1, move: "keep"}, {seat: 1, move: "skip"}, {seat: 0, move: "skip"}},
			"Qwinto · roll 2", "{seat:1} wins with 28 points",
			[]games.Die{{Label: "red", Faces: 6, Value: 1}}, Over},
	}
	for i, tt := range tests {
		st = play(t, st, tt.steps...)
		v := st.View(games.Spectator)
		b := v.Board.(BoardView)
		if v.Title != tt.title || v.Status != tt.status || !equalDice(v.Dice, tt.dice) || b.Phase != tt.phase {
			t.Errorf("view %d: title %q status %q dice %v phase %s\nwant %q %q %v %s", i, v.Title, v.Status, v.Dice, b.Phase, tt.title, tt.status, tt.dice, tt.phase)
		}
		if b.Sum != st.Sum() || len(b.Seats) != 2 || len(v.Scores) != 2 || v.Scores[1] != b.Seats[1].Score.Total {
			t.Errorf("view %d: sum %d, seats %d, scores %v\n%s", i, b.Sum, len(b.Seats), v.Scores, dump(st))
		}
	}
	// Jane Doe's sheet gained blue 4 at position 3, completing column 2
	// (bonus 4) and a sixth blue cell, and a fourth failed throw:
	// 28 + 1 + 4 - 5 = 28.
	jane := st.View(0).Board.(BoardView).Seats[1]
	if jane.Score.Total != 28 || jane.Failed != 4 || jane.Rows[Blue][2] != (Cell{Value: 4, Bonus: true, Column: 2}) ||
		jane.Rows[Blue][4] != (Cell{Blocked: true, Column: 4}) || jane.Rows[Red][0] != (Cell{Value: 2, Column: 2}) {
		t.Errorf("seat 2 view: %+v", jane)
	}
}

func equalDice(a, b []games.Die) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestCells checks every cell Cells draws of a filled sheet against the
// layout functions it is made of: the value written, Blocked, Bonus and
// Column.
func TestCells(t *testing.T) {
	sh := mustSheet(t, janeDoe)
	for _, c := range AllColours {
		row := sh.Cells(c)
		for p := range Positions {
			want := Cell{Value: sh.Cell(c, p), Blocked: Blocked(c, p), Bonus: Bonus(c, p), Column: Column(c, p)}
			if row[p] != want {
				t.Errorf("%s position %d: %+v, want %+v", c, p, row[p], want)
			}
		}
	}
}
