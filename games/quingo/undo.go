package quingo

import "github.com/quintetbot/quintet/games"

// Undoable implements games.Undoer: every move may be taken back, as none
// is a roll (the dice drawn with a move are the session's to weigh).
func (st *state) Undoable(games.Seat, games.Move) bool { return true }
