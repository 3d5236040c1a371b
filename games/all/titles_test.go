package all

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
)

// TestTitlesSaidInEveryLanguage plays every game a few default moves
// and reads its title after each: in English it is View.Title, in every
// other language it holds no English word of a title ("round", "turn",
// "roll", "short", "choosing", "last lap") and no "%!".
func TestTitlesSaidInEveryLanguage(t *testing.T) {
	english := map[string]bool{"round": true, "turn": true, "roll": true, "short": true, "choosing": true, "last": true, "lap": true, "solitaire": true}
	for _, name := range refusing {
		rules, err := games.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		st, err := rules.New(nil, rules.Info().MaxSeats, gametest.Seeded(1))
		if err != nil {
			t.Fatal(err)
		}
		r := gametest.Seeded(2)
		for step := range 40 {
			v := st.View(games.Spectator)
			if got := v.TitleIn(locale.English); got != v.Title {
				t.Errorf("%s step %d: English title %q, View.Title %q", name, step, got, v.Title)
			}
			for _, l := range locale.Langs[1:] {
				said := v.TitleIn(l)
				for _, w := range strings.Fields(strings.ToLower(said)) {
					if english[w] || strings.Contains(w, "%!") {
						t.Errorf("%s step %d in %s: title %q", name, step, l, said)
					}
				}
			}
			actors := st.Actors()
			if len(actors) == 0 {
				break
			}
			if st, err = st.Apply(actors[0], st.Default(actors[0]), r); err != nil {
				t.Fatal(err)
			}
		}
	}
}
