package all

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
)

// unlisted are words of a game's notation that no legal move lists:
// players may type "roll all" for "roll red yellow blue" and "l" for
// "left"; Quinientos' "pass" is played by the engine for a seat.
var unlisted = map[string][]string{"qwinto": {"all"}, "quinientos": {"l", "r", "pass"}}

// moveOptions are the options under which every word of a game's
// notation comes up in play.
var moveOptions = map[string]games.Options{"qwinto": {"reroll": "true"}}

// TestEveryMoveReadsBackInEveryLanguage plays seeded random games of
// every game and, for every legal move met, in every language: the move
// in that language's words (games.MoveIn) reads back as the move
// (games.ReadMove) and is one the engine lists, and its English notation
// reads as itself. It fails, too, when a word of a legal move has no
// catalog key, or a key names a word no move has.
func TestEveryMoveReadsBackInEveryLanguage(t *testing.T) {
	for _, rules := range games.All() {
		name := rules.Info().Name
		seen := map[string]bool{}
		for _, w := range unlisted[name] {
			seen[w] = true
		}
		for seed := range uint64(6) {
			info := rules.Info()
			seats := info.MinSeats + int(seed)%(info.MaxSeats-info.MinSeats+1)
			r := gametest.Seeded(seed + 1)
			st, err := rules.New(moveOptions[name], seats, r)
			if err != nil {
				t.Fatal(err)
			}
			for moves := 0; moves < 400 && len(st.Actors()) > 0; moves++ {
				seat := st.Actors()[r.IntN(len(st.Actors()))]
				legal := st.Legal(seat)
				for i, m := range legal {
					if i%7 != 0 && i != len(legal)-1 {
						continue // a sample of long lists
					}
					for _, w := range m.Fields() {
						if strings.IndexFunc(w, unicode.IsDigit) < 0 {
							seen[w] = true
						}
					}
					for _, l := range locale.Langs {
						shown := games.MoveIn(l, name, m)
						if back := games.ReadMove(l, name, games.Move(shown)); back != games.Normalize(m) || !slices.Contains(legal, back) {
							t.Fatalf("%s %s: %q shown as %q reads back as %q", l, name, m, shown, back)
						}
						if back := games.ReadMove(l, name, m); back != games.Normalize(m) {
							t.Fatalf("%s %s: English %q reads as %q", l, name, m, back)
						}
					}
				}
				next, err := st.Apply(seat, legal[r.IntN(len(legal))], r)
				if err != nil {
					t.Fatal(err)
				}
				st = next
			}
		}
		keys := games.MoveSpellings(locale.English, name)
		for w := range seen {
			if _, ok := keys[w]; !ok {
				t.Errorf("%s: the word %q of its notation has no key move.%s.%s", name, w, name, w)
			}
		}
		for w := range keys {
			if !seen[w] {
				t.Errorf("%s: move.%s.%s names a word no move of its has", name, name, w)
			}
		}
	}
}

// codeSpan is text in backticks, as the rules write moves.
var codeSpan = regexp.MustCompile("`([^`]+)`")

// TestRulesNameMovesInTheirLanguage: each game's /rules in every
// language other than English shows, in its moves, the language's word
// for every word of the notation, and begins no move with an English
// word the language says otherwise (option names aside).
func TestRulesNameMovesInTheirLanguage(t *testing.T) {
	for _, rules := range games.All() {
		info := rules.Info()
		name := info.Name
		english := games.MoveSpellings(locale.English, name)
		for _, l := range locale.Langs[1:] {
			var spans []string
			for _, m := range codeSpan.FindAllStringSubmatch(info.HelpIn(l), -1) {
				spans = append(spans, m[1])
			}
			words := map[string]bool{}
			for _, s := range spans {
				for _, w := range strings.Fields(s) {
					words[w] = true
				}
				first := strings.Fields(s)[0]
				isOption := slices.ContainsFunc(info.Options, func(o games.Option) bool { return o.Name == first })
				if _, ok := english[first]; ok && !isOption && games.MoveIn(l, name, games.Move(first)) != first {
					t.Errorf("%s in %s: the rules write the move `%s` in English", name, l, s)
				}
			}
			for en, said := range games.MoveSpellings(l, name) {
				if !words[said[0]] {
					t.Errorf("%s in %s: the rules never write %q (%s)", name, l, said[0], en)
				}
			}
		}
	}
}
