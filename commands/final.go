package commands

import (
	"fmt"

	"github.com/quintetbot/quintet/bot/boardlife"

	"github.com/quintetbot/quintet/games/session"
)

// FinalBoard draws the final board of m, an ended match, to post anew in
// place of the last board it recorded (whose buttons go): what /game
// board shows after the end, and what a start-up posts for a match whose
// final board a stop kept from going out.
func FinalBoard(m *session.Match) (*boardlife.Fact, error) {
	if _, err := m.Decode(); err != nil {
		return nil, fmt.Errorf("commands: final board of %s: %w", m.ID, err)
	}
	return &boardlife.Fact{Channel: m.Channel, Change: boardlife.Ended, Match: m, Shown: m.BoardMessage}, nil
}
