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

// Revealer is implemented by a State with hidden information. Reveals
// reports whether seat s's move m, played from the receiver, shows seat
// to something the receiver hides from it: a tile from another seat's
// hand, a choice kept secret until then. A move may not be taken back
// once such a move followed it, lest its player see and try again.
// Conceals reports whether the move itself is hidden from the other
// seats, so that a request to take it back names whose it is, not what.
type Revealer interface {
	Reveals(s Seat, m Move, to Seat) bool
	Conceals(s Seat, m Move) bool
}

// Reveals reports whether seat s's move m, played from st, shows seat to
// something hidden from it (see Revealer); never in a game without
// hidden information.
func Reveals(st State, s Seat, m Move, to Seat) bool {
	r, ok := st.(Revealer)
	return ok && r.Reveals(s, m, to)
}

// Conceals reports whether seat s's move m, played from st, is hidden
// from the other seats (see Revealer).
func Conceals(st State, s Seat, m Move) bool {
	r, ok := st.(Revealer)
	return ok && r.Conceals(s, m)
}
