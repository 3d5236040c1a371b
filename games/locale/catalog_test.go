package locale

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/feature/plural"
)

// TestCatalogsMatchEnglish fails when a catalog lacks one of English's
// keys, has one English does not, or gives a message other arguments
// than English's.
func TestCatalogsMatchEnglish(t *testing.T) {
	cat := Messages()
	en := cat[English]
	for _, l := range Langs[1:] {
		msgs := cat[l]
		if msgs == nil {
			t.Errorf("%s: no catalog", l)
			continue
		}
		for k, m := range en {
			tm, ok := msgs[k]
			if !ok {
				t.Errorf("%s lacks %q", l, k)
				continue
			}
			want := argsOf(t, m)
			for _, f := range tm.Formats() {
				if got := verbsOf(f); !sameArgs(got, want, m, tm) {
					t.Errorf("%s %q: arguments %v, English has %v: %q", l, k, got, want, f)
				}
			}
			if (m.Forms == nil) != (tm.Forms == nil) && tm.Forms != nil && tm.Arg != m.Arg {
				t.Errorf("%s %q: plural on argument %d, English's on %d", l, k, tm.Arg, m.Arg)
			}
		}
		for k := range msgs {
			if _, ok := en[k]; !ok {
				t.Errorf("%s has %q, which English has not", l, k)
			}
		}
	}
}

// argsOf returns the arguments m's "other" form (or format) takes.
func argsOf(t *testing.T, m Message) map[int]byte {
	if m.Forms != nil {
		return verbsOf(m.Forms["other"])
	}
	return verbsOf(m.Format)
}

// sameArgs reports whether got takes want's arguments: the same verbs at
// the same places, a plural form may leave its number out, and a
// translation may say a plural message without plural forms (a language
// whose words do not change) only if it keeps every argument.
func sameArgs(got, want map[int]byte, en, tr Message) bool {
	for i, v := range want {
		g, ok := got[i]
		if !ok {
			if tr.Forms != nil && i == tr.Arg {
				continue
			}
			return false
		}
		if class(g) != class(v) {
			return false
		}
	}
	for i := range got {
		if _, ok := want[i]; !ok {
			return false
		}
	}
	return true
}

// class groups verbs that print the same argument alike: %d and %v of a
// number are one class; %s and %v and %q another.
func class(v byte) byte {
	switch v {
	case 'd', 'x':
		return 'd'
	case 'f', 'g', 'e':
		return 'f'
	}
	return 's'
}

var verbRe = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*\d*(\.\d+)?([a-zA-Z%])`)

// verbsOf maps each argument (1-based) a format takes to its verb.
func verbsOf(f string) map[int]byte {
	out := map[int]byte{}
	next := 1
	for _, m := range verbRe.FindAllStringSubmatch(f, -1) {
		if m[4] == "%" {
			continue
		}
		i := next
		if m[2] != "" {
			i, _ = strconv.Atoi(m[2])
		}
		out[i] = m[4][0]
		next = i + 1
	}
	return out
}

// TestPluralForms fails when a plural message lacks a form its
// language's plural rules use (Russian's one, few and many).
func TestPluralForms(t *testing.T) {
	for l, msgs := range Messages() {
		if l == Pseudo {
			continue
		}
		need := formsUsed(l)
		for k, m := range msgs {
			if m.Forms == nil {
				continue
			}
			for _, f := range need {
				if _, ok := m.Forms[f]; !ok && f != "other" {
					t.Errorf("%s %q lacks the plural form %q", l, k, f)
				}
			}
		}
	}
}

// formsUsed returns the plural forms l's rules give to 0..1000.
func formsUsed(l Lang) []string {
	names := map[plural.Form]string{plural.Zero: "zero", plural.One: "one", plural.Two: "two", plural.Few: "few", plural.Many: "many", plural.Other: "other"}
	var out []string
	for n := 0; n <= 1000; n++ {
		f := plural.Cardinal.MatchPlural(l.tag(), n, 0, 0, 0, 0)
		if s := names[f]; !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// TestMessagesAreClean fails on an empty message, one with spaces at
// either end, and one longer than Discord takes where it is shown
// (Limit), in any language Discord is sent: verbs count as their own
// length, so leave room for the arguments. The pseudo-locale is never
// sent to Discord (no Discord locale is it); its length is tried where
// it is drawn, by the boards' legibility test.
func TestMessagesAreClean(t *testing.T) {
	for l, msgs := range Messages() {
		for k, m := range msgs {
			for _, f := range m.Formats() {
				if strings.TrimSpace(f) == "" || (l != Pseudo && strings.TrimSpace(f) != f) {
					t.Errorf("%s %q: empty, or spaces at an end: %q", l, k, f)
				}
				// Pseudo is never sent to Discord: its limits bind the real languages.
				if n := utf8.RuneCountInString(f); l != Pseudo && n > Limit(k) {
					t.Errorf("%s %q: %d characters, Discord takes %d", l, k, n, Limit(k))
				}
				if strings.HasPrefix(k, "cmd.") && strings.HasSuffix(k, ".name") && l != Pseudo && !commandName.MatchString(f) {
					t.Errorf("%s %q: %q is no command name (lower case, 1-32, no spaces)", l, k, f)
				}
			}
		}
	}
}

// commandName is Discord's rule for a command's or option's name.
var commandName = regexp.MustCompile(`^[-_\p{Ll}\p{Lo}\p{N}\p{Devanagari}\p{Thai}]{1,32}$`)

// TestSayFallsBack: an unknown language is English, a key no catalog
// has comes back as itself, and every known key says something in
// every language.
func TestSayFallsBack(t *testing.T) {
	if got := Lang("xx-unknown").Say("language.self"); got != "English" {
		t.Errorf("unknown language says %q", got)
	}
	if got := French.Say("no.such.key"); got != "no.such.key" {
		t.Errorf("missing key says %q", got)
	}
	for _, l := range append(slices.Clone(Langs), Pseudo) {
		for k := range Messages()[English] {
			got := l.Say(k, sampleArgs(Messages()[English][k])...)
			if got == "" || got == k || strings.Contains(got, "%!") {
				t.Errorf("%s %q says %q", l, k, got)
			}
		}
	}
}

// TestRussianPlurals: the three Russian forms, by the last digits.
func TestRussianPlurals(t *testing.T) {
	m := Message{Arg: 1, Forms: map[string]string{"one": "%d игрок", "few": "%d игрока", "many": "%d игроков", "other": "%d игрока"}}
	Messages()
	for n, want := range map[int]string{1: "1 игрок", 2: "2 игрока", 5: "5 игроков", 11: "11 игроков", 21: "21 игрок", 22: "22 игрока"} {
		if got := sayOnce(Russian, m, n); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}

// TestOf maps Discord's locales and anything else.
func TestOf(t *testing.T) {
	for code, want := range map[string]Lang{
		"": English, "en-US": English, "en-GB": English, "es-ES": Spanish, "es-419": Spanish,
		"fr": French, "de": German, "pt-BR": Portuguese, "ru": Russian, "ja": English,
		"pt": English, "es-MX": Spanish, "FR": French, "klingon!": English, "xx": Pseudo,
	} {
		if got := Of(code); got != want {
			t.Errorf("Of(%q) = %q, want %q", code, got, want)
		}
	}
	if Known("ja") || !Known("de") || !Known("en-GB") || Known("xx") {
		t.Error("Known: ja and xx are not spoken, de and en-GB are")
	}
}

// TestPseudoIsLonger: the pseudo-locale is at least 40% longer than
// English and keeps its verbs.
func TestPseudoIsLonger(t *testing.T) {
	for k, m := range Messages()[English] {
		p := Messages()[Pseudo][k]
		for i, f := range m.Formats() {
			pf := p.Formats()[i]
			if utf8.RuneCountInString(pf) < utf8.RuneCountInString(f)*7/5 {
				t.Errorf("%q: pseudo %q is not 40%% longer than %q", k, pf, f)
			}
			if fmt.Sprint(verbsOf(pf)) != fmt.Sprint(verbsOf(f)) {
				t.Errorf("%q: pseudo changed the verbs: %q", k, pf)
			}
		}
	}
}

// sampleArgs returns arguments for m's verbs: 2 for an integer (and for
// an argument no verb shows, a plural's count), 2.5 for a float, "x" for
// the rest.
func sampleArgs(m Message) []any {
	verbs := argsOf(nil, m)
	args := make([]any, max(len(verbs), slices.Max(append(slices.Collect(maps.Keys(verbs)), 0))))
	for i := range args {
		args[i] = 2
	}
	for i, v := range verbs {
		switch class(v) {
		case 's':
			args[i-1] = "x"
		case 'f':
			args[i-1] = 2.5
		}
	}
	return args
}
