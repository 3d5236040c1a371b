package games

// Summarizer is implemented by a State whose legal moves may be too many
// to read as a list, such as Cinq-O's placements of a roll. MovesSummary
// says in a few lines how seat s's moves are written, grouped, with
// examples that Legal(s) lists; "" when the list reads well enough.
type Summarizer interface {
	MovesSummary(s Seat) string
}

// MovesSummary returns what st's Summarizer says of seat s's moves, ""
// when st has none to say.
func MovesSummary(st State, s Seat) string {
	if sm, ok := st.(Summarizer); ok {
		return sm.MovesSummary(s)
	}
	return ""
}
