package draw

import "sync"

// appendTextKey appends to key what a memo knows s set in f at steps
// sizeStep units (as faces are kept) by, and for a wrap the width w (0
// for other answers): f's byte, steps and w, 8 bytes each, then s. The
// map looks such a key up without building a string of it.
func appendTextKey(key []byte, f Font, steps, w int, s string) []byte {
	return append(appendInt(appendInt(append(key, byte(f)), steps), w), s...)
}

// textKeyRoom is the room callers keep for a key on their stack: a text
// up to 200 bytes makes its key there, a longer one on the heap.
const textKeyRoom = 17 + 200

// textMemoBytes bounds each textMemo: the bytes of the texts it keeps,
// of its answers' own strings, and textEntryBytes for each entry, which
// count for more than the heap they hold (TestTextMemoHeapWithinBound).
// Measure, a face's boundString (the bounds TextFont and TextBox use)
// and Wrap keep one memo each, 768 KiB at most in all. A board asks
// about a few dozen texts; the boards of a 4-player game of each game,
// about a thousand of each kind.
const textMemoBytes = 256 << 10

// textEntryBytes is what one entry counts for beyond its key's bytes and
// its answer's strings: a map slot's key (16 bytes) and answer (at most
// 24), the map's room to spare, and the size class a key is rounded up
// to.
const textEntryBytes = 160

// stringHeaderBytes is what a string takes in a slice beside its bytes.
const stringHeaderBytes = 16

// textMemo remembers an answer about a text, so that boards, which ask
// the same questions of the same texts at the same sizes board after
// board, work each out once. Its answers are the ones it was given, so
// it changes nothing a board shows. It keeps at most its limit (at most
// textMemoBytes) of text, answers and entries (textEntryBytes each):
// when the next answer would pass that, it forgets every answer and
// starts again. Its keys are its own (appendTextKey), sharing no memory
// with a caller's string. Safe for concurrent use.
type textMemo[V any] struct {
	mu    sync.Mutex
	m     map[string]V
	bytes int // what the kept entries count for
	limit int // 0 keeps nothing
}

// newTextMemo returns an empty memo of textMemoBytes.
func newTextMemo[V any]() *textMemo[V] { return &textMemo[V]{limit: textMemoBytes} }

// get returns the answer kept for key (appendTextKey), if any.
func (t *textMemo[V]) get(key []byte) (V, bool) {
	t.mu.Lock()
	v, ok := t.m[string(key)]
	t.mu.Unlock()
	return v, ok
}

// put keeps v for key (appendTextKey), in a copy of its own; extra is
// the bytes of v's own strings. An answer larger than the limit is not
// kept.
func (t *textMemo[V]) put(key []byte, v V, extra int) {
	n := len(key) + extra + textEntryBytes
	t.mu.Lock()
	defer t.mu.Unlock()
	if n > t.limit {
		return
	}
	if _, ok := t.m[string(key)]; ok {
		return
	}
	if t.m == nil || t.bytes+n > t.limit {
		t.m, t.bytes = map[string]V{}, 0
	}
	t.m[string(key)] = v
	t.bytes += n
}

// reset forgets every answer and sets the limit, at most textMemoBytes;
// 0 keeps nothing.
func (t *textMemo[V]) reset(limit int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.m, t.bytes, t.limit = nil, 0, min(max(limit, 0), textMemoBytes)
}

// kept returns the number of answers kept and the bytes they count for.
func (t *textMemo[V]) kept() (n, bytes int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.m), t.bytes
}
