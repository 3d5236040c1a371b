package quinientos

import (
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/games"
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
		head := fmt.Sprintf("%s, mark %s, with %s", t.Name(s), draw.SeatLetter(int(s)), t.Name(partnerOf(s)))
		if revealed {
			if len(rd.Hands[s]) == 0 {
				return head + ": out of tiles."
			}
			return fmt.Sprintf("%s, hand at the end of round %d: %s.", head, rd.Number, tileList(rd.Hands[s]))
		}
		return fmt.Sprintf("%s, holds %s.", head, render.Count(b.Counts[s], "tile"))
	}
	var out []string
	if !b.Over && b.Turn >= 0 {
		out = append(out, seatSentence(b.Turn))
	}
	if left, right, ok := b.Layout.Ends(); ok {
		out = append(out, fmt.Sprintf("Open ends: %d on the left, %d on the right.", left, right))
	}
	for _, team := range []quinientos.Team{quinientos.TeamA, quinientos.TeamB} {
		s := strings.Replace(teamName(t, team), " & ", " and ", 1) + ": " + render.Count(b.Teams[team], "point")
		if b.Over && b.Winner == team {
			s += ", winners"
		}
		out = append(out, s+".")
	}
	if len(b.Layout) > 0 {
		tiles := make([]string, len(b.Layout))
		for i, p := range b.Layout {
			tiles[i] = tileWords(p.Left, p.Right) + " by " + draw.SeatLetter(int(p.By))
		}
		out = append(out, "The line from left to right: "+strings.Join(tiles, "; ")+".")
	}
	for s := range games.Seat(quinientos.Seats) {
		if b.Over || s != b.Turn {
			out = append(out, seatSentence(s))
		}
	}
	return out
}

// tileWords says a tile: "double 6", "6 and 5".
func tileWords(a, b int) string {
	if a == b {
		return fmt.Sprintf("double %d", a)
	}
	return fmt.Sprintf("%d and %d", a, b)
}

// tileList says tiles, separated by semicolons.
func tileList(h quinientos.Hand) string {
	words := make([]string, len(h))
	for i, tile := range h {
		words[i] = tileWords(tile.Hi, tile.Lo)
	}
	return strings.Join(words, "; ")
}
