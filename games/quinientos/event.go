package quinientos

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// EventKind is the kind of a thing that happened during a move.
type EventKind int

// The kinds of event. A move plays one tile; the engine then passes for
// every seat that has nothing that fits, and may end the round, score it,
// deal the next one or end the game, all in the same move.
const (
	// Dealt: round Round was dealt; Seat leads it.
	Dealt EventKind = iota + 1
	// Played: Seat played Tile on End (NoEnd: the lead).
	Played
	// Passed: Seat had no tile that fits and passed.
	Passed
	// WentOut: Seat emptied the hand: domino.
	WentOut
	// Blocked: all four passed in a row; the round is blocked.
	Blocked
	// Scored: Team scored Points for round Round (NoTeam: a tied block).
	Scored
	// Won: Team reached 500 and won the game.
	Won
)

// Event is one thing that happened during the last move, for the board's
// "what just happened" lines.
type Event struct {
	Kind   EventKind  `json:"kind"`
	Seat   games.Seat `json:"seat"`
	Tile   *Tile      `json:"tile,omitempty"` // Played, WentOut
	End    End        `json:"end,omitempty"`  // Played
	Team   Team       `json:"team"`           // the seat's team; Scored, Won: the team that scored
	Points int        `json:"points,omitempty"`
	Round  int        `json:"round,omitempty"`
}

// String describes the event in English with seats written as
// games.SeatRef: "{seat:1} played 6-5 on the left", "{seat:2} passed".
func (e Event) String() string { return e.Text().In(locale.English) }

// Text is the event in every language, seats as games.SeatRef among its
// arguments.
func (e Event) Text() locale.Text {
	switch e.Kind {
	case Dealt:
		return locale.T("quinientos.event.dealt", e.Round, games.SeatRef(e.Seat))
	case Played:
		switch e.End {
		case NoEnd:
			return locale.T("quinientos.event.led", games.SeatRef(e.Seat), e.Tile.String())
		case Left:
			return locale.T("quinientos.event.played_left", games.SeatRef(e.Seat), e.Tile.String())
		}
		return locale.T("quinientos.event.played_right", games.SeatRef(e.Seat), e.Tile.String())
	case Passed:
		return locale.T("quinientos.event.passed", games.SeatRef(e.Seat))
	case WentOut:
		return locale.T("quinientos.event.went_out", games.SeatRef(e.Seat), e.Tile.String())
	case Blocked:
		return locale.T("quinientos.event.blocked")
	case Scored:
		if e.Team == NoTeam {
			return locale.T("quinientos.event.tie", e.Round)
		}
		return locale.T("quinientos.event.scored", e.Team.Refs(), e.Points, e.Round)
	case Won:
		return locale.T("quinientos.event.won", e.Team.Refs(), e.Points)
	}
	return locale.Plain(fmt.Sprintf("event(%d)", int(e.Kind)))
}
