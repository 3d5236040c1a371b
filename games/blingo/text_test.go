package blingo

import (
	"fmt"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestText(t *testing.T) {
	names := func(s games.Seat) string { return []string{"Ann", "Bob", "Cy", "Di"}[s] }
	tests := []struct {
		name  string
		seats int
		board string
		want  string
	}{
		{
			name: "two players, a Blingo on row 1", seats: 2,
			board: `
a a ab a a a a a a a a
. . .  . . . . . . . .
. . b  . . . . . . . .
. . .  . . . . . . . .
. . .  . . . . . . . .
. . .  . . . . . . . .
. . .  . . . . . . . .
. . .  . . . . . . . b`,
			want: ` *1  *2  *3  *4  *5  *6  *7  *8  *9 *10 *11
  A   A  AB   A   A   A   A   A   A   A   A
 12  13  14  15  16  17  18  19  20  21  22

 23  24  25  26  27  28  29  30  31  32  33
          B
 34  35  36  37  38  39  40  41  42  43  44

 45  46  47  48  49  50  51  52  53  54  55

 56  57  58  59  60  61  62  63  64  65  66

 67  68  69  70  71  72  73  74  75  76  77

 78  79  80  81  82  83  84  85  86  87  88
                                          B

A  Ann: 11 on the board, 39 left
   Blingo: row 1
B  Bob: 3 on the board, 47 left
Letters under a number: who has a marker there.
*: on a Blingo line, closed to the other players.
`,
		},
		{
			name: "four players", seats: 4,
			board: `
a . . . . . . . . . .
. b . . . . . . . . .
. . c . . . . . . . .
. . . d . . . . . . .
. . . . abcd . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .`,
			want: `  1   2   3   4   5   6   7   8   9  10  11
  A
 12  13  14  15  16  17  18  19  20  21  22
      B
 23  24  25  26  27  28  29  30  31  32  33
          C
 34  35  36  37  38  39  40  41  42  43  44
              D
 45  46  47  48  49  50  51  52  53  54  55
                ABC
                  D
 56  57  58  59  60  61  62  63  64  65  66

 67  68  69  70  71  72  73  74  75  76  77

 78  79  80  81  82  83  84  85  86  87  88

A  Ann: 2 on the board, 48 left
B  Bob: 2 on the board, 48 left
C  Cy: 2 on the board, 48 left
D  Di: 2 on the board, 48 left
Letters under a number: who has a marker there.
`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := position(t, tt.seats, 0, tt.board)
			got := st.board().Text(names)
			if got != tt.want {
				t.Errorf("text board differs:\n%s", lineDiff(got, tt.want))
			}
			for i, line := range strings.Split(got, "\n") {
				if strings.TrimRight(line, " ") != line {
					t.Errorf("line %d has trailing spaces: %q", i+1, line)
				}
			}
		})
	}
}

func TestTextDefaultNames(t *testing.T) {
	got := position(t, 2, 0, empty).board().Text(nil)
	if !strings.Contains(got, "A  seat 1: 0 on the board, 50 left\nB  seat 2: 0 on the board, 50 left\n") {
		t.Errorf("legend:\n%s", got)
	}
}

// lineDiff shows two texts line by line, marking the lines that differ.
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var b strings.Builder
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		mark := " "
		if gl != wl {
			mark = "!"
		}
		fmt.Fprintf(&b, "%s got  %q\n%s want %q\n", mark, gl, mark, wl)
	}
	return b.String()
}
