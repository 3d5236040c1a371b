package cinqo

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/render"
)

// altSentences describes the table in sentences for the picture's alt
// text: the dice of the turn by where they lie ("Rack: 6 and 6."), the
// Hi/Lo die, the last turn, then every player's total, the player to
// play first.
func altSentences(t *render.Table, b cinqo.BoardView) []string {
	var out []string
	if b.Phase != cinqo.Over {
		for _, part := range []struct {
			name string
			dice cinqo.Dice
		}{{"Rack", b.Rack}, {"Bank", b.Bank}, {"Roll", b.Roll}} {
			if part.dice.Len() > 0 {
				out = append(out, fmt.Sprintf("%s: %s.", part.name, diceList(part.dice)))
			}
		}
		if b.HiLo != cinqo.NoHiLo {
			hilo := "Hi/Lo die: " + b.HiLo.String()
			if b.Boxed {
				hilo += ", boxed"
			}
			out = append(out, hilo+".")
		}
	}
	if l := b.Last; l != nil {
		out = append(out, fmt.Sprintf("Last turn, %s: %s with the Hi/Lo die %s, %s.", t.Name(l.Seat), diceList(l.Dice), l.HiLo, render.Count(l.Score.Points, "point")))
	}
	seats := make([]int, len(b.Totals))
	for i := range seats {
		seats[i] = i
	}
	slices.SortStableFunc(seats, func(x, y int) int {
		return rank(games.Seat(y) == b.Active) - rank(games.Seat(x) == b.Active)
	})
	for _, i := range seats {
		s := t.Name(games.Seat(i)) + ": " + render.Count(b.Totals[i], "point")
		if b.Phase == cinqo.Over && slices.Contains(b.Winners, games.Seat(i)) {
			s += ", winner"
		}
		out = append(out, s+".")
	}
	return out
}

// diceList writes dice as a list: "2, 4 and 6".
func diceList(d cinqo.Dice) string {
	faces := d.Faces()
	items := make([]string, len(faces))
	for i, f := range faces {
		items[i] = strconv.Itoa(f)
	}
	return render.List(items)
}

func rank(b bool) int {
	if b {
		return 1
	}
	return 0
}
