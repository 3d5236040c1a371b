package quingo

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
)

// englishWords are words of the English status lines and text sheets
// that no other language's should show (words some of them share,
// such as "final", "Score" and "Limit", are left out).
var englishWords = []string{
	"waiting", "for", "to", "choose", "wild", "wilds", "numbers", "take", "took", "up", "die", "dice",
	"last", "lap", "pass", "passed", "can", "could", "check", "nothing", "cross", "crossed", "out",
	"box", "wins", "share", "win", "with", "holding", "round", "pool", "turn", "order",
	"choosing", "chosen", "played", "and",
}

// alsoSays are the words of englishWords a language says too.
var alsoSays = map[locale.Lang][]string{locale.German: {"die"}}

// englishIn returns the words of text, in l, from englishWords.
func englishIn(l locale.Lang, text string) []string {
	var found []string
	for _, w := range regexp.MustCompile(`\p{L}+`).FindAllString(text, -1) {
		if lw := strings.ToLower(w); slices.Contains(englishWords, lw) && !slices.Contains(alsoSays[l], lw) && !slices.Contains(found, w) {
			found = append(found, w)
		}
	}
	return found
}

// phaseStates plays seeded games of seats players and returns a state
// of each kind: choosing, playing, forced (a cross-out), the last lap
// and the end.
func phaseStates(t *testing.T, seats int) map[string]*state {
	t.Helper()
	out := map[string]*state{}
	for seed := uint64(1); seed < 40 && len(out) < 5; seed++ {
		r := gametest.Seeded(seed)
		pick := rand.New(rand.NewPCG(seed, 5))
		st, err := Rules.New(nil, seats, r)
		if err != nil {
			t.Fatal(err)
		}
		for {
			s := st.(*state)
			kind := s.Phase.String()
			if b := s.Board(games.Spectator); b.Forced {
				kind = "forced"
			}
			if _, seen := out[kind]; !seen && (kind == "choosing" || s.Last() != nil) {
				out[kind] = s
			}
			if s.Phase == Over {
				break
			}
			actors := st.Actors()
			seat := actors[pick.IntN(len(actors))]
			legal := st.Legal(seat)
			if st, err = st.Apply(seat, legal[pick.IntN(len(legal))], r); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// TestStatusAndSheetsInEveryLanguage: the status line and the text
// board of every phase read in each language with no English word, and
// in English as before.
func TestStatusAndSheetsInEveryLanguage(t *testing.T) {
	name := func(s games.Seat) string { return []string{"Ana", "Bo", "Cy", "Dee", "Eli", "Flo"}[s] }
	for _, seats := range []int{1, 6} {
		states := phaseStates(t, seats)
		for _, kind := range []string{"choosing", "playing", "lastlap", "over"} {
			if states[kind] == nil && (kind != "lastlap" || seats > 1) {
				t.Fatalf("%d players: no %s state played", seats, kind)
			}
		}
		for kind, st := range states {
			v := st.View(games.Spectator)
			if got := v.StatusIn(locale.English); got != v.Status {
				t.Errorf("%s: English status %q, the view's %q", kind, got, v.Status)
			}
			for _, l := range locale.Langs[1:] {
				status := v.StatusIn(l)
				text := st.Board(games.Spectator).TextIn(l, name)
				title := Title(l, st.Phase, st.Round)
				for what, s := range map[string]string{"status": status, "text": text, "title": title} {
					if bad := englishIn(l, s); len(bad) > 0 {
						t.Errorf("%s %d players %s: %s has English %v:\n%s", l, seats, kind, what, bad, s)
					}
				}
			}
		}
	}
}

// TestTextSheetKeepsItsGrid: in every language each number stands under
// its heading, as in English.
func TestTextSheetKeepsItsGrid(t *testing.T) {
	sh := mustSheet(t, "v.vv. .vxv. ..... xxvvv wild 2,15,18,7,5 vv.x.")
	su := Setup{Bonus: [4]int{11, 3, 14, 15}, Wild: 2}
	for _, l := range append(slices.Clone(locale.Langs), locale.Pseudo) {
		lines := strings.Split(sh.TextIn(l, su), "\n")
		for i := 0; i+1 < 10; i += 2 {
			head, row := []rune(lines[i]), []rune(lines[i+1])
			if len(head) != len(row) {
				t.Errorf("%s: heading %q and row %q differ in width", l, lines[i], lines[i+1])
			}
		}
	}
}
