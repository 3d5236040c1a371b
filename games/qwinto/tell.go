package qwinto

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

var _ games.Teller = (*state)(nil)

// TellMove says a write with the number it writes, which the notation
// leaves to the dice: "write 5 in red cell 6". Other moves read as
// they are written.
func (st *state) TellMove(s games.Seat, m games.Move, _ games.State) locale.Text {
	a, err := ParseMove(m)
	if err != nil || a.Kind != Write || st.Phase != Deciding || st.Sum() == 0 {
		return locale.Text{}
	}
	return locale.T(tellWriteKeys[a.Colour], st.Sum(), a.Position+1)
}

// tellWriteKeys are the told writes by row: "write 5 in red cell 6".
var tellWriteKeys = [3]string{Red: "qwinto.tell.write_red", Yellow: "qwinto.tell.write_yellow", Blue: "qwinto.tell.write_blue"}
