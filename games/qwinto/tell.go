package qwinto

import (
	"fmt"

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
	return locale.Plain(fmt.Sprintf("write %d in %s cell %d", st.Sum(), a.Colour, a.Position+1))
}
