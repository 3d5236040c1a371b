package quingo

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

var said sync.Map // saidKey -> string

// sayInt is l.Say(key, n), remembered for n from -1000 to 1000.
func sayInt(l locale.Lang, key string, n int) string {
	return remember(l, key, n, func() string { return l.Say(key, n) })
}

// remember returns what say says of message key with the number n in l,
// saying it once for n from -1000 to 1000.
func remember(l locale.Lang, key string, n int, say func() string) string {
	if n < -1000 || n > 1000 {
		return say()
	}
	k := saidKey{l, key, n}
	if s, ok := said.Load(k); ok {
		return s.(string)
	}
	s := say()
	said.Store(k, s)
	return s
}

// The markers a remembered message holds in place of its words that
// change (names, the pool), replaced as it is written.
const (
	mark0 = "\x00"
	mark1 = "\x01"
)

// sayWord is l.Say(key) for a message without arguments, remembered.
func sayWord(l locale.Lang, key string) string {
	k := saidKey{l, key, math.MinInt}
	if s, ok := said.Load(k); ok {
		return s.(string)
	}
	s := l.Say(key)
	said.Store(k, s)
	return s
}
