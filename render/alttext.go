package render

import (
	"strings"
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
	var lines []string
	for _, l := range append([]string{t.View.Title}, strings.Split(head, "\n")...) {
		if l = Spoken(l); l != "" {
			lines = append(lines, l)
		}
	}
	out := strings.Join(lines, "\n")
	for i, s := range sentences {
		s = Spoken(s)
		if s == "" {
			continue
		}
		if i == 0 || utf8.RuneCountInString(out)+1+utf8.RuneCountInString(s) <= MaxAltText {
			out += "\n" + s
		}
	}
	return Clip(out, MaxAltText)
}

// speech is what Spoken replaces: markdown a screen reader would spell
// out, and the middle dots that separate a line's parts on a board.
var speech = strings.NewReplacer("**", "", "~~", "", "__", "", "`", "", " · ", ", ", "·", ",")

// Spoken is the line s as a screen reader should read it: without
// markdown, its parts separated by commas rather than middle dots, runs of
// spaces read as one, and ending as a sentence does (a full stop added
// when it ends with none of . ! ? or :).
func Spoken(s string) string {
	s = strings.Join(strings.Fields(speech.Replace(s)), " ")
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?:") {
		return s
	}
	return s + "."
}

// List joins items as an English sentence lists them: "9, 10, 11 and
// 14".
func List(items []string) string { return ListIn(locale.English, items) }

// ListIn joins items as a sentence in l lists them: "9, 10, 11 and 14",
// "9, 10, 11 et 14".
func ListIn(l locale.Lang, items []string) string { return l.And(items) }
