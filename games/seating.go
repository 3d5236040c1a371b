package games

import "fmt"

// Seater is implemented by the Rules of a game whose seats are not
// interchangeable, such as a partnership game. At the start of a match,
// Seating returns which lobby player takes each seat: bots[i] tells
// whether lobby player i (in join order) is a bot, and the result p is a
// permutation of 0..len(bots)-1 with p[seat] the lobby player who sits
// there. Games without it seat players in join order.
type Seater interface {
	Seating(opts Options, bots []bool) []int
}

// Seating returns the seat order for a game's lobby: the Seater's when
// the game has one, else join order. It fails when a Seater returns
// something that is not a permutation of the lobby.
func Seating(r Rules, opts Options, bots []bool) ([]int, error) {
	order := make([]int, len(bots))
	for i := range order {
		order[i] = i
	}
	s, ok := r.(Seater)
	if !ok {
		return order, nil
	}
	p := s.Seating(opts, bots)
	seen := make([]bool, len(bots))
	if len(p) != len(bots) {
		return nil, fmt.Errorf("games: %s seats %d of %d players", r.Info().Name, len(p), len(bots))
	}
	for _, i := range p {
		if i < 0 || i >= len(bots) || seen[i] {
			return nil, fmt.Errorf("games: %s seating %v is not a permutation", r.Info().Name, p)
		}
		seen[i] = true
	}
	return p, nil
}
