package draw

import "sync"

// fifoCache keeps values by key up to a budget, dropping the oldest first:
// each value costs cost(v) of limit. Safe for concurrent use.
type fifoCache[K comparable, V any] struct {
	mu    sync.Mutex
	keys  []K // oldest first
	data  map[K]V
	used  int // the cost of the values kept
	limit int // 0: the cache is off
	cost  func(V) int

	hits, misses uint64
}

func newFIFOCache[K comparable, V any](limit int, cost func(V) int) *fifoCache[K, V] {
	return &fifoCache[K, V]{data: map[K]V{}, limit: limit, cost: cost}
}

// get returns the value kept for key, if any, and counts a hit or a miss.
func (c *fifoCache[K, V]) get(key K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.data[key]
	if ok {
		c.hits++
	} else {
		c.misses++
	}
	return v, ok
}

// put keeps v for key, dropping the oldest values beyond the limit, unless
// the cache is off or has key already.
func (c *fifoCache[K, V]) put(key K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.data[key]; ok || c.limit <= 0 {
		return
	}
	n := c.cost(v)
	for len(c.keys) > 0 && c.used+n > c.limit {
		old := c.keys[0]
		c.used -= c.cost(c.data[old])
		delete(c.data, old)
		c.keys = c.keys[1:]
	}
	c.keys = append(c.keys, key)
	c.data[key] = v
	c.used += n
}

// reset empties the cache and sets its limit; 0 turns it off.
func (c *fifoCache[K, V]) reset(limit int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.keys, c.data, c.used, c.limit = nil, map[K]V{}, 0, max(limit, 0)
}

// stats returns the hits and misses of get since the start.
func (c *fifoCache[K, V]) stats() (hits, misses uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses
}
