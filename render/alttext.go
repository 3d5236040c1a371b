package render

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games/locale"
)

// AltText is the description of a board's picture, for screen readers and
// wherever the picture is not shown, within MaxAltText characters: the
// title and head (the board's header as the embed shows it: what just
// happened and the status), then the sentences of the game's describer in
// their order (the describer puts first what the players to act need),
// each only while it fits, the first always, cut if it must be. Every
// line is Spoken.
func AltText(t *Table, head string, sentences []string) string {
	var out strings.Builder
	out.Grow(len(t.View.Title) + len(head) + 2*MaxAltText)
	line := func(l string) {
		if l = Spoken(l); l != "" {
			if out.Len() > 0 {
				out.WriteByte('\n')
			}
			out.WriteString(l)
		}
	}
	line(t.View.Title)
	for l := range strings.SplitSeq(head, "\n") {
		line(l)
	}
	runes := utf8.RuneCountInString(out.String())
	for i, s := range sentences {
		s = Spoken(s)
		if s == "" {
			continue
		}
		if n := utf8.RuneCountInString(s); i == 0 || runes+1+n <= MaxAltText {
			out.WriteByte('\n')
			out.WriteString(s)
			runes += 1 + n
		}
	}
	return Clip(out.String(), MaxAltText)
}

// middleDot separates a line's parts on a board; Spoken reads it as a
// comma.
const middleDot = "·"

// Spoken is the line s as a screen reader should read it: without
// markdown ("**", "~~", "__" and "`" dropped), its parts separated by
// commas rather than middle dots (" · " read as ", ", a lone "·" as ","),
// runs of white space read as one space and none at either end, and
// ending as a sentence does (a full stop added when it ends with none of
// . ! ? or :). A line already so is returned as it is, not copied.
func Spoken(s string) string {
	var replaced, collapsed [512]byte // most lines fit: nothing allocated but the result
	out := collapseSpaces(collapsed[:0], unmarked(replaced[:0], s))
	if n := len(out); n > 0 && strings.IndexByte(".!?:", out[n-1]) < 0 {
		out = append(out, '.')
	}
	if string(out) == s {
		return s
	}
	return string(out)
}

// unmarked appends s to b with its markdown dropped and its middle dots
// read as commas (as Spoken says), scanning from the left, each
// replacement's text never matched again.
func unmarked(b []byte, s string) []byte {
	for i := 0; i < len(s); {
		switch rest := s[i:]; {
		case strings.HasPrefix(rest, "**"), strings.HasPrefix(rest, "~~"), strings.HasPrefix(rest, "__"):
			i += 2
		case rest[0] == '`':
			i++
		case strings.HasPrefix(rest, " "+middleDot+" "):
			b = append(b, ", "...)
			i += len(middleDot) + 2
		case strings.HasPrefix(rest, middleDot):
			b = append(b, ',')
			i += len(middleDot)
		default:
			b = append(b, rest[0])
			i++
		}
	}
	return b
}

// collapseSpaces appends to b the fields of s (its runs of runes that
// are not white space, as strings.Fields finds them) joined by one
// space.
func collapseSpaces(b, s []byte) []byte {
	start, gap := len(b), false
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRune(s[i:])
		if unicode.IsSpace(r) {
			gap = len(b) > start
		} else {
			if gap {
				b = append(b, ' ')
				gap = false
			}
			b = append(b, s[i:i+w]...)
		}
		i += w
	}
	return b
}

// List joins items as an English sentence lists them: "9, 10, 11 and
// 14".
func List(items []string) string { return ListIn(locale.English, items) }

// ListIn joins items as a sentence in l lists them: "9, 10, 11 and 14",
// "9, 10, 11 et 14".
func ListIn(l locale.Lang, items []string) string { return l.And(items) }
