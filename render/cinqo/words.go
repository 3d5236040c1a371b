package cinqo

import (
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/render"
)

// hiloFace names the Hi/Lo die's face in t's language: "2 down".
func hiloFace(t *render.Table, h cinqo.HiLo) string {
	if h.Side() == cinqo.Lo {
		return t.Say("board.cinqo.face_down", h.Number())
	}
	return t.Say("board.cinqo.face_up", h.Number())
}

// hiloSide names the side of the card h points to: "Hi" or "Lo".
func hiloSide(t *render.Table, h cinqo.HiLo) string { return sideName(t, h.Side()) }

// sideName names a side of the card in t's language.
func sideName(t *render.Table, s cinqo.Side) string {
	if s == cinqo.Lo {
		return t.Say("board.cinqo.side_lo")
	}
	return t.Say("board.cinqo.side_hi")
}

// scoringText says what racked dice score, in t's language: "27 on the
// Hi side scores 6, times 2: 12 points".
func scoringText(t *render.Table, sc cinqo.Scoring) string {
	points := t.Say("board.cinqo.points", sc.Points)
	switch {
	case sc.FiveOfAKind:
		return t.Say("board.cinqo.score_five", points)
	case sc.Straight:
		return t.Say("board.cinqo.score_straight", sc.Partial, sc.Multiplier, points)
	}
	return t.Say("board.cinqo.score_total", sc.Total, sideName(t, sc.Side), sc.Partial, sc.Multiplier, points)
}
