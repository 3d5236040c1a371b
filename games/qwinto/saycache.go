package qwinto

import (
	"math"
	"sync"

	"github.com/quintetbot/quintet/games/locale"
)

// A text board says the same few messages with small numbers over and
// over ("Points: 28"); sayInt remembers them, since saying a message
// costs a few microseconds, many times what copying it does.

// saidKey is a message said with one number in one language.
type saidKey struct {
	lang locale.Lang
	key  string
	n    int
}

// said holds the messages remembered; a plain map under a lock, since
// a sync.Map would allocate to box each key looked up.
var said = struct {
	sync.RWMutex
	m map[saidKey]string
}{m: map[saidKey]string{}}

// recall returns the message remembered under k.
func recall(k saidKey) (string, bool) {
	said.RLock()
	s, ok := said.m[k]
	said.RUnlock()
	return s, ok
}

// keep remembers s under k.
func keep(k saidKey, s string) {
	said.Lock()
	said.m[k] = s
	said.Unlock()
}

// sayInt is l.Say(key, n), remembered for n from -1000 to 1000.
func sayInt(l locale.Lang, key string, n int) string {
	if n < -1000 || n > 1000 {
		return l.Say(key, n)
	}
	k := saidKey{l, key, n}
	if s, ok := recall(k); ok {
		return s
	}
	s := l.Say(key, n)
	keep(k, s)
	return s
}

// sayWord is l.Say(key) for a message without arguments, remembered.
func sayWord(l locale.Lang, key string) string {
	k := saidKey{l, key, math.MinInt}
	if s, ok := recall(k); ok {
		return s
	}
	s := l.Say(key)
	keep(k, s)
	return s
}
