package draw

import (
	"fmt"
	"image"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/quintetbot/quintet/games/locale"
)

// setTextMemos empties the memos of Measure, TextFont and Wrap and sets
// their limit (0 keeps nothing), and sets it back when t ends.
func setTextMemos(t *testing.T, limit int) {
	t.Helper()
	for _, m := range []interface{ reset(int) }{measured, bounded, wrapped} {
		m.reset(limit)
	}
	t.Cleanup(func() {
		for _, m := range []interface{ reset(int) }{measured, bounded, wrapped} {
			m.reset(textMemoBytes)
		}
	})
}

// memoTexts returns texts of every kind a board sets: every format of
// every message of every language's catalog (Pseudo's included), each
// message said with a number and with a name, and names with what the
// fonts lack (emoji, scripts beyond Latin, Greek and Cyrillic, control
// characters, invalid UTF-8), long ones, and empty and blank ones.
func memoTexts(t *testing.T) []string {
	t.Helper()
	seen := map[string]bool{}
	var texts []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			texts = append(texts, s)
		}
	}
	cat := locale.Messages()
	for _, l := range slices.Sorted(func(yield func(locale.Lang) bool) {
		for l := range cat {
			if !yield(l) {
				return
			}
		}
	}) {
		keys := make([]string, 0, len(cat[l]))
		for k := range cat[l] {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			for _, f := range cat[l][k].Formats() {
				add(f)
			}
			if l == locale.English || l == locale.Pseudo {
				add(l.Say(k, 21, "Émilie 🎉"))
			}
		}
	}
	for _, s := range []string{"", " ", "  spaced   out  ", "7", "12", "Player 1",
		"Émilie 🎉", "🎲🎲", "Łukasz Żółć", "Юлия Ёлкина", "山田 太郎", "ctl\x00\x07\ttab",
		"bad \xff\xfe utf-8", "…", "W" + strings.Repeat("W", 79),
		strings.Repeat("a long name that goes on ", 8)} {
		add(s)
	}
	if len(texts) < 1000 {
		t.Fatalf("only %d texts from the catalogs", len(texts))
	}
	return texts
}

// textCase is a font at a size. Two fonts share a size, and two sizes a
// sizeStep, so that a memo keyed by too little mixes their answers up.
type textCase struct {
	font Font
	size float64
}

var textCases = []textCase{{Regular, 13}, {Bold, 13}, {Regular, 21}, {Mono, 7.3}, {Regular, 7.3}, {Regular, 7.26}}

// textAnswers returns, as text, everything the memos answer of s:
// Measure and the ink and advance TextFont sets it by, in each textCase;
// Wrap to two widths and Clip to less than a word's; and the box
// TextBoxFont draws it in, on c.
func textAnswers(c *Canvas, s string) string {
	var b strings.Builder
	for _, tc := range textCases {
		ink, adv := faceFor(tc.font, tc.size).boundString(tc.font.Drawable(s))
		fmt.Fprintf(&b, "%v %v %v|", tc.font.Measure(s, tc.size), ink, adv)
	}
	fmt.Fprintf(&b, "%q %q %q|", Regular.Wrap(s, 13, 160), Regular.Wrap(s, 13, 60), Bold.Clip(s, 13, 30))
	fmt.Fprint(&b, c.TextBoxFont(Bold, image.Rect(0, 0, 120, 30), s, 20, Ink))
	return b.String()
}

// uncachedAnswers returns textAnswers of every text with the memos
// keeping nothing: each answer worked out afresh.
func uncachedAnswers(t *testing.T, texts []string) []string {
	t.Helper()
	setTextMemos(t, 0)
	c := New(140, 40, White)
	want := make([]string, len(texts))
	for i, s := range texts {
		want[i] = textAnswers(c, s)
	}
	for _, m := range []interface{ kept() (int, int) }{measured, bounded, wrapped} {
		if n, _ := m.kept(); n != 0 {
			t.Fatalf("a memo off kept %d answers", n)
		}
	}
	return want
}

// TestTextMemoAnswersAsWorkedOut wants every answer of the memos, kept
// (the second pass) or not (the first), to be the one worked out afresh,
// for every text of the catalogs and of names, in several fonts and
// sizes; and the same for every third text with a limit so small that
// the memos forget their answers over and over, each memo within it
// after every text.
func TestTextMemoAnswersAsWorkedOut(t *testing.T) {
	texts := memoTexts(t)
	want := uncachedAnswers(t, texts)
	for _, limit := range []int{textMemoBytes, 4 << 10} {
		setTextMemos(t, limit)
		c := New(140, 40, White)
		for pass := range 2 {
			for i, s := range texts {
				if limit < textMemoBytes && i%3 != 0 {
					continue
				}
				if got := textAnswers(c, s); got != want[i] {
					t.Fatalf("limit %d, pass %d, %q:\n got %s\nwant %s", limit, pass+1, s, got, want[i])
				}
				for _, m := range []interface{ kept() (int, int) }{measured, bounded, wrapped} {
					if _, bytes := m.kept(); bytes > limit {
						t.Fatalf("limit %d, after %q: a memo counts %d bytes", limit, s, bytes)
					}
				}
			}
		}
		if n, _ := measured.kept(); n == 0 {
			t.Fatalf("limit %d: Measure's memo kept nothing", limit)
		}
	}
}

// TestTextMemoConcurrentUse has goroutines ask the memos about the same
// texts in different orders, with a limit that makes them forget as
// they go, and wants every answer worked out afresh (run with -race).
func TestTextMemoConcurrentUse(t *testing.T) {
	texts := memoTexts(t)[:400]
	want := uncachedAnswers(t, texts)
	setTextMemos(t, 16<<10)
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := New(140, 40, White)
			for j := range texts {
				i := (j*(2*g+1) + 97*g) % len(texts)
				if got := textAnswers(c, texts[i]); got != want[i] {
					errs <- fmt.Sprintf("goroutine %d, %q:\n got %s\nwant %s", g, texts[i], got, want[i])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestWrapAnswerIsTheCallers changes the lines Wrap returned and wants
// the next answer unchanged.
func TestWrapAnswerIsTheCallers(t *testing.T) {
	setTextMemos(t, textMemoBytes)
	s := "Red row: 9, 10, 11 and 14 written; 2 failed throws."
	want := Regular.Wrap(s, 13, 80)
	if len(want) < 2 {
		t.Fatalf("Wrap gave %q, want several lines", want)
	}
	got := Regular.Wrap(s, 13, 80)
	got[0] = "changed"
	_ = append(got[:1], "appended")
	if again := Regular.Wrap(s, 13, 80); !slices.Equal(again, want) {
		t.Fatalf("after changing an answer, Wrap gives %q, want %q", again, want)
	}
}

// TestTextMemoKeepsNoCallersString measures and wraps a short piece of a
// large string and wants no memo to keep that string's memory, in its
// keys or in Wrap's lines.
func TestTextMemoKeepsNoCallersString(t *testing.T) {
	setTextMemos(t, textMemoBytes)
	large := strings.Repeat("Player 1 ", 10000)
	piece := large[:6] // "Player": one word, which Wrap returns as a piece of its text
	Regular.Measure(piece, 13)
	Regular.Wrap(piece, 13, 100)
	faceFor(Regular, 13).boundString(piece)
	start := uintptr(unsafe.Pointer(unsafe.StringData(large)))
	inLarge := func(s string) bool {
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		return p >= start && p < start+uintptr(len(large))
	}
	var lines []string
	for name, keys := range map[string][]string{"Measure": keysOf(measured), "TextFont": keysOf(bounded), "Wrap": keysOf(wrapped)} {
		if len(keys) != 1 {
			t.Fatalf("%s's memo keeps %d answers, want 1", name, len(keys))
		}
		if inLarge(keys[0]) {
			t.Errorf("%s's memo keeps a piece of the caller's string", name)
		}
		if name == "Wrap" {
			lines, _ = wrapped.get([]byte(keys[0]))
		}
	}
	if len(lines) != 1 || lines[0] != piece {
		t.Fatalf("Wrap's memo keeps %q, want [%q]", lines, piece)
	}
	if inLarge(lines[0]) {
		t.Errorf("Wrap's memo keeps lines that are pieces of the caller's string")
	}
}

// keysOf returns the keys m keeps.
func keysOf[V any](m *textMemo[V]) []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var keys []string
	for k := range m.m {
		keys = append(keys, k)
	}
	return keys
}

// TestTextMemoHeapWithinBound fills a memo of each kind to its limit with
// texts of a few lengths and wants the heap they hold no larger than
// what they count for, textMemoBytes.
func TestTextMemoHeapWithinBound(t *testing.T) {
	for _, n := range []int{1, 8, 17, 40} {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		points, lines := newTextMemo[image.Point](), newTextMemo[[]string]()
		for i := 0; ; i++ {
			s := fmt.Sprintf("%0*d", n, i)
			key := appendTextKey(nil, Regular, 52, 0, s)
			extra := len(s) + 2*stringHeaderBytes + len(s)
			if _, bytes := lines.kept(); bytes+len(key)+extra+textEntryBytes > textMemoBytes {
				break
			}
			points.put(key, image.Pt(i, i), 0)
			ws := strings.Clone(s) // as Wrap keeps its lines: pieces of a copy, and new strings
			lines.put(key, []string{ws[:n/2], strings.Clone(ws[n/2:])}, extra)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
		np, pb := points.kept()
		nl, lb := lines.kept()
		t.Logf("texts of %d bytes: %d points (%d counted), %d wraps (%d counted), %d bytes of heap", n, np, pb, nl, lb, held)
		if held > int64(pb+lb) {
			t.Errorf("texts of %d bytes: the memos hold %d bytes of heap, counted %d", n, held, pb+lb)
		}
		runtime.KeepAlive(points)
		runtime.KeepAlive(lines)
	}
}

// boardTexts are texts of the kinds a board measures.
var boardTexts = []string{"Player 1", "12", "Player 3: 14 points, 2 failed throws", "limit 5",
	"Quinientos", "Émilie", "7", "Red row: 9, 10, 11 and 14 written"}

// BenchmarkMeasureKept measures boardTexts, kept by Measure's memo; an
// op is the eight.
func BenchmarkMeasureKept(b *testing.B) {
	for _, s := range boardTexts {
		Regular.Measure(s, 14)
	}
	for b.Loop() {
		for _, s := range boardTexts {
			Regular.Measure(s, 14)
		}
	}
}

// BenchmarkMeasureWorkedOut measures boardTexts afresh each time, as
// Measure does what its memo does not keep; an op is the eight.
func BenchmarkMeasureWorkedOut(b *testing.B) {
	for b.Loop() {
		for _, s := range boardTexts {
			Regular.measure(s, 14)
		}
	}
}
