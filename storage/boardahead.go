package storage

import (
	"sync"

	"github.com/quintetbot/quintet/games/session"
)

// boardsAhead holds, per channel, the board SetBoard recorded last while
// no commit has written it yet: reads see it at once (applyTo), the next
// Put of the match carries it in its own record, and a rider writes it
// when no Put has by its commit (see DB.SetBoard). An entry is dropped
// once a commit has stored it, so the map holds only boards in flight.
// Safe for concurrent use.
type boardsAhead struct {
	mu        sync.Mutex
	byChannel map[string]*aheadBoard
}

// aheadBoard is a board message of a match, drawn at a version. Each
// SetBoard makes a new one, so that a rider can tell its own board from
// a later one by identity.
type aheadBoard struct {
	match   string // the ID of the match the board shows
	message string
	drawn   int64
}

// set makes b the channel's board ahead of the store.
func (a *boardsAhead) set(channel string, b *aheadBoard) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.byChannel == nil {
		a.byChannel = map[string]*aheadBoard{}
	}
	a.byChannel[channel] = b
}

// get returns the channel's board ahead of the store; nil: none.
func (a *boardsAhead) get(channel string) *aheadBoard {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.byChannel[channel]
}

// drop forgets the channel's board if it is still b: a later SetBoard's
// board stays.
func (a *boardsAhead) drop(channel string, b *aheadBoard) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.byChannel[channel] == b {
		delete(a.byChannel, channel)
	}
}

// applyTo gives m, the caller's own copy of the channel's open match, the
// board b when b is one of that match (none for a nil b or m).
//
// A listing that reads many records (OpenMatches, OpenIn) applies the
// board ahead as it finds it after reading each record: a board stored
// and dropped in between is missed there, and the listing shows the
// board before it. Get reads again instead.
func (b *aheadBoard) applyTo(m *session.Match) {
	if b != nil && m != nil && b.match == m.ID {
		m.BoardMessage, m.BoardVersion = b.message, b.drawn
	}
}
