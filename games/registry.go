package games

import (
	"fmt"
	"slices"
	"sync"
)

var (
	registryMu sync.RWMutex
	registry   = map[string]Rules{}
)

// Register makes a game available by its Info().Name. Engines call it from
// init. It panics on a duplicate name, which is a programming error.
func Register(r Rules) {
	registryMu.Lock()
	defer registryMu.Unlock()
	name := r.Info().Name
	if _, dup := registry[name]; dup {
		panic("games: Register called twice for " + name)
	}
	registry[name] = r
}

// Lookup returns the registered game of that name.
func Lookup(name string) (Rules, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	r, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("games: %w: %q", ErrUnknownGame, name)
	}
	return r, nil
}

// All returns the registered games sorted by name.
func All() []Rules {
	registryMu.RLock()
	defer registryMu.RUnlock()
	out := make([]Rules, 0, len(registry))
	for _, r := range registry {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Rules) int {
		if a.Info().Name < b.Info().Name {
			return -1
		}
		return 1
	})
	return out
}
