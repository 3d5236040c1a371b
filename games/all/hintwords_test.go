package all

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/games/qwinto"
)

// parsers read a move of each game's English notation, nil when it is
// one.
var parsers = map[string]func(games.Move) error{
	"blingo":     func(m games.Move) error { _, err := blingo.ParseMove(m); return err },
	"cinqo":      func(m games.Move) error { _, err := cinqo.ParseMove(m); return err },
	"quingo":     func(m games.Move) error { _, err := quingo.ParseMove(m); return err },
	"quinientos": func(m games.Move) error { _, err := quinientos.ParseMove(m); return err },
	"qwinto":     func(m games.Move) error { _, err := qwinto.ParseMove(m); return err },
}

// quotedExample matches a move quoted in a hint: «…», "…", `…` or „…“.
var quotedExample = regexp.MustCompile("«\\s*([^»]+?)\\s*»|\"([^\"]+)\"|`([^`]+)`|„([^“]+)“")

// letters matches a word of a message.
var letters = regexp.MustCompile(`\p{L}+`)

// nativeWords are English notation words that are also words of a
// language, said as such in its refusals: French "place" is a seat.
var nativeWords = map[locale.Lang][]string{locale.French: {"place"}}

// quotedExamples returns the moves quoted in s.
func quotedExamples(s string) []string {
	var out []string
	for _, m := range quotedExample.FindAllStringSubmatch(s, -1) {
		for _, g := range m[1:] {
			if g != "" {
				out = append(out, g)
			}
		}
	}
	return out
}

// TestRefusalsShowNoEnglishNotation fails when a game's refusal, in a
// language but English, has a word of the game's English notation that
// the language spells otherwise, quoted or not ("par ex. roll red blue"),
// unless the word is also one of the language's own (nativeWords).
func TestRefusalsShowNoEnglishNotation(t *testing.T) {
	for _, l := range locale.Langs {
		if l == locale.English || l == locale.Pseudo {
			continue
		}
		for _, rules := range games.All() {
			name := rules.Info().Name
			english, own := games.MoveSpellings(locale.English, name), games.MoveSpellings(l, name)
			for key, msg := range locale.Messages()[l] {
				if !strings.HasPrefix(key, "refuse."+name+".") {
					continue
				}
				for _, f := range msg.Formats() {
					for _, w := range letters.FindAllString(f, -1) {
						if _, ok := english[w]; ok && own[w][0] != w && !slices.Contains(nativeWords[l], w) {
							t.Errorf("%s %s: %q shows English %q; %s writes %q", l, key, f, w, l, own[w][0])
						}
					}
				}
			}
		}
	}
}

// TestHintsQuoteMovesInTheirLanguage reads, in every language but
// English, each move quoted in a game's refusals (refuse.<game>.*, the
// notation hints among them) and the example that ends /game move's
// notation description. It fails when a word of one is an English
// notation word the language spells otherwise (the hint still shows
// English); when one typed back (games.ReadMove) has a word that is
// neither a word of the game's notation nor a number, face or tile; and
// when a move of refuse.<game>.notation or of the description, typed
// back, is refused by the game's ParseMove.
func TestHintsQuoteMovesInTheirLanguage(t *testing.T) {
	descExample := strings.Fields(locale.English.Say("cmd.game.move.notation.desc"))
	descWords := len(descExample) - slices.Index(descExample, "e.g.") - 1
	for _, l := range locale.Langs {
		if l == locale.English || l == locale.Pseudo {
			continue
		}
		for _, rules := range games.All() {
			name := rules.Info().Name
			var examples []string
			for key, msg := range locale.Messages()[l] {
				if strings.HasPrefix(key, "refuse."+name+".") {
					examples = append(examples, quotedExamples(msg.Format)...)
				}
			}
			if name == "qwinto" {
				desc := strings.Fields(l.Say("cmd.game.move.notation.desc"))
				examples = append(examples, strings.Join(desc[len(desc)-descWords:], " "))
			}
			moves := quotedExamples(l.Say("refuse."+name+".notation", ""))
			if len(moves) == 0 {
				t.Errorf("%s %s: refuse.%s.notation quotes no example", l, name, name)
			}
			if name == "qwinto" {
				moves = append(moves, examples[len(examples)-1])
			}
			for _, m := range moves {
				if err := parsers[name](games.ReadMove(l, name, games.Move(m))); err != nil {
					t.Errorf("%s %s: the hint's move %q, typed back, is refused: %v", l, name, m, err)
				}
			}
			checkExamples(t, l, name, examples)
		}
	}
}

// checkExamples fails for each example of game in l that shows an
// English notation word l spells otherwise, or that reads back to a
// word outside game's notation.
func checkExamples(t *testing.T, l locale.Lang, game string, examples []string) {
	t.Helper()
	english := games.MoveSpellings(locale.English, game)
	own := games.MoveSpellings(l, game)
	for _, ex := range examples {
		for _, w := range strings.Fields(strings.ToLower(ex)) {
			if _, isEnglish := english[w]; isEnglish && own[w][0] != w {
				t.Errorf("%s %s: hint %q shows English %q; %s writes %q", l, game, ex, w, l, own[w][0])
			}
		}
		for _, w := range games.ReadMove(l, game, games.Move(ex)).Fields() {
			if _, ok := english[w]; !ok && strings.IndexFunc(w, unicode.IsDigit) < 0 && w != "<n>" {
				t.Errorf("%s %s: hint %q reads back as %q, whose %q is no word of the notation", l, game, ex, games.ReadMove(l, game, games.Move(ex)), w)
			}
		}
	}
}
