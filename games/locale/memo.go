package locale

import (
	"encoding/binary"
	"sync"
)

// A board says the same messages with the same arguments board after
// board ("Round 3", "Red to roll"); formatting one through x/text costs
// microseconds, many times what looking it up does. The memo keeps what
// Say said, by its language, key and arguments, for the arguments whose
// kinds make that key exact.

// Bounds of the memo: at most memoGeneration messages in each of its two
// generations, each kept only if its key and words together take at
// most memoEntryMax bytes. So the memo holds at most 2 × 4,096 messages
// of at most 512 bytes each, 4 MiB, plus the maps' own overhead (about
// 100 bytes a message, 0.8 MiB).
const (
	memoGeneration = 4096
	memoEntryMax   = 512
)

// sayMemo is a bounded memo of said messages, safe for concurrent use.
// It keeps two generations: new messages go into recent; when recent is
// full it becomes older and a fresh recent begins, so a message said
// again within the last memoGeneration to 2 × memoGeneration messages
// kept is found, and one found in older is copied to recent.
type sayMemo struct {
	mu     sync.RWMutex
	recent map[string]string
	older  map[string]string
}

// memo is the memo Say uses.
var memo = newSayMemo()

func newSayMemo() *sayMemo {
	return &sayMemo{recent: make(map[string]string, memoGeneration)}
}

// get returns the message kept under k, if any.
func (m *sayMemo) get(k []byte) (string, bool) {
	m.mu.RLock()
	s, ok := m.recent[string(k)]
	if ok {
		m.mu.RUnlock()
		return s, true
	}
	s, ok = m.older[string(k)]
	m.mu.RUnlock()
	if ok {
		m.put(k, s)
	}
	return s, ok
}

// put keeps s under k, unless the two together are longer than
// memoEntryMax bytes.
func (m *sayMemo) put(k []byte, s string) {
	if len(k)+len(s) > memoEntryMax {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.recent[string(k)]; ok {
		return
	}
	if len(m.recent) >= memoGeneration {
		m.older, m.recent = m.recent, make(map[string]string, memoGeneration)
	}
	m.recent[string(k)] = s
}

// Argument kinds in a memo key.
const (
	memoInt    = 'i'
	memoString = 's'
)

// memoKey appends to buf the memo's key for saying key in l with args,
// arguments as Say passes them to the printer (Texts and Sayers already
// said). It reports false, and the memo is not used, when an argument
// is of any kind but int or string: only for those two is the key the
// whole of what the printer reads (a named type of int may print
// otherwise, a pointer's value may change).
func memoKey(buf []byte, l Lang, key string, args []any) ([]byte, bool) {
	buf = appendString(buf, string(l))
	buf = appendString(buf, key)
	for _, a := range args {
		switch a := a.(type) {
		case int:
			buf = append(buf, memoInt)
			buf = binary.LittleEndian.AppendUint64(buf, uint64(a))
		case string:
			buf = append(buf, memoString)
			buf = appendString(buf, a)
		default:
			return buf, false
		}
	}
	return buf, true
}

// appendString appends s to buf with its length before it, so that no
// two lists of strings give the same bytes.
func appendString(buf []byte, s string) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(s)))
	return append(buf, s...)
}
