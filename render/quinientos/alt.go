package quinientos

import (
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// altSentences describes the public board in sentences for the picture's
// alt text: the player to play and their hand's size, the open ends, the
// team scores, the line of tiles from left to right ("6 and 6; 6 and
// 3"), then the other players. Hands are named only once revealed.
func altSentences(t *render.Table, b quinientos.BoardView) []string {
	rd, revealed := shownHands(b)
	seatSentence := func(s games.Seat) string {
		name, mark, partner := t.Name(s), draw.SeatLetter(int(s)), t.Name(partnerOf(s))
		if revealed {
			if len(rd.Hands[s]) == 0 {
				return t.Say("quinientos.alt.seat_out", name, mark, partner)
			}
			return t.Say("quinientos.alt.seat_hand", name, mark, partner, rd.Number, tileList(t.Lang, rd.Hands[s]))
		}
		return t.Say("quinientos.alt.seat_holds", name, mark, partner, b.Counts[s])
	}
	var out []string
	if !b.Over && b.Turn >= 0 {
		out = append(out, seatSentence(b.Turn))
	}
	if left, right, ok := b.Layout.Ends(); ok {
		out = append(out, t.Say("quinientos.alt.ends", left, right))
	}
	for _, team := range []quinientos.Team{quinientos.TeamA, quinientos.TeamB} {
		seats := team.Seats()
		key := "quinientos.alt.team"
		if b.Over && b.Winner == team {
			key = "quinientos.alt.team_won"
		}
		out = append(out, t.Say(key, t.Name(seats[0]), t.Name(seats[1]), b.Teams[team]))
	}
	if len(b.Layout) > 0 {
		tiles := make([]string, len(b.Layout))
		for i, p := range b.Layout {
			tiles[i] = t.Say("quinientos.alt.tile_by", tileWords(t.Lang, p.Left, p.Right), draw.SeatLetter(int(p.By)))
		}
		out = append(out, t.Say("quinientos.alt.line", strings.Join(tiles, "; ")))
	}
	for s := range games.Seat(quinientos.Seats) {
		if b.Over || s != b.Turn {
			out = append(out, seatSentence(s))
		}
	}
	return out
}

// tileWords says a tile in l: "double 6", "6 and 5".
func tileWords(l locale.Lang, a, b int) string {
	if a == b {
		return l.Say("quinientos.alt.double", a)
	}
	return l.Say("quinientos.alt.tile", a, b)
}

// tileList says tiles in l, separated by semicolons.
func tileList(l locale.Lang, h quinientos.Hand) string {
	words := make([]string, len(h))
	for i, tile := range h {
		words[i] = tileWords(l, tile.Hi, tile.Lo)
	}
	return strings.Join(words, "; ")
}
