package games

// TimeoutPolicy is implemented by a State whose turn timeouts play another
// move than Default: TimeoutMove returns the move for seat s when its time
// has run out, one of Legal(s). A State without it times out with Default.
type TimeoutPolicy interface {
	TimeoutMove(s Seat) Move
}

// TimeoutMove returns what a timeout plays for seat s in st.
func TimeoutMove(st State, s Seat) Move {
	if p, ok := st.(TimeoutPolicy); ok {
		if m := p.TimeoutMove(s); m != "" {
			return m
		}
	}
	return st.Default(s)
}
