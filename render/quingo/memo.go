package quingo

import "sync"

// memo keeps values made lately by their keys, for any goroutine, and
// forgets all of them at once when it holds max: what it serves (the
// inked texts of limits and totals, the sentences of sheets) is made
// again in a few microseconds when forgotten.
type memo[K comparable, V any] struct {
	mu  sync.Mutex
	max int
	by  map[K]V
}

// newMemo returns a memo that keeps at most max values.
func newMemo[K comparable, V any](max int) *memo[K, V] {
	return &memo[K, V]{max: max, by: map[K]V{}}
}

// get returns the value of k, made by make the first time.
func (m *memo[K, V]) get(k K, make func() V) V {
	m.mu.Lock()
	v, ok := m.by[k]
	m.mu.Unlock()
	if ok {
		return v
	}
	v = make()
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.by) >= m.max {
		clear(m.by)
	}
	m.by[k] = v
	return v
}
