package session

import "github.com/quintetbot/quintet/games"

// StepKind is a step of a match's log that is not a move of the game but
// of the session. Such a step stores its kind as its Move, so a log reads
// as one list of moves.
type StepKind string

// The session's steps.
const (
	// StepStart is the first step, the set-up: its Seat is
	// games.Spectator and its Draws are the dice drawn dealing.
	StepStart StepKind = "start"
	// StepResign is a player leaving their seat to a bot.
	StepResign StepKind = "resign"
	// StepCancel ends the match before it is over; its Seat is
	// games.Spectator.
	StepCancel StepKind = "cancel"
	// StepUndo takes back the step at a version and every game move after
	// it; its Move is "undo <version>" (UndoMove, UndoTarget).
	StepUndo StepKind = "undo"
)

// Move returns the Move a step of kind k stores (an undo step adds the
// version it takes back: UndoMove).
func (k StepKind) Move() games.Move { return games.Move(k) }

// Is reports whether a step stores the Move of kind k. It looks at the
// Move only; a caller that must tell a session step from a game move of
// the same notation checks the seat and the draws too.
func (s Step) Is(k StepKind) bool { return s.Move == k.Move() }
