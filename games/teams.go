package games

// Teamer is implemented by the Rules of a partnership game. Teams returns
// the teams of a table of the given number of seats, each a list of
// seats in ascending order; every seat is on exactly one team.
type Teamer interface {
	Teams(seats int) [][]Seat
}

// TeamsOf returns the teams of a game's table, or nil when the game has no
// teams (every player for themselves).
func TeamsOf(r Rules, seats int) [][]Seat {
	if t, ok := r.(Teamer); ok {
		return t.Teams(seats)
	}
	return nil
}
