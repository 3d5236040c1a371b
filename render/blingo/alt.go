package blingo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// altSentences describes the board in sentences for the picture's alt
// text, one a player, the player to act first: "Carol, mark C: 13
// markers on the board, 37 left; Blingo on diagonal 1-85; markers on 1,
// 5 and 9." Their letter is the one their marks carry in the picture.
func altSentences(t *render.Table, b blingo.BoardView) []string {
	held := make(map[games.Seat][]string)
	for _, sq := range b.Squares {
		for _, s := range sq.Markers {
			held[s] = append(held[s], sq.Number.String())
		}
	}
	players := slices.Clone(b.Players)
	slices.SortStableFunc(players, func(x, y blingo.PlayerView) int {
		return rank(y.Seat == b.Active) - rank(x.Seat == b.Active)
	})
	out := make([]string, 0, len(players))
	for _, p := range players {
		head := fmt.Sprintf("%s, mark %s", t.Name(p.Seat), draw.SeatLetter(int(p.Seat)))
		if isWinner(t.Result, p.Seat) {
			head += ", winner"
		}
		parts := []string{render.Count(p.Markers, "marker") + " on the board"}
		if p.Supply >= 0 {
			parts[0] += fmt.Sprintf(", %d left", p.Supply)
		}
		if len(p.Blingos) > 0 {
			lines := make([]string, len(p.Blingos))
			for i, l := range p.Blingos {
				lines[i] = l.String()
			}
			parts = append(parts, "Blingo on "+render.List(lines))
		}
		if len(held[p.Seat]) > 0 {
			parts = append(parts, "markers on "+render.List(held[p.Seat]))
		}
		out = append(out, head+": "+strings.Join(parts, "; ")+".")
	}
	return out
}

func rank(b bool) int {
	if b {
		return 1
	}
	return 0
}
