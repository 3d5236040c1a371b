package quingo

import "sync"

// pngCache keeps the last board images drawn, keyed by everything they
// show, so that picking dice, which redraws the board with the same pool
// and sheets, does not encode the same PNG again.
type pngCache struct {
	mu   sync.Mutex
	keys []string
	data map[string][]byte
}

// cacheSize is the number of images kept: a few boards in play at once.
const cacheSize = 16

var images = &pngCache{data: map[string][]byte{}}

// get returns the image drawn for key, or draws it with draw and keeps it.
// The bytes returned are shared and must not be changed.
func (c *pngCache) get(key string, draw func() ([]byte, error)) ([]byte, error) {
	c.mu.Lock()
	png, ok := c.data[key]
	c.mu.Unlock()
	if ok {
		return png, nil
	}
	png, err := draw()
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.data[key]; !ok {
		if len(c.keys) == cacheSize {
			delete(c.data, c.keys[0])
			c.keys = c.keys[1:]
		}
		c.keys = append(c.keys, key)
		c.data[key] = png
	}
	return png, nil
}
