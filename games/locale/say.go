package locale

import (
	"strings"

	"golang.org/x/text/message"
)

// Say returns message key in l with args, falling back to English for a
// key l's catalog lacks (the catalog tests forbid that) and to the key
// itself for a key no catalog has. An argument that is a Text or a Sayer
// is said in l first.
//
// What Say says depends on l, key and args alone, so a message whose
// arguments are all ints and strings (once said) is kept in a bounded
// memo and said once while it stays there.
func (l Lang) Say(key string, args ...any) string {
	l = l.norm()
	Messages()
	said := l.said(args)
	var room [memoKeyRoom]byte
	k, exact := memoKey(room[:0], l, key, said)
	if exact {
		if s, ok := memo.get(k); ok {
			return s
		}
	}
	s, known := l.sayAfresh(key, said)
	if exact && known {
		memo.put(k, s)
	}
	return s
}

// memoKeyRoom is the bytes a memo key takes on the stack; a longer one
// grows on the heap.
const memoKeyRoom = 128

// sayAfresh is Say without the memo, its arguments said: key said in l,
// in English if l's catalog lacks it, or key itself, and known false,
// if no catalog has it.
func (l Lang) sayAfresh(key string, said []any) (s string, known bool) {
	p := loaded.printers[l]
	if _, ok := loaded.cat[l][key]; !ok {
		if _, ok := loaded.cat[English][key]; !ok {
			return key, false
		}
		p = loaded.printers[English]
	}
	return p.Sprintf(message.Key(key, ""), said...), true
}

// Has reports whether the English catalog has key: for a key made of
// parts ("rules." + game), to fall back before saying it.
func Has(key string) bool {
	_, ok := Messages()[English][key]
	return ok
}

// said returns args with every Text and Sayer said in l.
func (l Lang) said(args []any) []any {
	out := args
	for i, a := range args {
		var s string
		switch a := a.(type) {
		case Text:
			s = a.In(l)
		case Sayer:
			s = a.SayIn(l)
		default:
			continue
		}
		if &out[0] == &args[0] {
			out = append([]any(nil), args...)
		}
		out[i] = s
	}
	return out
}

// Sayer is a value that says itself in a language (a move, a duration).
type Sayer interface {
	SayIn(l Lang) string
}

// Text is a message not yet in any language: a key and its arguments,
// or plain words (names, notation) that every language shows as they
// are.
type Text struct {
	Key   string
	Args  []any
	plain string
}

// T returns the message key with args, to be said later.
func T(key string, args ...any) Text { return Text{Key: key, Args: args} }

// Plain returns words said the same in every language.
func Plain(s string) Text { return Text{plain: s} }

// In returns t in l.
func (t Text) In(l Lang) string {
	if t.Key == "" {
		return t.plain
	}
	return l.Say(t.Key, t.Args...)
}

// SayIn implements Sayer: t in l.
func (t Text) SayIn(l Lang) string { return t.In(l) }

// IsZero reports whether t says nothing.
func (t Text) IsZero() bool { return t.Key == "" && t.plain == "" }

// String is t in English, for logs and errors.
func (t Text) String() string { return t.In(English) }

// And joins items with an "and" before the last, in l: "a", "a and b",
// "a, b and c" (catalog key "list.and").
func (l Lang) And(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return l.Say("list.and", strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}
