package games

// Teller is implemented by a State whose notation hides what a move does,
// such as Qwinto's "write red 6", which names a cell and not the number
// written in it. TellMove returns the move as players read it in what
// happened, from the state before the move ("write 5 in red cell 6"),
// or "" to let the notation stand.
type Teller interface {
	TellMove(s Seat, m Move) string
}

// TellMove returns move m of seat s in st as players read it: what the
// state's Teller says, else the normalized notation.
func TellMove(st State, s Seat, m Move) string {
	if t, ok := st.(Teller); ok {
		if text := t.TellMove(s, m); text != "" {
			return text
		}
	}
	return string(Normalize(m))
}
