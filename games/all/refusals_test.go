package all

import (
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
)

// refusing are the games whose refusals are said in every language.
var refusing = []string{"blingo", "cinqo", "quingo", "quinientos", "qwinto"}

// TestRefusalsSaidInEveryLanguage: an unreadable move, a seat that is
// not at the table and a seat whose turn it is not are refused, in every
// language in its own words, and in English as games.Reason says it.
func TestRefusalsSaidInEveryLanguage(t *testing.T) {
	for _, name := range refusing {
		rules, err := games.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		info := rules.Info()
		st, err := rules.New(nil, info.MaxSeats, gametest.Seeded(1))
		if err != nil {
			t.Fatal(err)
		}
		actor := st.Actors()[0]
		cases := []struct {
			seat games.Seat
			move games.Move
		}{{actor, "fly away"}, {games.Seat(info.MaxSeats), st.Legal(actor)[0]}}
		for s := range games.Seat(info.MaxSeats) {
			if !slices.Contains(st.Actors(), s) {
				cases = append(cases, struct {
					seat games.Seat
					move games.Move
				}{s, st.Legal(actor)[0]})
				break
			}
		}
		for _, c := range cases {
			_, err := st.Apply(c.seat, c.move, gametest.Seeded(1))
			if err == nil {
				t.Fatalf("%s: seat %d's %q was accepted", name, c.seat, c.move)
			}
			if _, ok := locale.ReasonOf(err); !ok {
				t.Errorf("%s: %v is no locale.Refusal", name, err)
				continue
			}
			if got := games.ReasonIn(err, locale.English); got != games.Reason(err) {
				t.Errorf("%s in English: %q, Reason says %q", name, got, games.Reason(err))
			}
			for _, l := range locale.Langs[1:] {
				if got := games.ReasonIn(err, l); got == games.Reason(err) || strings.Contains(got, "%!") {
					t.Errorf("%s %q in %s: %q", name, c.move, l, got)
				}
			}
		}
	}
}
