package blingo

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/render"
)

// titled returns a copy of t whose view's title is the board's in t's
// language, for the embed, the text and the alt text to show.
func titled(t *render.Table, b blingo.BoardView) *render.Table {
	c := *t
	c.View.Title = b.TitleIn(t.Lang)
	return &c
}

// listIn joins items as a sentence lists them in t's language: "9, 10,
// 11 and 14".
func listIn(t *render.Table, items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return t.Say("board.blingo.and", strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}

// orIn joins squares as choices in t's language: "28 or 82".
func orIn(t *render.Table, qs []blingo.Square) string {
	words := make([]string, len(qs))
	for i, q := range qs {
		words[i] = q.String()
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return t.Say("board.blingo.or", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
}

// lineName names a line in t's language: "row 3", "column 5",
// "diagonal 1-78".
func lineName(t *render.Table, l blingo.Line) string { return l.SayIn(t.Lang) }

// capital is s with its first letter a capital, in any script.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
