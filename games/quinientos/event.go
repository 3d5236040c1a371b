package quinientos

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
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

// String describes the event with seats written as games.SeatRef:
// "{seat:1} played 6-5 on the left", "{seat:2} passed".
func (e Event) String() string {
	switch e.Kind {
	case Dealt:
		return fmt.Sprintf("round %d dealt: %s leads", e.Round, games.SeatRef(e.Seat))
	case Played:
		if e.End == NoEnd {
			return fmt.Sprintf("%s led %s", games.SeatRef(e.Seat), e.Tile)
		}
		return fmt.Sprintf("%s played %s on the %s", games.SeatRef(e.Seat), e.Tile, e.End)
	case Passed:
		return games.SeatRef(e.Seat) + " passed"
	case WentOut:
		return fmt.Sprintf("%s went out with %s: domino", games.SeatRef(e.Seat), e.Tile)
	case Blocked:
		return "all four passed: the round is blocked"
	case Scored:
		if e.Team == NoTeam {
			return fmt.Sprintf("round %d is a tie: nobody scores", e.Round)
		}
		return fmt.Sprintf("%s score %d for round %d", e.Team.Refs(), e.Points, e.Round)
	case Won:
		return fmt.Sprintf("%s win with %d points", e.Team.Refs(), e.Points)
	}
	return fmt.Sprintf("event(%d)", int(e.Kind))
}
