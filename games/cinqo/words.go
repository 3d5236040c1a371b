package cinqo

import (
	"strings"

	"github.com/quintetbot/quintet/games/locale"
)

// The engine's words in every language come from the catalog keys
// "board.cinqo.*"; their English is what String and Text write.

// SayIn implements locale.Sayer: the face in l's words, "2-down" in
// English; NoHiLo as String writes it.
func (h HiLo) SayIn(l locale.Lang) string {
	switch h.Side() {
	case Hi:
		return l.Say("board.cinqo.face_up", h.Number())
	case Lo:
		return l.Say("board.cinqo.face_down", h.Number())
	}
	return h.String()
}

// SayIn implements locale.Sayer: the side of the card in l's words,
// "Hi" or "Lo" in English.
func (s Side) SayIn(l locale.Lang) string {
	switch s {
	case Hi:
		return l.Say("board.cinqo.side_hi")
	case Lo:
		return l.Say("board.cinqo.side_lo")
	}
	return s.String()
}

// SayIn implements locale.Sayer: the scoring as a player would say it
// in l (see String).
func (sc Scoring) SayIn(l locale.Lang) string {
	points := l.Say("board.cinqo.points", sc.Points)
	switch {
	case sc.FiveOfAKind:
		return l.Say("board.cinqo.score_five", points)
	case sc.Straight:
		return l.Say("board.cinqo.score_straight", sc.Partial, sc.Multiplier, points)
	}
	return l.Say("board.cinqo.score_total", sc.Total, sc.Side, sc.Partial, sc.Multiplier, points)
}

// seatList is a list of seats (as games.SeatRef) said as a sentence
// lists them in a language: "{seat:0}, {seat:1} and {seat:2}".
type seatList []string

// SayIn implements locale.Sayer.
func (s seatList) SayIn(l locale.Lang) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return l.Say("board.cinqo.and", strings.Join(s[:len(s)-1], ", "), s[len(s)-1])
}
