package qwinto

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestWriteJaneDoe plays one roll for a single player holding Jane Doe's
// sheet and checks which writes are accepted, and the reason for the rest.
func TestWriteJaneDoe(t *testing.T) {
	tests := []struct {
		roll string
		dice []int
		move string
		want string // "" when legal
	}{
		{"roll yellow", []int{6}, "write yellow 5", ""},
		{"roll yellow blue", []int{3, 5}, "write yellow 5", ""},
		{"roll yellow blue", []int{5, 6}, "write yellow 5", ""},
		{"roll red yellow blue", []int{5, 5, 4}, "write yellow 9", ""},
		{"roll red yellow blue", []int{6, 6, 6}, "write yellow 10", ""},
		{"roll red yellow blue", []int{6, 6, 4}, "write yellow 10", ""},
		{"roll blue", []int{4}, "write blue 3", ""},
		{"roll blue", []int{5}, "write blue 3", ""},
		{"roll red blue", []int{2, 6}, "write blue 7", ""},
		{"roll yellow blue", []int{4, 5}, "write blue 8", ""},
		{"roll red blue", []int{5, 6}, "write blue 10", ""},
		{"roll red yellow blue", []int{6, 6, 6}, "write blue 10", ""},
		{"roll red", []int{1}, "skip", ""},
		{"roll yellow blue", []int{1, 6}, "write yellow 5", "7 already stands in that column"},
		{"roll yellow", []int{5}, "write yellow 5", "the yellow row must increase from left to right (5 stands to the left)"},
		{"roll yellow blue", []int{6, 6}, "write yellow 5", "the yellow row must increase from left to right (12 stands to the right)"},
		{"roll red yellow blue", []int{5, 5, 5}, "write yellow 10", "15 already stands in that column"},
		{"roll yellow", []int{6}, "write yellow 6", "that cell is blocked"},
		{"roll yellow", []int{6}, "write yellow 1", "that cell is already filled"},
		{"roll blue", []int{6}, "write yellow 5", "yellow was not rolled"},
		{"roll red blue", []int{3, 6}, "write blue 7", "9 already stands in that column"},
		{"roll red blue", []int{6, 6}, "write blue 7", "the blue row must increase from left to right (10 stands to the right)"},
		{"roll yellow blue", []int{1, 6}, "write blue 8", "the blue row must increase from left to right (7 stands to the left)"},
		{"roll red yellow blue", []int{6, 6, 1}, "write blue 10", "13 already stands in that column"},
		{"roll blue", []int{3}, "write blue 3", "the blue row must increase from left to right (3 stands to the left)"},
		{"roll red blue", []int{1, 5}, "write blue 3", "the blue row must increase from left to right (6 stands to the right)"},
		{"roll red", []int{4}, "write red 4", "that cell is blocked"},
		{"roll red", []int{4}, "write red 5", "that cell is already filled"},
		{"roll blue", []int{6}, "write blue 5", "that cell is blocked"},
		{"roll red yellow", []int{6, 4}, "write blue 8", "blue was not rolled"},
	}
	jane := mustSheet(t, janeDoe)
	for _, tt := range tests {
		t.Run(tt.roll+"/"+tt.move, func(t *testing.T) {
			st := newState(1, false)
			st.Sheets[0] = jane
			st = play(t, st, step{seat: 0, move: games.Move(tt.roll), dice: tt.dice})
			next, err := st.Apply(0, games.Move(tt.move), gametest.Dice())
			if tt.want == "" {
				if err != nil {
					t.Fatalf("sum %d: %q refused: %v\n%s", st.Sum(), tt.move, err, dump(st))
				}
				if !slices.Contains(st.Legal(0), games.Move(tt.move)) {
					t.Errorf("sum %d: %q applies but is not listed in %v", st.Sum(), tt.move, st.Legal(0))
				}
				_ = next
				return
			}
			if err == nil {
				t.Fatalf("sum %d: %q accepted, want %q\n%s", st.Sum(), tt.move, tt.want, dump(st))
			}
			if !errorsIs(err, games.ErrIllegalMove) || games.Reason(err) != tt.want {
				t.Errorf("sum %d: %q refused with %v, want %q\n%s", st.Sum(), tt.move, err, tt.want, dump(st))
			}
			if slices.Contains(st.Legal(0), games.Move(tt.move)) {
				t.Errorf("sum %d: refused %q is listed", st.Sum(), tt.move)
			}
		})
	}
}

func TestCompleteRows(t *testing.T) {
	sh := mustSheet(t, "red 1,2,3,X,4,5,6,7,8,9 yellow 2,3,4,5,6,X,7,8,9,10 blue 1,0,0,0,X,0,0,0,0,0")
	if !sh.Complete(Red) || !sh.Complete(Yellow) || sh.Complete(Blue) || sh.CompleteRows() != 2 {
		t.Errorf("complete rows %d, want red and yellow:\n%s", sh.CompleteRows(), sh.Text("", 0))
	}
}

// TestCanWrite checks that CanWrite agrees with Check on every cell and
// number of a few sheets.
func TestCanWrite(t *testing.T) {
	for _, text := range []string{janeDoe, emptySheet, "red 1,2,3,X,4,5,6,7,8,9 yellow 2,3,4,5,6,X,7,8,9,0 blue 0,0,0,0,X,0,0,0,0,0"} {
		sh := mustSheet(t, text)
		for _, c := range AllColours {
			for p := -1; p <= Positions; p++ {
				for v := 0; v <= MaxValue+1; v++ {
					if got, want := sh.CanWrite(c, p, v), sh.Check(c, p, v) == nil; got != want {
						t.Errorf("%s position %d value %d: CanWrite %v, Check %v\n%s", c, p, v, got, sh.Check(c, p, v), sh.Text("", 0))
					}
				}
			}
		}
	}
}
