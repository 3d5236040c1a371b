package blingo

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestBlingo: seat 1 (a) completes row 1 with 11. The other players'
// markers on row 1 return to their supply, except b's marker on 1, which
// lies on b's own Blingo (column 1). Markers off row 1 stay.
func TestBlingo(t *testing.T) {
	const before = `
ab a a a ab a ac a a a c
b  . . . .  . .  . . . c
b  . . . .  . .  . . . .
b  . . . .  . .  . . . .
b  . . . .  . .  . . . .
b  . . . .  . .  . . . .
b  . . . .  . .  . . . .
b  . . . .  . .  . . . .`
	const after = `
ab a a a a a a a a a a
b  . . . . . . . . . c
b  . . . . . . . . . .
b  . . . . . . . . . .
b  . . . . . . . . . .
b  . . . . . . . . . .
b  . . . . . . . . . .
b  . . . . . . . . . .`
	st := rolled(t, position(t, 3, 0, before), 1, 1)
	if got := st.Legal(0); !slices.Equal(got, moves("place 11")) {
		t.Fatalf("legal %v\n%s", got, dump(st))
	}
	st = play(t, st, step{seat: 0, move: "place 11"})
	if want := mustBoard(t, after); st.Board != want {
		t.Fatalf("after the Blingo:\n%s\nwant %s", dump(st), want)
	}
	if st.Last.Blingos != LineSetOf(0) || st.Last.Removed != 3 || st.Last.Squares()[0] != 11 {
		t.Errorf("last turn %+v, want a Blingo on row 1 removing 3 markers", st.Last)
	}
	if got := []int{st.Board.Supply(0, Markers), st.Board.Supply(1, Markers), st.Board.Supply(2, Markers)}; !slices.Equal(got, []int{39, 42, 49}) {
		t.Errorf("supplies %v, want [39 42 49]", got)
	}
	if got := st.status(); got != "{seat:0} rolled 1 and 1 and placed on 11: Blingo on row 1, 3 markers removed · {seat:1} to roll" {
		t.Errorf("status %q", got)
	}
	// Row 1 is now closed to b and c, except b's square 1, which b holds.
	for _, q := range []Square{2, 5, 11} {
		if !st.Board.Closed(1, q) || !st.Board.Closed(2, q) || st.Board.Closed(0, q) || st.Board.Open(2, q) {
			t.Errorf("square %d: closed to b %v, to c %v, to a %v; open to c %v", q,
				st.Board.Closed(1, q), st.Board.Closed(2, q), st.Board.Closed(0, q), st.Board.Open(2, q))
		}
	}
}

// TestTwoBlingos: one marker completing two lines makes both Blingos.
func TestTwoBlingos(t *testing.T) {
	const before = `
a a a a a a a a a a b
. . . . . . . . . . a
. . . . . . . . . . a
. . . . . . . . . . a
. . . . . . . . . . a
. . . . . . . . . . ab
. . . . . . . . . . a
. . . . . . . . . . a`
	st := rolled(t, position(t, 2, 0, before), 1, 1)
	st = play(t, st, step{seat: 0, move: "place 11"})
	if st.Last.Blingos != LineSetOf(0, firstColumn+10) || st.Last.Removed != 2 || st.Board.Count(1) != 0 {
		t.Errorf("last turn %+v\n%s", st.Last, dump(st))
	}
}

// TestIntersection: a square on another player's Blingo line may be taken
// only when, on some line through it that is no other player's Blingo,
// the player holds every square not closed to them.
func TestIntersection(t *testing.T) {
	tests := []struct {
		name  string
		board string
		a, b  int
		want  []string
	}{
		{
			name: "row 1 is b's Blingo; a holds the rest of column 3",
			board: `
b b b b b b b b b b b
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .`,
			a: 3, b: 3, want: []string{"place 3", "place 33"},
		},
		{
			name: "a lacks 80 of column 3: 3 stays closed",
			board: `
b b b b b b b b b b b
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . . . . . . . . . .`,
			a: 3, b: 3, want: []string{"place 33"},
		},
		{
			name: "rows 1 and 8 are Blingos: 3 and 80 both open once the rest of column 3 is held",
			board: `
b b b b b b b b b b b
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
c c c c c c c c c c c`,
			a: 3, b: 3, want: []string{"place 3", "place 33"},
		},
		{
			name: "the same, the 0 squares: 80 open, 10 on row 1 closed; 82 on row 8 closed",
			board: `
b b b b b b b b b b b
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
c c c c c c c c c c c`,
			a: 2, b: 8, want: []string{"place 20", "place 28", "place 30", "place 40", "place 50", "place 60", "place 70", "place 80"},
		},
		{
			name: "column 3 is c's Blingo: it cannot serve for 3, nor can row 1",
			board: `
b b bc b b b b b b b b
. . c  . . . . . . . .
. . c  . . . . . . . .
. . c  . . . . . . . .
. . c  . . . . . . . .
. . c  . . . . . . . .
. . c  . . . . . . . .
. . c  . . . . . . . .`,
			a: 3, b: 3, want: []string{"place 33"},
		},
		{
			name: "... but the diagonal 3-87 can",
			board: `
b b bc b b b b b b b b
. . c  a . . . . . . .
. . c  . a . . . . . .
. . c  . . a . . . . .
. . c  . . . a . . . .
. . c  . . . . a . . .
. . c  . . . . . a . .
. . c  . . . . . . a .`,
			a: 3, b: 3, want: []string{"place 3", "place 33"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := rolled(t, position(t, 3, 0, tt.board), tt.a, tt.b)
			if got := st.Legal(0); !slices.Equal(got, moves(tt.want...)) {
				t.Errorf("roll %d %d: legal %v\nwant %v\n%s", tt.a, tt.b, got, tt.want, dump(st))
			}
		})
	}
}

// TestIntersectionBlingo: taking the intersections last completes
// column 3 as a's Blingo; b's and c's markers on 3 and 80 stay, on their
// own Blingo lines.
func TestIntersectionBlingo(t *testing.T) {
	st := position(t, 3, 0, `
b b b b b b b b b b b
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
. . a . . . . . . . .
c c c c c c c c c c c`)
	st = play(t, st,
		step{seat: 0, move: "roll", dice: []int{3, 3}}, step{seat: 0, move: "place 3"},
		step{seat: 1, move: "roll", dice: []int{4, 4}}, step{seat: 1, move: "place 44"},
		step{seat: 2, move: "roll", dice: []int{1, 2}}, step{seat: 2, move: "place 12"},
		step{seat: 0, move: "roll", dice: []int{5, 5}}, step{seat: 0, move: "place 80"},
	)
	if st.Last.Blingos != LineSetOf(firstColumn+2) || st.Last.Removed != 0 {
		t.Errorf("last turn %+v\n%s", st.Last, dump(st))
	}
	if got := st.Board.At(3); got != SeatsOf(0, 1) {
		t.Errorf("square 3 holds %v\n%s", got.List(), dump(st))
	}
	if got := st.Board.At(80); got != SeatsOf(0, 2) {
		t.Errorf("square 80 holds %v\n%s", got.List(), dump(st))
	}
}

// TestRefusedPlacements checks the reasons a player reads.
func TestRefusedPlacements(t *testing.T) {
	const board = `
b b b b b b b b b b b
. . . . . . . a . . .
. . . . . a . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .`
	tests := []struct {
		seat  games.Seat
		board string
		a, b  int
		move  games.Move
		fails string
	}{
		{0, board, 2, 8, "place 3", "the roll 2 and 8 allows 2 and 8; 28 or 82; a square with a 0"},
		{0, board, 4, 5, "place 4 45", "two markers go only on the two dice, 4 and 5"},
		{0, board, 3, 3, "place 3 33", "a double places one marker, on 3"},
		{0, board, 2, 8, "place 28", "you already have a marker on 28"},
		{0, board, 2, 8, "place 2 8", "2 is on another player's Blingo line and you do not hold the rest of a line through it"},
		{0, board, 2, 8, "place 10", "10 is on another player's Blingo line and you do not hold the rest of a line through it"},
		{0, board, 1, 7, "place 1", "1 is on another player's Blingo line and you do not hold the rest of a line through it"},
		{0, empty, 3, 4, "place 3", "this roll places a marker on each open die: place 3 4"},
		{1, oneLeft, 1, 2, "place 1 2", "you have one marker left: place 1 or place 2"},
		{0, noneLeft, 1, 2, "place 12", "you have no markers left"},
		{0, noneLeft, 1, 2, "place 12 21", "two markers go only on the two dice, 1 and 2"},
		{0, board, 1, 2, "pass", "the roll lets you place a marker, e.g. place 12"},
		{0, board, 1, 2, "roll", "you have rolled 1 and 2: place a marker, e.g. place 12"},
		{0, noneLeft, 1, 2, "roll", "you have rolled 1 and 2 and can place nothing: pass"},
		{0, board, 1, 2, "place 99", `"99" is no square: the squares are 1 to 88; write "roll", "place 2 8", "place 28" or "pass"`},
	}
	for _, tt := range tests {
		st := rolled(t, position(t, 2, tt.seat, tt.board), tt.a, tt.b)
		play(t, st, step{seat: tt.seat, move: tt.move, fails: tt.fails})
	}
}

// TestPassesAndTurns: the turn passes when nothing can be placed; turns
// go round the table.
func TestPassesAndTurns(t *testing.T) {
	st := position(t, 3, 0, noneLeft)
	st = play(t, st,
		step{seat: 1, move: "roll", fails: "wait for {seat:0} to play"},
		step{seat: 0, move: "place 1", fails: "roll the dice first: roll"},
		step{seat: 0, move: "roll", dice: []int{2, 8}},
		step{seat: 1, move: "place 2", fails: "wait for {seat:0} to play"},
		step{seat: 0, move: "pass"},
		step{seat: 1, move: "roll", dice: []int{2, 8}},
		step{seat: 1, move: "place 8 2"},
		step{seat: 2, move: "roll", dice: []int{4, 4}},
		step{seat: 2, move: "44", fails: "44 is on another player's Blingo line and you do not hold the rest of a line through it"},
		step{seat: 2, move: "4"},
	)
	if st.Active != 0 || st.Phase != Rolling || st.Turn != 3 || st.Board.At(2) != SeatsOf(1) || st.Board.At(4) != SeatsOf(2) {
		t.Errorf("after three turns:\n%s", dump(st))
	}
	if got := st.Result().Scores; !slices.Equal(got, []int{50, 2, 1}) {
		t.Errorf("scores %v, want [50 2 1]", got)
	}
	if _, err := st.Apply(3, "roll", nil); games.Reason(err) != "you have no seat in this game" {
		t.Errorf("seat 4 at a table of 3: %v", err)
	}
}
