package blingo

import (
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/render"
)

// squareRuns names squares (ascending) as a screen reader should hear
// them: three or more numbers in a row as one run, "1 to 11", others one
// by one, so that [1 2 3 5 7 8] reads "1 to 3", "5", "7", "8" in
// English, in t's language.
func squareRuns(t *render.Table, squares []blingo.Square) []string {
	out := make([]string, 0, len(squares))
	for i := 0; i < len(squares); {
		j := i
		for j+1 < len(squares) && squares[j+1] == squares[j]+1 {
			j++
		}
		if j-i >= 2 {
			out = append(out, t.Say("board.blingo.run", int(squares[i]), int(squares[j])))
			i = j + 1
			continue
		}
		out = append(out, squares[i].String())
		i++
	}
	return out
}
