package all_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// FuzzBoardNames draws every game's board with the fuzzed name for the
// first two seats and checks that every character drawn is one the font
// has a glyph for: an emoji or a letter of a script the font lacks is left
// out, never drawn as a box.
func FuzzBoardNames(f *testing.F) {
	for _, name := range []string{"Émilie 🎉", "🎉🎉", "李小龍", "Zoë\u200d👩‍💻", "a\u0301b\ufe0f", "\x00\t\n", "Александра", "\xff\xfe", "   "} {
		f.Add(name)
	}
	var tables []*render.Table
	for _, rules := range games.All() {
		info := rules.Info()
		all := playTables(f, rules, max(2, info.MinSeats), 3)
		tables = append(tables, all[len(all)/2], all[len(all)-1])
	}
	f.Fuzz(func(t *testing.T, name string) {
		for _, tab := range tables {
			named := *tab
			named.Seats = slices.Clone(tab.Seats)
			named.Seats[0].Name, named.Seats[1].Name = name, name+" "+name
			l, _ := boardLayouts[tab.View.Game](&named)
			for _, m := range l.Texts {
				for _, r := range m.Text {
					if !m.Font.HasGlyph(r) {
						t.Fatalf("%s: %q drawn with %U, which %v has no glyph for", tab.View.Game, m.Text, r, m.Font)
					}
				}
				if strings.TrimSpace(m.Text) != m.Text {
					t.Errorf("%s: %q drawn with spaces at an end", tab.View.Game, m.Text)
				}
			}
		}
	})
}
