package locale

import (
	"fmt"
	"maps"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"golang.org/x/text/message"
)

// sayUncached is Say as it was before the memo: what the memo must
// return.
func sayUncached(l Lang, key string, args ...any) string {
	l = l.norm()
	Messages()
	p := loaded.printers[l]
	if _, ok := loaded.cat[l][key]; !ok {
		if _, ok := loaded.cat[English][key]; !ok {
			return key
		}
		p = loaded.printers[English]
	}
	return p.Sprintf(message.Key(key, ""), l.said(args)...)
}

// countingSayer says a new word every time it is said, as a Sayer whose
// words depend on more than its value may.
type countingSayer struct{ n *atomic.Int64 }

func (c countingSayer) SayIn(l Lang) string {
	return l.Say("board.points", int(c.n.Add(1)))
}

// countWord is a named int that prints as a word under %v and %s, and as
// a number under %d: a kind the memo must not key as an int.
type countWord int

func (c countWord) String() string { return fmt.Sprintf("count-%d", int(c)) }

// memoLangs are the languages the memo tests say every key in: every
// language, Pseudo, and one Quintet does not speak.
func memoLangs() []Lang { return append(slices.Clone(Langs), Pseudo, Lang("tlh")) }

// argVariants returns lists of arguments for m's verbs, of several kinds
// at every place: ints of every plural form and sign, strings, Texts,
// Sayers, a named int, and ints and strings where the other is asked
// for (which the printer prints otherwise: the memo must tell them apart).
func argVariants(m Message, sayer Sayer) [][]any {
	base := sampleArgs(m)
	ints := []any{0, 1, 2, 5, 21, 1500, -7}
	strs := []any{"x", "", "2", "a%sb", T("language.self"), Plain("Plain words"), sayer, T("board.points", 3)}
	other := []any{"1", countWord(4), 2.5, 3, nil}
	var out [][]any
	for v := range max(len(ints), len(strs), len(other)) {
		args := slices.Clone(base)
		for i, a := range args {
			switch a.(type) {
			case int:
				args[i] = ints[(v+i)%len(ints)]
			case string:
				args[i] = strs[(v+i)%len(strs)]
			}
		}
		out = append(out, args)
	}
	for v := range other {
		args := slices.Clone(base)
		for i := range args {
			args[i] = other[(v+i)%len(other)]
		}
		out = append(out, args)
	}
	return append(out, nil, []any{"extra", 1})
}

// TestMemoSaysWhatSayWithoutItSays: every key of the catalog in every
// language, with arguments of several kinds, says the same through the
// memo as without it, the first time (said and kept) and the second
// (found in the memo).
func TestMemoSaysWhatSayWithoutItSays(t *testing.T) {
	var n atomic.Int64
	sayer := countingSayer{&n}
	for _, l := range memoLangs() {
		for _, k := range slices.Sorted(maps.Keys(Messages()[English])) {
			for _, args := range argVariants(Messages()[English][k], sayer) {
				for range 2 {
					// The Sayer says a new word each time: the words it will say next.
					before := n.Load()
					got := l.Say(k, args...)
					n.Store(before)
					if want := sayUncached(l, k, args...); got != want {
						t.Fatalf("%s %q %#v: memo says %q, without it %q", l, k, args, got, want)
					}
				}
			}
		}
	}
}

// TestMemoTellsArgumentsApart: lists of arguments a careless key would
// run together say what they say without the memo, one after the other.
func TestMemoTellsArgumentsApart(t *testing.T) {
	for _, l := range memoLangs() {
		for _, c := range []struct {
			key  string
			args []any
		}{
			{"list.and", []any{"a", "bc"}},
			{"list.and", []any{"ab", "c"}},
			{"list.and", []any{"as", "c"}},
			{"list.and", []any{"a", "sc"}},
			{"list.and", []any{2, "c"}},
			{"list.and", []any{"2", "c"}},
			{"list.and", []any{countWord(2), "c"}},
			{"board.points", []any{2}},
			{"board.points", []any{"2"}},
			{"board.points", []any{countWord(2)}},
			{"board.points", []any{1 << 40}},
			{"board.points", []any{-(1 << 40)}},
			{"board.points", []any{2, 3}},
			{"board.points", []any{}},
		} {
			for range 2 {
				if got, want := l.Say(c.key, c.args...), sayUncached(l, c.key, c.args...); got != want {
					t.Errorf("%s %q %#v: memo says %q, without it %q", l, c.key, c.args, got, want)
				}
			}
		}
	}
}

// TestMemoFallsBackAsSayDoes: a key a language's catalog lacks is said
// in English, through the memo as without it, and kept in that
// language's words without changing English's or another's.
func TestMemoFallsBackAsSayDoes(t *testing.T) {
	Messages()
	const key = "list.and"
	fr := loaded.cat[French][key]
	delete(loaded.cat[French], key)
	defer func() { loaded.cat[French][key] = fr }()
	memo = newSayMemo()
	defer func() { memo = newSayMemo() }()
	for range 2 {
		if got, want := French.Say(key, "un", "deux"), sayUncached(English, key, "un", "deux"); got != want {
			t.Errorf("French without %q: memo says %q, English %q", key, got, want)
		}
		if got, want := German.Say(key, "un", "deux"), sayUncached(German, key, "un", "deux"); got != want {
			t.Errorf("German: memo says %q, without it %q", got, want)
		}
	}
	loaded.cat[French][key] = fr
	memo = newSayMemo()
	if got, want := French.Say(key, "un", "deux"), sayUncached(French, key, "un", "deux"); got != want || got == sayUncached(English, key, "un", "deux") {
		t.Errorf("French with %q: memo says %q, without it %q", key, got, want)
	}
}

// TestMemoStaysBoundedAndRight: more messages than the memo holds leave
// it within its bounds, and every message, kept, dropped or said again,
// says what it says without the memo; one longer than an entry's bound
// is said and not kept.
func TestMemoStaysBoundedAndRight(t *testing.T) {
	memo = newSayMemo()
	defer func() { memo = newSayMemo() }()
	const n = 5 * memoGeneration / 2
	for round := range 3 {
		for i := range n {
			l := memoLangs()[(i+round)%len(memoLangs())]
			if got, want := l.Say("board.points", i), sayUncached(l, "board.points", i); got != want {
				t.Fatalf("round %d, %s %d: memo says %q, without it %q", round, l, i, got, want)
			}
			if len(memo.recent) > memoGeneration || len(memo.older) > memoGeneration {
				t.Fatalf("round %d, %d messages said: the memo holds %d and %d, at most %d each", round, i+1, len(memo.recent), len(memo.older), memoGeneration)
			}
		}
	}
	long := string(make([]byte, memoEntryMax))
	before := len(memo.recent)
	if got, want := English.Say("list.and", long, "b"), sayUncached(English, "list.and", long, "b"); got != want {
		t.Errorf("a long message: memo says %q, without it %q", got, want)
	}
	if len(memo.recent) != before {
		t.Errorf("a message of %d bytes was kept", len(long))
	}
}

// TestMemoUnderConcurrentUse: goroutines saying overlapping messages at
// once, more than the memo holds, each get what Say without the memo
// says (run with -race).
func TestMemoUnderConcurrentUse(t *testing.T) {
	memo = newSayMemo()
	defer func() { memo = newSayMemo() }()
	keys := slices.Sorted(maps.Keys(Messages()[English]))
	langs := memoLangs()
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for g := range 8 {
		wg.Go(func() {
			for i := range 3 * memoGeneration {
				l := langs[(i+g)%len(langs)]
				k := keys[(i*7+g)%len(keys)]
				args := sampleArgs(Messages()[English][k])
				for j, a := range args {
					if _, ok := a.(int); ok {
						args[j] = i % 50
					}
				}
				if got, want := l.Say(k, args...), sayUncached(l, k, args...); got != want {
					select {
					case errs <- fmt.Sprintf("%s %q %v: memo says %q, without it %q", l, k, args, got, want):
					default:
					}
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
