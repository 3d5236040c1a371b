package games

// Halted is a Board (View.Board) that names the seat to play, and can be
// drawn with nobody to play: the last board of a game abandoned in the
// middle of a turn, which waits on no one.
type Halted interface {
	// Halted returns the board with no seat to play; the receiver is not
	// changed.
	Halted() any
}
