package games

// Sampled is implemented by a State whose Legal lists only examples of
// some moves, because they are too many to list, such as Quingo's choice
// of five wild numbers: Apply takes every one of them. MovesNote says in
// words what seat s may play now, "" when Legal lists every move.
type Sampled interface {
	MovesNote(s Seat) string
}

// MovesNote returns what st's Sampled says of seat s's moves, "" when st
// lists them all.
func MovesNote(st State, s Seat) string {
	if sm, ok := st.(Sampled); ok {
		return sm.MovesNote(s)
	}
	return ""
}
