package quingo

import "github.com/quintetbot/quintet/games"

var _ games.Observer = (*state)(nil)

// Observe returns a state seat s cannot tell from st (see games.Observer).
// Only the wild numbers are secret, while they are being chosen: every
// other seat's choice already made is redrawn from r among the choices
// Legal lists. Once play begins, everything is public and st is returned.
func (st *state) Observe(s games.Seat, r games.Rand) games.State {
	if st.Phase != Choosing {
		return st
	}
	c := st.clone()
	for o := range c.seats() {
		if games.Seat(o) == s || !c.sheets[o].chosen() {
			continue
		}
		a := c.tab.chosen[r.IntN(len(c.tab.chosen))]
		for i, w := range a.Wilds {
			c.sheets[o].wilds[i] = uint8(w)
		}
	}
	return c
}
