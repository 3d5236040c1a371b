package mc

import "github.com/quintetbot/quintet/games"

// Policy chooses a move for seat s, one of st.Legal(s). It may draw from r.
type Policy func(st games.State, s games.Seat, r games.Rand) games.Move

// DefaultPolicy plays the engine's default policy, State.Default.
func DefaultPolicy(st games.State, s games.Seat, _ games.Rand) games.Move { return st.Default(s) }

// RandomPolicy plays a move drawn uniformly from the legal moves.
func RandomPolicy(st games.State, s games.Seat, r games.Rand) games.Move {
	legal := st.Legal(s)
	return legal[r.IntN(len(legal))]
}

// Playout plays st on, every seat by p and every die from r, until the game
// is over, stop (when not nil) reports true of the state reached, or limit
// moves have been played. When several seats may act, the lowest moves
// first. It returns the state reached; a move p returns that the engine
// refuses ends the playout there.
func Playout(st games.State, p Policy, r games.Rand, limit int, stop func(games.State) bool) games.State {
	for range limit {
		actors := st.Actors()
		if len(actors) == 0 || stop != nil && stop(st) {
			return st
		}
		s := actors[0]
		next, err := st.Apply(s, p(st, s, r), r)
		if err != nil {
			return st
		}
		st = next
	}
	return st
}
