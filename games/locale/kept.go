package locale

import (
	"math"
	"sync"
)

// A text board says the same few messages with small numbers over and
// over ("Points: 28"); saying one costs a few microseconds, many times
// what looking it up does. SayKept, WordKept and Kept say each such
// message once and keep it.

// keptKey is a message said with one number in one language.
type keptKey struct {
	lang Lang
	key  string
	n    int
}

// kept holds the messages kept; a plain map under a lock, since a
// sync.Map would allocate to box each key looked up.
var kept = struct {
	sync.RWMutex
	m map[keptKey]string
}{m: map[keptKey]string{}}

// keptRange bounds the numbers whose messages are kept.
const keptRange = 1000

// SayKept is l.Say(key, n), said once and kept for n from -1000 to 1000.
func (l Lang) SayKept(key string, n int) string {
	return l.Kept(key, n, func() string { return l.Say(key, n) })
}

// WordKept is l.Say(key) for a message without arguments, said once and
// kept.
func (l Lang) WordKept(key string) string {
	return l.keep(keptKey{l, key, math.MinInt}, func() string { return l.Say(key) })
}

// Kept returns what say says of message key with the number n in l,
// saying it once and keeping it for n from -1000 to 1000. say must
// depend on l, key and n alone, and a key must be said one way
// everywhere it is kept (its other arguments placeholders, say).
func (l Lang) Kept(key string, n int, say func() string) string {
	if n < -keptRange || n > keptRange {
		return say()
	}
	return l.keep(keptKey{l, key, n}, say)
}

// keep returns the message kept under k, said by say the first time.
func (l Lang) keep(k keptKey, say func() string) string {
	kept.RLock()
	s, ok := kept.m[k]
	kept.RUnlock()
	if ok {
		return s
	}
	s = say()
	kept.Lock()
	kept.m[k] = s
	kept.Unlock()
	return s
}
