package quingo

import (
	"math"
	"strings"
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
	return remember(l, key, n, func() string { return l.Say(key, n) })
}

// remember returns what say says of message key with the number n in l,
// saying it once for n from -1000 to 1000.
func remember(l locale.Lang, key string, n int, say func() string) string {
	if n < -1000 || n > 1000 {
		return say()
	}
	k := saidKey{l, key, n}
	if s, ok := recall(k); ok {
		return s
	}
	s := say()
	keep(k, s)
	return s
}

// The markers a remembered message holds in place of its words that
// change (names, the pool), replaced as it is written (fill).
const (
	mark0 = "\x00"
	mark1 = "\x01"
)

// fill writes tmpl to b with values[i] in place of each byte i (mark0,
// mark1 ...).
func fill(b *strings.Builder, tmpl string, values ...string) {
	start := 0
	for i := 0; i < len(tmpl); i++ {
		if c := int(tmpl[i]); c < len(values) {
			b.WriteString(tmpl[start:i])
			b.WriteString(values[c])
			start = i + 1
		}
	}
	b.WriteString(tmpl[start:])
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
