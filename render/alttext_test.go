package render

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
)

// spokenByReplacing is Spoken as a replacer, strings.Fields and
// strings.Join say it: the oracle Spoken's one pass must match.
func spokenByReplacing(s string) string {
	speech := strings.NewReplacer("**", "", "~~", "", "__", "", "`", "", " · ", ", ", "·", ",")
	s = strings.Join(strings.Fields(speech.Replace(s)), " ")
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?:") {
		return s
	}
	return s + "."
}

// altTextByJoining is AltText built by joining and appending strings, the
// oracle of AltText's one builder.
func altTextByJoining(t *Table, head string, sentences []string) string {
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

// spokenCases are lines as boards write them and lines that attack the
// one pass: markdown next to middle dots, dots with and without spaces,
// runs of every kind of white space, invalid UTF-8, endings.
var spokenCases = []string{
	"", " ", "\t\n", "Red to play", "Red to play.", "Score: 12", "Done!", "Why?",
	"**Carol to play**", "Pool: ~~d4~~ · d6 **3**", "a · b · c", "a·b", "a ·b", "a· b",
	" · ", "·", "··", " ·· ", "a  ·  b", "***", "****", "~~~", "___", "``", "`code`",
	"*a*", "_a_", "~a~", "a\u00a0 b", "a\u2003b\u0085c", "  lead and trail  ",
	"tab\there", "line\nbreak", "\xff\xfe", "a\xc2", "·\xc2", "\xc2·", "**·**",
	"_·_", "x _ _ y", "ends with space. ", "ends with colon:  ", "é · ü", "日本 · 語",
	strings.Repeat("long · line **with** marks ", 40),
}

func TestSpokenIsTheReplacersLine(t *testing.T) {
	for _, s := range spokenCases {
		if got, want := Spoken(s), spokenByReplacing(s); got != want {
			t.Errorf("Spoken(%q) = %q, want %q", s, got, want)
		}
	}
}

func FuzzSpoken(f *testing.F) {
	for _, s := range spokenCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Spoken(s), spokenByReplacing(s); got != want {
			t.Errorf("Spoken(%q) = %q, want %q", s, got, want)
		}
	})
}

var spokenSink string

// TestSpokenCopiesOnlyWhatChanges: a line already as a screen reader
// reads it is returned as it is; any other costs one allocation, its
// result.
func TestSpokenCopiesOnlyWhatChanges(t *testing.T) {
	for s, want := range map[string]float64{"Red to play.": 0, "**Red** · to play": 1, "Red to play": 1} {
		if n := testing.AllocsPerRun(20, func() { spokenSink = Spoken(s) }); n != want {
			t.Errorf("Spoken(%q): %.0f allocations, want %.0f", s, n, want)
		}
	}
}

func TestAltTextIsTheJoinedLines(t *testing.T) {
	long := strings.Repeat("word · ", 90)
	for _, c := range []struct {
		title, head string
		sentences   []string
	}{
		{"Blingo", "", nil},
		{"", "", []string{"", "one"}},
		{"Title\nwith a break", "Bob: take d4\n**Carol to play**\n\n  \nPool: ~~d4~~ · d6 **3**", []string{"Carol, 7 points", "Alice  " + long, "Bob " + long, "Round 3."}},
		{"**Quingo**", "x", []string{long + long + long, "short", "", "after"}},
		{"Qwinto", "a\nb", []string{"", long, long, "fits?", strings.Repeat("é", 200), "last"}},
	} {
		tab := &Table{View: games.View{Title: c.title}}
		if got, want := AltText(tab, c.head, c.sentences), altTextByJoining(tab, c.head, c.sentences); got != want {
			t.Errorf("AltText(%q, %q, …) =\n%q\nwant\n%q", c.title, c.head, got, want)
		}
	}
}
