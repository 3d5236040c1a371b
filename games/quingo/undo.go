package quingo

import "github.com/quintetbot/quintet/games"

// Undoable implements games.Undoer: every move may be taken back, as none
// is a roll (the dice drawn with a move are the session's to weigh).
func (st *state) Undoable(games.Seat, games.Move) bool { return true }

// Reveals implements games.Revealer: the last seat to choose its wild
// numbers shows every seat's, which were hidden until then.
func (st *state) Reveals(games.Seat, games.Move, games.Seat) bool {
	return st.Phase == Choosing && len(st.Actors()) == 1
}

// Conceals implements games.Revealer: wild numbers are hidden from the
// other seats while they are being chosen.
func (st *state) Conceals(games.Seat, games.Move) bool { return st.Phase == Choosing }
