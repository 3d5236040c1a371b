package cinqo

import (
	"strings"

	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/render"
)

// titled returns a copy of t whose view's title is the board's in t's
// language, for the embed, the text and the alt text to show.
func titled(t *render.Table, b cinqo.BoardView) *render.Table {
	c := *t
	c.View.Title = b.TitleIn(t.Lang)
	return &c
}

// hiloFace names the Hi/Lo die's face in t's language: "2-down".
func hiloFace(t *render.Table, h cinqo.HiLo) string { return h.SayIn(t.Lang) }

// hiloSide names the side of the card h points to: "Hi" or "Lo".
func hiloSide(t *render.Table, h cinqo.HiLo) string { return h.Side().SayIn(t.Lang) }

// scoringText says what racked dice score, in t's language: "27 on the
// Hi side scores 6, times 2: 12 points".
func scoringText(t *render.Table, sc cinqo.Scoring) string { return sc.SayIn(t.Lang) }

// points writes a number of points in t's language: "1 point", "16
// points".
func points(t *render.Table, n int) string { return t.Say("board.cinqo.points", n) }

// listIn joins items as a sentence lists them in t's language: "2, 4
// and 6".
func listIn(t *render.Table, items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return t.Say("board.cinqo.and", strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}
