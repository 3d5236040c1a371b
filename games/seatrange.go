package games

// SeatLimiter is implemented by Rules whose table size depends on the
// match's options, such as a solitaire mode: SeatRange returns the fewest
// and most players a table with opts seats, within Info's MinSeats and
// MaxSeats.
type SeatLimiter interface {
	SeatRange(opts Options) (min, max int)
}

// SeatRange returns the fewest and most players of a game played with
// opts: the SeatLimiter's range when the game has one, else Info's.
func SeatRange(r Rules, opts Options) (min, max int) {
	info := r.Info()
	if l, ok := r.(SeatLimiter); ok {
		lo, hi := l.SeatRange(opts)
		if lo >= info.MinSeats && hi <= info.MaxSeats && lo <= hi {
			return lo, hi
		}
	}
	return info.MinSeats, info.MaxSeats
}
