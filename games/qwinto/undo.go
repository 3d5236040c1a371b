package qwinto

import (
	"strings"

	"github.com/quintetbot/quintet/games"
)

// Undoable implements games.Undoer: every move but a roll may be taken
// back.
func (st *state) Undoable(_ games.Seat, m games.Move) bool {
	w := strings.Fields(string(m))
	return len(w) > 0 && w[0] != "roll" && w[0] != "reroll"
}
