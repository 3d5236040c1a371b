package qwinto

import "github.com/quintetbot/quintet/games"

// TimeoutMove implements games.TimeoutPolicy: a seat whose time runs out
// while the roll is to be used writes nothing, which for the roller is a
// failed throw; a roller who has not rolled (or not chosen to keep or
// re-roll) plays the default policy's choice.
func (st *state) TimeoutMove(s games.Seat) games.Move {
	if !st.isActor(s) {
		return ""
	}
	if st.Phase == Deciding {
		return Action{Kind: Skip}.Move()
	}
	return st.Default(s)
}
