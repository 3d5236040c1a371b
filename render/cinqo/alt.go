package cinqo

import (
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
			key  string
			dice cinqo.Dice
		}{{"board.cinqo.alt_rack", b.Rack}, {"board.cinqo.alt_bank", b.Bank}, {"board.cinqo.alt_roll", b.Roll}} {
			if part.dice.Len() > 0 {
				out = append(out, t.Say(part.key, diceList(t, part.dice)))
			}
		}
		switch {
		case b.HiLo != cinqo.NoHiLo && b.Boxed:
			out = append(out, t.Say("board.cinqo.alt_hilo_boxed", b.HiLo))
		case b.HiLo != cinqo.NoHiLo:
			out = append(out, t.Say("board.cinqo.alt_hilo", b.HiLo))
		}
	}
	if l := b.Last; l != nil {
		out = append(out, t.Say("board.cinqo.alt_last", t.Name(l.Seat), diceList(t, l.Dice), l.HiLo, points(t, l.Score.Points)))
	}
	seats := make([]int, len(b.Totals))
	for i := range seats {
		seats[i] = i
	}
	slices.SortStableFunc(seats, func(x, y int) int {
		return rank(games.Seat(y) == b.Active) - rank(games.Seat(x) == b.Active)
	})
	for _, i := range seats {
		key := "board.cinqo.alt_total"
		if b.Phase == cinqo.Over && slices.Contains(b.Winners, games.Seat(i)) {
			key = "board.cinqo.alt_total_winner"
		}
		out = append(out, t.Say(key, t.Name(games.Seat(i)), points(t, b.Totals[i])))
	}
	return out
}

// diceList writes dice as a list in t's language: "2, 4 and 6".
func diceList(t *render.Table, d cinqo.Dice) string {
	faces := d.Faces()
	items := make([]string, len(faces))
	for i, f := range faces {
		items[i] = strconv.Itoa(f)
	}
	return listIn(t, items)
}

func rank(b bool) int {
	if b {
		return 1
	}
	return 0
}
