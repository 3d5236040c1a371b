package games

// Rejudged is a Board (View.Board) that shows its game's result, and can
// show another one instead: the session's, when a seat that forfeited
// (resigned, or taken over by a bot) scored best, so that the board's
// own result line and marks agree with who is said to win.
type Rejudged interface {
	// WithResult returns the board showing r as the result; the
	// receiver is not changed.
	WithResult(r Result) any
}
