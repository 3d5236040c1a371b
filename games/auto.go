package games

// Automatic is implemented by a State in which some moves are no decision,
// such as Blingo's roll. AutoMove returns such a move of seat s, one of
// Legal(s), or "" when s has none now. A session plays it for the seat,
// human or bot, as soon as the seat may move, so a player meets the turn
// with its dice already rolled.
type Automatic interface {
	AutoMove(s Seat) Move
}

// AutoMove returns the move the session plays at once for seat s in st,
// "" when none.
func AutoMove(st State, s Seat) Move {
	if a, ok := st.(Automatic); ok {
		return a.AutoMove(s)
	}
	return ""
}
