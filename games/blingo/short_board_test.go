package blingo

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// shortEmpty is the short game's board of ShortRows rows with no marker.
const shortEmpty = `
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .`

// TestShortBoardShape: length:short plays on 7 rows of 11, squares 1-77,
// with 28 lines: the rows 1-7, the columns of 7 and five diagonals each
// way, named by their ends.
func TestShortBoardShape(t *testing.T) {
	st, err := Rules.New(games.Options{OptLength: Short}, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	b := st.(*state).Board
	if b.Rows() != ShortRows || b.Squares() != 77 || b.OnBoard(78) || !b.OnBoard(77) {
		t.Fatalf("the short board has %d rows, %d squares", b.Rows(), b.Squares())
	}
	if full := NewBoard(Rows); full.Rows() != Rows || full.Squares() != NumSquares || full != (Board{}) {
		t.Fatalf("the full board has %d rows, %d squares", full.Rows(), full.Squares())
	}
	if n := shortBoard.lines.Len(); n != 28 {
		t.Errorf("the short board has %d lines, want 28", n)
	}
	want := map[string][]Square{
		"row 7":          {67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77},
		"column 1":       {1, 12, 23, 34, 45, 56, 67},
		"column 11":      {11, 22, 33, 44, 55, 66, 77},
		"diagonal 1-73":  {1, 13, 25, 37, 49, 61, 73},
		"diagonal 5-77":  {5, 17, 29, 41, 53, 65, 77},
		"diagonal 7-67":  {7, 17, 27, 37, 47, 57, 67},
		"diagonal 11-71": {11, 21, 31, 41, 51, 61, 71},
	}
	for _, l := range shortBoard.lineIDs {
		if qs, ok := want[l.String()]; ok {
			if !slices.Equal(shortBoard.lineSquares[l], qs) {
				t.Errorf("%s: %v, want %v", l, shortBoard.lineSquares[l], qs)
			}
			delete(want, l.String())
		}
	}
	if len(want) != 0 {
		t.Errorf("lines not on the short board: %v", want)
	}
}

// TestShortBoardRolls: a roll names no square past row 7, and a player
// who writes one is told the squares there are; the full board is as it
// was.
func TestShortBoardRolls(t *testing.T) {
	tests := []struct {
		a, b        int
		short, full []string
	}{
		{8, 8, []string{"place 8"}, []string{"place 8", "place 88"}},
		{7, 8, []string{"place 7 8"}, []string{"place 7 8", "place 78", "place 87"}},
		{1, 7, []string{"place 1 7", "place 17", "place 71"}, []string{"place 1 7", "place 17", "place 71"}},
	}
	for _, tt := range tests {
		short := rolled(t, position(t, 2, 0, shortEmpty), tt.a, tt.b)
		if got := short.Legal(0); !slices.Equal(got, moves(tt.short...)) {
			t.Errorf("%d and %d on the short board: %v, want %v", tt.a, tt.b, got, tt.short)
		}
		full := rolled(t, position(t, 2, 0, empty), tt.a, tt.b)
		if got := full.Legal(0); !slices.Equal(got, moves(tt.full...)) {
			t.Errorf("%d and %d on the full board: %v, want %v", tt.a, tt.b, got, tt.full)
		}
	}
	nine := rolled(t, position(t, 2, 0, shortEmpty), 4, 5)
	if l := nine.Legal(0); !slices.Contains(l, "place 69") || slices.Contains(l, "place 79") {
		t.Errorf("4 and 5 on the short board: %v", l)
	}
	st := rolled(t, position(t, 2, 0, shortEmpty), 8, 8)
	before, _ := st.Encode()
	_, err := st.Apply(0, "place 88", gametest.Dice())
	if !errors.Is(err, games.ErrIllegalMove) || !strings.Contains(err.Error(), `"88" is no square: the squares are 1 to 77`) {
		t.Errorf("place 88 on the short board: %v", err)
	}
	if after, _ := st.Encode(); string(after) != string(before) {
		t.Error("a refused move changed the state")
	}
}

// TestShortBoardEnds: on the short board a column of 7 is a Blingo line
// that clears the others' markers, the first line does not end the
// game, and a player's second does, here on the diagonal down-right from
// 5, which the full board has not.
func TestShortBoardEnds(t *testing.T) {
	st := position(t, 2, 0, `
a . . . b . . . . . .
a . . . . b . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
ab . . . . . . . . . .
. . . . . . . . . . .`)
	st.EndLines = ShortLines
	st = play(t, st, step{seat: 0, move: "roll", dice: []int{6, 7}}, step{seat: 0, move: "place 67"})
	if st.End != Playing || st.Last.Blingos != LineSetOf(firstColumn) || st.Last.Removed != 1 || st.Board.At(56) != SeatsOf(0) {
		t.Fatalf("column 1: end %s, last %+v\n%s", st.End, st.Last, dump(st))
	}
	st = position(t, 2, 0, `
a b . . a . . . . . .
a . . . . a . . . . .
a . . . . . a . . . .
a . . . . . . a . . .
a . . . . . . . a . .
a . . . . . . . . a .
a . . . . . . . . . .`)
	st.EndLines = ShortLines
	st = play(t, st, step{seat: 0, move: "roll", dice: []int{7, 7}}, step{seat: 0, move: "place 77"})
	diagonal := firstShortDownRight + 4
	if st.End != Lined || st.Last.Blingos != LineSetOf(diagonal) || st.Board.Blingos(0) != LineSetOf(firstColumn, diagonal) {
		t.Fatalf("diagonal 5-77: end %s, last %+v, Blingos %s\n%s", st.End, st.Last, st.Board.Blingos(0), dump(st))
	}
	if got := st.Result().Summary; got != "{seat:0} wins with 14 markers (second Blingo line)" {
		t.Errorf("summary %q", got)
	}
}

// TestShortBoardText: the text board of the short game draws its 7 rows,
// 67-77 the last, and no square past them.
func TestShortBoardText(t *testing.T) {
	st, err := Rules.New(games.Options{OptLength: Short}, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	v := st.View(games.Spectator).Board.(BoardView)
	text := v.Text(nil)
	if v.BoardRows() != ShortRows || !strings.Contains(text, " 67  68  69") || strings.Contains(text, "78") {
		t.Errorf("the short game's text board (%d rows):\n%s", v.BoardRows(), text)
	}
	full, _ := Rules.New(nil, 2, nil)
	if text := full.View(games.Spectator).Board.(BoardView).Text(nil); !strings.Contains(text, " 78  79  80") {
		t.Errorf("the full game's text board:\n%s", text)
	}
}

// TestFirstLineGame: length:first, the retired short game that stored
// matches hold, plays on the full board to a first line, as they began;
// it is not offered.
func TestFirstLineGame(t *testing.T) {
	st, err := Rules.New(games.Options{OptLength: First}, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if x := st.(*state); x.Board.Rows() != Rows || x.EndLines != 1 {
		t.Errorf("length:first: %d rows, %d lines end it", x.Board.Rows(), x.EndLines)
	}
	for _, o := range Rules.Info().Options {
		if o.Name == OptLength && slices.Contains(o.Choices, First) {
			t.Errorf("length:first is offered: %v", o.Choices)
		}
	}
	if _, err := Rules.New(games.Options{OptLength: "medium"}, 2, nil); !errors.Is(err, games.ErrBadOptions) {
		t.Errorf("length:medium: %v", err)
	}
}

// TestHardShortMove: in the short game the hard bot takes the second
// line that wins it alone, and leaves the one that would end the game
// with a loss, where the normal bot takes both.
func TestHardShortMove(t *testing.T) {
	const board = `
a b b b a b . b b b b
a . . . . a . . . . .
a . . . . . a . . . .
a . . . . . . a . . .
a . . . . . . . a . .
a . . . . . . . . a .
a . . . . . . . . . .`
	for _, c := range []struct {
		extra      string // where seat 1 has markers besides
		hard, norm games.Move
	}{
		{"", "place 77", "place 77"},
		{". . . . . . . . . . . / . b b b b . b b b b . / . b b b b b . . . . .", "place 7", "place 77"},
	} {
		st := position(t, 2, 0, board)
		st.EndLines = ShortLines
		if c.extra != "" {
			more := mustBoard(t, c.extra+strings.Repeat(" .", 44))
			if more.Count(1) != 13 {
				t.Fatalf("extra markers: %d", more.Count(1))
			}
			for q := Square(1); q <= 77; q++ {
				st.Board[q-1] |= more.At(q)
			}
		}
		st = rolled(t, st, 7, 7)
		if got := hardBot.Move(st, 0, gametest.Seeded(1)); got != c.hard {
			t.Errorf("seat 1 with %d markers against %d: the hard bot plays %q, want %q", st.Board.Count(1), st.Board.Count(0), got, c.hard)
		}
		if got := st.Default(0); got != c.norm {
			t.Errorf("the normal bot plays %q, want %q", got, c.norm)
		}
	}
}
