package render

import "sync"

// ImageCache keeps the last images a renderer drew, keyed by everything
// they show, so that a redraw of the same picture (a toggle, a pick of
// dice) does not draw and encode it again. It is safe for concurrent use.
type ImageCache struct {
	size int
	mu   sync.Mutex
	keys []string
	data map[string][]byte
}

// NewImageCache returns a cache of the last size images.
func NewImageCache(size int) *ImageCache {
	return &ImageCache{size: max(size, 1), data: map[string][]byte{}}
}

// Get returns the image kept for key, or draws it with draw and keeps it
// (the oldest goes when the cache is full). The bytes returned are shared
// and must not be changed. An error from draw is returned, nothing kept.
func (c *ImageCache) Get(key string, draw func() ([]byte, error)) ([]byte, error) {
	c.mu.Lock()
	img, ok := c.data[key]
	c.mu.Unlock()
	if ok {
		return img, nil
	}
	img, err := draw()
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.data[key]; !ok {
		if len(c.keys) == c.size {
			delete(c.data, c.keys[0])
			c.keys = c.keys[1:]
		}
		c.keys = append(c.keys, key)
		c.data[key] = img
	}
	return img, nil
}

// Reset empties the cache.
func (c *ImageCache) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.keys, c.data = nil, map[string][]byte{}
}
