package session

import (
	"bytes"
	"sync"

	"github.com/quintetbot/quintet/games"
)

// maxStates bounds the matches whose state decodedStates keeps; when it
// is reached the cache starts again empty.
const maxStates = 4096

// decodedStates remembers, per match, the game state last decoded or
// produced and its encoded bytes: the states that Match.Decode decoded and
// those a move produced, whose bytes the next read of the match decodes. A
// typed move decodes its match's state twice (to check the move, then to
// apply it) and the move before it produced that state; now none of the
// three decodes again. It keeps one state a match, so a bot serving
// thousands of channels keeps each channel's current state however many
// moves the others make. States are values (games.State), so one state may
// be handed to every caller, and an answer needs the exact bytes and game,
// so it is what decoding would give.
var decodedStates stateCache

type stateCache struct {
	mu      sync.Mutex
	byMatch map[string]keptState
}

// keptState is a state and what it was kept for: its game and bytes.
type keptState struct {
	game string
	data []byte
	st   games.State
}

// get returns the state of match id's game encoded as data, if it is kept.
func (c *stateCache) get(id, game string, data []byte) (games.State, bool) {
	c.mu.Lock()
	e, ok := c.byMatch[id]
	c.mu.Unlock()
	if !ok || e.game != game || !bytes.Equal(e.data, data) {
		return nil, false
	}
	return e.st, true
}

// put keeps st as the state of match id's game encoded as data, in place
// of the state kept for that match before. data must not change
// afterwards.
func (c *stateCache) put(id, game string, data []byte, st games.State) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byMatch == nil || len(c.byMatch) >= maxStates {
		c.byMatch = make(map[string]keptState, 64)
	}
	c.byMatch[id] = keptState{game: game, data: data, st: st}
}
