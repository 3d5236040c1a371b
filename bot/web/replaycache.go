package web

import (
	"strings"
	"sync"

	"github.com/quintetbot/quintet/games/session"
)

// replayCache keeps the last replays built, so that stepping through one
// replays its log once. A finished match changes only when a deletion
// renames a seat, so a replay is kept under its match's id, version and
// seat names.
type replayCache struct {
	mu    sync.Mutex
	size  int
	order []string
	byKey map[string]*built
}

func newReplayCache(size int) *replayCache {
	return &replayCache{size: size, byKey: map[string]*built{}}
}

// cacheKey is what a replay of m is kept under.
func cacheKey(m *session.Match) string {
	var b strings.Builder
	b.WriteString(m.ID)
	b.WriteByte(0)
	b.WriteString(m.Updated.String())
	for _, p := range m.Players {
		b.WriteByte(0)
		b.WriteString(p.User)
		b.WriteByte(0)
		b.WriteString(p.Name)
	}
	return b.String()
}

// get returns the replay kept for key, or builds it with build and keeps
// it (the oldest goes when the cache is full).
func (c *replayCache) get(key string, build func() (*built, error)) (*built, error) {
	c.mu.Lock()
	r, ok := c.byKey[key]
	c.mu.Unlock()
	if ok {
		return r, nil
	}
	r, err := build()
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byKey[key]; !ok {
		if len(c.order) >= c.size {
			delete(c.byKey, c.order[0])
			c.order = c.order[1:]
		}
		c.order = append(c.order, key)
		c.byKey[key] = r
	}
	return r, nil
}
