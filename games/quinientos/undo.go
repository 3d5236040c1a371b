package quinientos

import "github.com/quintetbot/quintet/games"

// Undoable implements games.Undoer: every move may be taken back, as none
// is a roll (the dice drawn with a move are the session's to weigh).
func (st *state) Undoable(games.Seat, games.Move) bool { return true }

// Reveals implements games.Revealer: every move of another seat tells
// something of a hand hidden from seat to, a tile played or, by a pass,
// the tiles it lacks.
func (st *state) Reveals(s games.Seat, _ games.Move, to games.Seat) bool { return s != to }

// Conceals implements games.Revealer: a move is seen by every seat.
func (st *state) Conceals(games.Seat, games.Move) bool { return false }
