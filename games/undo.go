package games

// Undoer is implemented by a State whose moves may be taken back.
// Undoable reports whether seat s's move m, played from the receiver, is
// of a kind that may ever be taken back: a move that is itself chance (a
// roll) never is; a write, a placement or a tile is. Whether a move may be
// taken back now (who has acted since, which dice were drawn) is the
// session's rule, not the engine's. A State that is no Undoer has no move
// that may be taken back.
type Undoer interface {
	Undoable(s Seat, m Move) bool
}

// Undoable reports whether seat s's move m, played from st, may ever be
// taken back (see Undoer).
func Undoable(st State, s Seat, m Move) bool {
	u, ok := st.(Undoer)
	return ok && u.Undoable(s, m)
}
