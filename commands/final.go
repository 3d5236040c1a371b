package commands

import (
	"fmt"

	"github.com/quintetbot/quintet/games/session"
)

// FinalBoard draws the final board of m, an ended match, to post anew in
// place of the last board it recorded (whose buttons go): what /game
// board shows after the end, and what a start-up posts for a match whose
// final board a stop kept from going out.
func FinalBoard(m *session.Match) (*BoardUpdate, error) {
	st, err := m.Decode()
	if err != nil {
		return nil, fmt.Errorf("commands: final board of %s: %w", m.ID, err)
	}
	return &BoardUpdate{
		Channel: m.Channel, Message: boardMessage(m, st, ""), Previous: m.BoardMessage, New: true,
		Final: true, Match: m.ID,
	}, nil
}
