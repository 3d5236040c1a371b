package blingo

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestView(t *testing.T) {
	st := newState(2, Markers)
	tests := []struct {
		steps  []step
		title  string
		status string
		dice   []int
		phase  Phase
	}{
		{nil, "Blingo", "{seat:0} to roll", nil, Rolling},
		{[]step{{seat: 0, move: "roll", dice: []int{2, 8}}}, "Blingo · turn 1",
			"{seat:0} rolled 2 and 8: choose where to place", []int{2, 8}, Placing},
		{[]step{{seat: 0, move: "place 8 2"}}, "Blingo · turn 1",
			"{seat:0} rolled 2 and 8 and placed on 2 and 8 · {seat:1} to roll", nil, Rolling},
		{[]step{{seat: 1, move: "roll", dice: []int{5, 4}}, {seat: 1, move: "place 49"}}, "Blingo · turn 2",
			"{seat:1} rolled 5 and 4 and placed on 49 · {seat:0} to roll", nil, Rolling},
	}
	for i, tt := range tests {
		st = play(t, st, tt.steps...)
		v := st.View(games.Spectator)
		b := v.Board.(BoardView)
		var dice []int
		for _, d := range v.Dice {
			if d.Faces != 8 || d.Label != "d8" {
				t.Errorf("view %d: die %+v", i, d)
			}
			dice = append(dice, d.Value)
		}
		if v.Title != tt.title || v.Status != tt.status || !slices.Equal(dice, tt.dice) || b.Phase != tt.phase {
			t.Errorf("view %d: title %q status %q dice %v phase %s\nwant %q %q %v %s", i, v.Title, v.Status, dice, b.Phase, tt.title, tt.status, tt.dice, tt.phase)
		}
	}
	v := st.View(1)
	b := v.Board.(BoardView)
	if v.Viewer != 1 || v.Game != "blingo" || v.Seats != 2 || !slices.Equal(v.Scores, []int{2, 1}) || !slices.Equal(v.Actors, []games.Seat{0}) {
		t.Errorf("view %+v", v)
	}
	if sq := b.Squares[48]; sq.Number != 49 || sq.Row != 5 || sq.Column != 5 || !slices.Equal(sq.Markers, []games.Seat{1}) || sq.Blingo != nil {
		t.Errorf("square 49: %+v", sq)
	}
	if p := b.Players[0]; p.Markers != 2 || p.Supply != 48 || p.Blingos != nil {
		t.Errorf("seat 1: %+v", p)
	}
	if b.Last.Turn != 2 || b.Last.Seat != 1 || b.Last.Dice != (Dice{5, 4}) || b.Turn != 2 || b.MaxTurns != MaxTurns {
		t.Errorf("board %+v", b)
	}
}

// TestViewChoices checks the choices a renderer lists after a roll, in
// Legal order and described in words.
func TestViewChoices(t *testing.T) {
	st := rolled(t, position(t, 2, 0, empty), 2, 8)
	b := st.View(0).Board.(BoardView)
	legal := st.Legal(0)
	if len(b.Choices) != len(legal) {
		t.Fatalf("%d choices for %d legal moves", len(b.Choices), len(legal))
	}
	for i, c := range b.Choices {
		if c.Move() != legal[i] {
			t.Errorf("choice %d: %q, legal %q", i, c.Move(), legal[i])
		}
	}
	want := map[games.Move]string{
		"place 2 8": "one marker on 2 and one on 8",
		"place 28":  "one marker on 28",
		"place 82":  "one marker on 82",
		"place 40":  "one marker on 40 (the dice add up to 10)",
	}
	for _, c := range b.Choices {
		if w, ok := want[c.Move()]; ok && c.Text() != w {
			t.Errorf("%s: %q, want %q", c.Move(), c.Text(), w)
		}
	}
	nine := Choice{Option: Nine, Squares: []Square{19}}
	if got := nine.Text(); got != "one marker on 19 (the dice add up to 9)" {
		t.Errorf("nine: %q", got)
	}
	stuck := rolled(t, position(t, 2, 0, noneLeft), 2, 8)
	if got := stuck.View(0).Status; got != "{seat:0} rolled 2 and 8: nothing can be placed, pass" {
		t.Errorf("status %q", got)
	}
}

// TestViewBlingos checks the Blingo lines and the closed squares a
// renderer draws.
func TestViewBlingos(t *testing.T) {
	st := position(t, 3, 0, `
b b bc b b b b b b b b
. . c  . . . . . . . .
. . c  . . . . . . . .
. . c  . . . . . . . .
. . c  . . . . . . . .
. . c  . . . . . . . .
. . c  . . . . . . . .
. . ac . . . . . . . .`)
	b := st.View(games.Spectator).Board.(BoardView)
	if len(b.Blingos) != 2 || b.Blingos[0].Name != "row 1" || !slices.Equal(b.Blingos[0].Owners, []games.Seat{1}) ||
		b.Blingos[1].Name != "column 3" || !slices.Equal(b.Blingos[1].Owners, []games.Seat{2}) || len(b.Blingos[1].Squares) != 8 {
		t.Errorf("blingos %+v", b.Blingos)
	}
	if sq := b.Squares[2]; !slices.Equal(sq.Markers, []games.Seat{1, 2}) || !slices.Equal(sq.Blingo, []games.Seat{1, 2}) {
		t.Errorf("square 3: %+v", sq)
	}
	if sq := b.Squares[79]; !slices.Equal(sq.Markers, []games.Seat{0, 2}) || !slices.Equal(sq.Blingo, []games.Seat{2}) {
		t.Errorf("square 80: %+v", sq)
	}
	if p := b.Players[2]; !slices.Equal(p.Blingos, []Line{firstColumn + 2}) || p.Markers != 8 || p.Supply != 42 {
		t.Errorf("seat 3: %+v", p)
	}
	if got := st.Board.Blingos(1); got != LineSetOf(0) || st.Board.Blingos(0) != 0 {
		t.Errorf("Blingos of seat 2: %s; of seat 1: %s", got, st.Board.Blingos(0))
	}
}

// TestViewSquaresLayout checks where every square of the view lies: its
// number is its index plus one and its row and column lead back to it.
func TestViewSquaresLayout(t *testing.T) {
	b := newState(3, Markers).board()
	for i, sq := range b.Squares {
		if sq.Number != Square(i+1) || sq.Row < 1 || sq.Row > Rows || sq.Column < 1 || sq.Column > Columns || SquareAt(sq.Row, sq.Column) != sq.Number {
			t.Errorf("square %d: number %d, row %d, column %d", i+1, sq.Number, sq.Row, sq.Column)
		}
	}
}
