package session

import (
	"sync"

	"github.com/quintetbot/quintet/games"
)

// maxStatesPerGame bounds the states decodedStates keeps for one game;
// when it is reached that game's cache starts again empty.
const maxStatesPerGame = 512

// decodedStates remembers game states by game and encoded bytes: the
// states that Match.Decode decoded and those a move produced, whose bytes
// the next read of the match decodes. A typed move decodes its match's
// state twice (to check the move, then to apply it) and the move before
// it produced that state; now none of the three decodes again. States are
// values (games.State), so one state may be handed to every caller, and
// the key is the exact bytes, so an answer is what decoding would give.
var decodedStates stateCache

type stateCache struct {
	mu     sync.Mutex
	byGame map[string]map[string]games.State
}

// get returns the state of game encoded as data, if it is kept.
func (c *stateCache) get(game string, data []byte) (games.State, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	st, ok := c.byGame[game][string(data)]
	return st, ok
}

// put keeps st as the state of game encoded as data.
func (c *stateCache) put(game string, data []byte, st games.State) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byGame == nil {
		c.byGame = map[string]map[string]games.State{}
	}
	states := c.byGame[game]
	if states == nil || len(states) >= maxStatesPerGame {
		states = map[string]games.State{}
		c.byGame[game] = states
	}
	states[string(data)] = st
}
