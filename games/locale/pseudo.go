package locale

import (
	"regexp"
	"strings"

	"golang.org/x/text/language"
)

// pseudoTag is Pseudo's tag: the pseudo-locale "en-XA", with English
// numbers and plurals.
var pseudoTag = language.MustParse("en-XA")

// verb matches a printf verb, which Pseudo keeps as it is.
var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

var accents = strings.NewReplacer(
	"a", "á", "e", "é", "i", "í", "o", "ö", "u", "ü", "y", "ý", "c", "ç", "n", "ñ",
	"A", "Å", "E", "É", "I", "Î", "O", "Ø", "U", "Û", "C", "Ç", "N", "Ñ",
)

// pseudoCatalog returns English's messages accented and 40% longer (at
// least two characters more), their verbs kept.
func pseudoCatalog(en map[string]Message) map[string]Message {
	out := make(map[string]Message, len(en))
	for k, m := range en {
		p := Message{Arg: m.Arg}
		if m.Forms == nil {
			p.Format = pseudo(m.Format)
		} else {
			p.Forms = map[string]string{}
			for f, s := range m.Forms {
				p.Forms[f] = pseudo(s)
			}
		}
		out[k] = p
	}
	return out
}

// pseudo lengthens s by 40% of its characters, accenting the letters
// between its verbs.
func pseudo(s string) string {
	if s == "" {
		return s
	}
	var b strings.Builder
	last := 0
	for _, loc := range verb.FindAllStringIndex(s, -1) {
		b.WriteString(accents.Replace(s[last:loc[0]]))
		b.WriteString(s[loc[0]:loc[1]])
		last = loc[1]
	}
	b.WriteString(accents.Replace(s[last:]))
	n := len([]rune(s))
	pad := (n*2 + 4) / 5
	if pad < 2 {
		pad = 2
	}
	return b.String() + " " + strings.Repeat("~", pad-1)
}
