package rendertest

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

// Said is one text a player reads in a message, where it stands, and
// the most characters Discord takes there (0: none but the message's,
// which Validate checks).
type Said struct {
	Where string
	Text  string
	Limit int
}

// SaidIn lists every text of m a player reads: content, text, embeds,
// buttons, select menus and alt text.
func SaidIn(m *render.Message) []Said {
	out := []Said{{"content", m.Content, 0}, {"text", m.Text, 0}}
	for _, e := range m.Embeds {
		out = append(out, Said{"embed title", e.Title, 0}, Said{"embed description", e.Description, 0})
		for _, f := range e.Fields {
			out = append(out, Said{"field name", f.Name, 0}, Said{"field value", f.Value, 0})
		}
	}
	for _, r := range m.Components {
		for _, c := range r.(discordgo.ActionsRow).Components {
			switch c := c.(type) {
			case discordgo.Button:
				out = append(out, Said{"button", c.Label, 80})
			case discordgo.SelectMenu:
				out = append(out, Said{"placeholder", c.Placeholder, 150})
				for _, o := range c.Options {
					out = append(out, Said{"option", o.Label, 100}, Said{"option description", o.Description, 100})
				}
			}
		}
	}
	for _, f := range m.Files {
		out = append(out, Said{"alt text", f.Description, render.MaxAltText})
	}
	return out
}

// SpeaksNoEnglish fails t when m breaks Discord's limits, or when a text
// of m a player reads says one of english (lower-case words of a game's
// English boards) that is not among shared, the words l writes the same.
func SpeaksNoEnglish(t testing.TB, l locale.Lang, m *render.Message, english, shared []string) {
	t.Helper()
	if err := m.Validate(); err != nil {
		t.Error(err)
	}
	for _, p := range SaidIn(m) {
		if p.Limit > 0 && utf8.RuneCountInString(p.Text) > p.Limit {
			t.Errorf("%s %q has %d characters, at most %d", p.Where, p.Text, utf8.RuneCountInString(p.Text), p.Limit)
		}
		var bad []string
		for _, w := range strings.FieldsFunc(p.Text, func(r rune) bool { return !unicode.IsLetter(r) }) {
			lw := strings.ToLower(w)
			if slices.Contains(english, lw) && !slices.Contains(shared, lw) {
				bad = append(bad, w)
			}
		}
		if len(bad) > 0 {
			t.Errorf("%s says English %q in its %s:\n%s", l, bad, p.Where, p.Text)
		}
	}
}
