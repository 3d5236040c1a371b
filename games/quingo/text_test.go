package quingo

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestSheetText(t *testing.T) {
	tests := []struct {
		sheet string
		want  string
	}{
		{example114, `
 Bonus    1    2    3    4    5  Score
    11    ✓    ✓    ✓    ✓    ✓     26
 Bonus    6    7    8    9   10  Score
     3    ✓    ✓    ✓    ✓    ✓     43
 Bonus   11   12   13   14   15  Score
    14    ✓    ✗    ✓    ✗    ✗    -17
 Bonus   16   17   18   19   20  Score
    15    ✓    ✓    ✗    ✓    ✓     54
  Wild    2   15   18    7    5  Score
     2    ✓    ✓    ✗    ✓    ✓      8
Final score: 114
`},
		{"..... v.... ..... ....x wild - .....", `
 Bonus    1    2    3    4    5  Score
    11                               0
 Bonus    6    7    8    9   10  Score
     3    ✓                          6
 Bonus   11   12   13   14   15  Score
    14                               0
 Bonus   16   17   18   19   20  Score
    15                        ✗    -20
  Wild  choosing wilds           Score
     2                               0
Total: -14
`},
	}
	for _, tt := range tests {
		got := mustSheet(t, tt.sheet).Text(setup114)
		want := strings.TrimPrefix(tt.want, "\n")
		if got != want {
			t.Errorf("Text of %q:\n%s\nwant:\n%s", tt.sheet, got, want)
		}
		for i, line := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
			if strings.TrimRight(line, " ") != line {
				t.Errorf("line %d of %q has trailing spaces", i+1, tt.sheet)
			}
		}
	}
}

func TestBoardText(t *testing.T) {
	st := position(t, `
round 3 first 1 turn 0
pool d4:4 d6:- d8:6 d10:3 d12:12 d20:-
limits 3 2
0: vvvvv vvvvv vxvxx vv.vv wild 2,15,18,7,5 vv.vv
1: ..... ..... ..... ..... wild 21,22,23,24,25 .....
`)
	name := func(s games.Seat) string { return []string{"Ann", "Bob"}[s] }
	got := st.Board(games.Spectator).Text(name)
	for _, want := range []string{
		"Round 3 · pool d4 4, d6 -, d8 6, d10 3, d12 12, d20 -\n",
		"Turn: Ann, limit 3 · order Bob, Ann\n",
		"\nAnn · limit 3 · 132 points\n",
		"\nBob · limit 2 · 0 points\n",
		"  Wild   21   22   23   24   25  Score\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("board text lacks %q:\n%s", want, got)
		}
	}
}

// TestBoardTextCountsOnePoint: a sheet of one point says "1 point".
func TestBoardTextCountsOnePoint(t *testing.T) {
	st := position(t, `
round 2 first 0 turn 0
pool d4:4 d6:- d8:6 d10:3 d12:12 d20:-
limits 3 2
0: v.... ..... ..... ..... wild 2,15,18,7,5 .....
1: ..... ..... ..... ..... wild 21,22,23,24,25 .....
`)
	name := func(s games.Seat) string { return []string{"Ann", "Bob"}[s] }
	got := st.Board(games.Spectator).Text(name)
	if !strings.Contains(got, "\nAnn · limit 3 · 1 point\n") {
		t.Errorf("board text of a one-point sheet:\n%s", got)
	}
}

// TestBoardTextHalted: the board of a game abandoned mid-round names
// nobody on turn.
func TestBoardTextHalted(t *testing.T) {
	st := position(t, `
round 3 first 1 turn 0
pool d4:4 d6:- d8:6 d10:3 d12:12 d20:-
limits 3 2
0: vvvvv vvvvv vxvxx vv.vv wild 2,15,18,7,5 vv.vv
1: ..... ..... ..... ..... wild 21,22,23,24,25 .....
`)
	name := func(s games.Seat) string { return []string{"Ann", "Bob"}[s] }
	got := games.Halted(st.Board(games.Spectator)).Halted().(BoardView).Text(name)
	if strings.Contains(got, "Turn:") || !strings.Contains(got, "Round 3 · pool") {
		t.Errorf("halted board:\n%s", got)
	}
}
