package session

import "sync"

// KeyedMutex serializes work per key (a channel): one mutex per key,
// created on demand and dropped when nobody holds or waits for it. The zero
// value is ready to use.
type KeyedMutex struct {
	mu    sync.Mutex
	locks map[string]*keyLock
}

type keyLock struct {
	mu   sync.Mutex
	refs int
}

// Lock blocks until the key is free and returns its unlock function.
func (c *KeyedMutex) Lock(channel string) func() {
	c.mu.Lock()
	if c.locks == nil {
		c.locks = map[string]*keyLock{}
	}
	k := c.locks[channel]
	if k == nil {
		k = &keyLock{}
		c.locks[channel] = k
	}
	k.refs++
	c.mu.Unlock()
	k.mu.Lock()
	return func() {
		k.mu.Unlock()
		c.mu.Lock()
		k.refs--
		if k.refs == 0 {
			delete(c.locks, channel)
		}
		c.mu.Unlock()
	}
}
