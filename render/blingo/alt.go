package blingo

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// altText is the picture's alt text: head, then altSentences with the
// squares each player holds, or without them when those would not all
// fit in render.MaxAltText, so that no player goes unnamed.
func altText(t *render.Table, head string, b blingo.BoardView) string {
	full := altSentences(t, b, true)
	size := utf8.RuneCountInString(render.AltText(t, head, nil))
	for _, s := range full {
		size += 1 + utf8.RuneCountInString(render.Spoken(s))
	}
	if size > render.MaxAltText {
		return render.AltText(t, head, altSentences(t, b, false))
	}
	return render.AltText(t, head, full)
}

// altSentences describes the board in sentences for the picture's alt
// text, one a player, the winners first once the game is over, else the
// player to act: "Carol, mark C: 13 markers on the board, 37 left;
// Blingo on diagonal 1-85; markers on 1 to 3, 5 and 9." (squareRuns; the
// squares only when withSquares). Their letter is the one their marks
// carry in the picture.
func altSentences(t *render.Table, b blingo.BoardView, withSquares bool) []string {
	var held map[games.Seat][]blingo.Square
	if withSquares {
		held = heldSquares(b)
	}
	first := func(p blingo.PlayerView) int {
		if t.Result.Over {
			return rank(isWinner(t.Result, p.Seat))
		}
		return rank(p.Seat == b.Active)
	}
	players := slices.Clone(b.Players)
	slices.SortStableFunc(players, func(x, y blingo.PlayerView) int {
		return first(y) - first(x)
	})
	out := make([]string, 0, len(players))
	for _, p := range players {
		head := t.Say("board.blingo.alt_head", t.Name(p.Seat), draw.SeatLetter(int(p.Seat)))
		if isWinner(t.Result, p.Seat) {
			head = t.Say("board.blingo.alt_head_winner", t.Name(p.Seat), draw.SeatLetter(int(p.Seat)))
		}
		markers := locale.T("board.blingo.markers", p.Markers)
		parts := []string{t.Say("board.blingo.alt_on_board", markers)}
		if p.Supply >= 0 {
			parts[0] = t.Say("board.blingo.alt_on_board_left", markers, p.Supply)
		}
		if len(p.Blingos) > 0 {
			lines := make([]string, len(p.Blingos))
			for i, l := range p.Blingos {
				lines[i] = lineName(t, l)
			}
			parts = append(parts, t.Say("board.blingo.alt_blingo_on", listIn(t, lines)))
		}
		if withSquares && len(held[p.Seat]) > 0 {
			parts = append(parts, t.Say("board.blingo.alt_markers_on", listIn(t, squareRuns(t, held[p.Seat]))))
		}
		out = append(out, t.Say("board.blingo.alt_sentence", head, strings.Join(parts, "; ")))
	}
	return out
}

// heldSquares returns the squares each seat holds a marker on, in the
// board's order, all in one array.
func heldSquares(b blingo.BoardView) map[games.Seat][]blingo.Square {
	counts := make(map[games.Seat]int, len(b.Players))
	total := 0
	for _, sq := range b.Squares {
		for _, s := range sq.Markers {
			counts[s]++
			total++
		}
	}
	all := make([]blingo.Square, 0, total)
	held := make(map[games.Seat][]blingo.Square, len(counts))
	for s, n := range counts {
		held[s], all = all[:0:n], all[n:n:cap(all)]
	}
	for _, sq := range b.Squares {
		for _, s := range sq.Markers {
			held[s] = append(held[s], sq.Number)
		}
	}
	return held
}

func rank(b bool) int {
	if b {
		return 1
	}
	return 0
}
