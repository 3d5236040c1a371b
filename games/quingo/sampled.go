package quingo

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
)

var _ games.Sampled = (*state)(nil)

// MovesNote says that the wild choices Legal lists are examples: any five
// numbers of the pool's range may be chosen.
func (st *state) MovesNote(s games.Seat) string {
	if st.Phase != Choosing || !st.isActor(s) {
		return ""
	}
	return fmt.Sprintf("any five wild numbers from 1 to %d, repeats allowed, such as", st.MaxWild())
}
