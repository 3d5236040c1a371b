package console

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"

	_ "github.com/quintetbot/quintet/games/all"
	_ "github.com/quintetbot/quintet/render/all"
)

// boardEnglish are English words of boards, moves and results that no
// other language Quintet speaks writes, beside englishWords.
var boardEnglish = map[string]bool{
	"wins": true, "winner": true, "winners": true, "rolled": true, "rolls": true,
	"placed": true, "took": true, "back": true, "right": true, "over": true, "after": true,
	"each": true, "first": true, "choice": true, "played": true, "for": true, "them": true,
	"tiles": true, "sheet": true, "row": true, "failed": true, "throws": true, "round": true,
	"nobody": true, "write": true, "roll": true, "take": true,
	"skip": true, "play": true, "red": true, "yellow": true, "blue": true, "cross": true,
}

// languageMatches are the matches TestConsoleMatchesSpeakEachLanguage
// plays: alice against bots, the game's shortest options.
var languageMatches = []struct{ game, play string }{
	{"qwinto", "/play qwinto bots:1"},
	{"quingo", "/play quingo bots:1"},
	{"cinqo", "/play cinqo bots:1 mode:rounds rounds:2"},
	{"blingo", "/play blingo bots:1 length:short"},
	{"quinientos", "/play quinientos bots:3"},
}

// TestConsoleMatchesSpeakEachLanguage plays a match of every game to
// its end at a console in each language, alice typing each of her moves
// in the language's words (games.MoveIn): every message the console
// prints, public and private, lobby, boards and the final board among
// them, has no English word outside names, commands and bots' names.
func TestConsoleMatchesSpeakEachLanguage(t *testing.T) {
	for _, l := range locale.Langs[1:] {
		for _, lm := range languageMatches {
			t.Run(string(l)+"/"+lm.game, func(t *testing.T) {
				out := playInLanguage(t, l, lm.game, lm.play)
				msgs, said := consoleMessages(out), map[string]bool{}
				for _, msg := range msgs {
					text := slashCommands.ReplaceAllString(msg.text, " ")
					var english []string
					for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
						return !(r >= 'a' && r <= 'z' || r > 127)
					}) {
						if (englishWords[w] || boardEnglish[w]) && !slices.Contains(english, w) {
							english = append(english, w)
						}
					}
					if len(english) > 0 && !said[msg.text] {
						said[msg.text] = true
						t.Errorf("English words %q in:\n%s", english, msg.text)
					}
				}
				if len(msgs) < 5 {
					t.Errorf("only %d messages:\n%s", len(msgs), out)
				}
			})
		}
	}
}

// playInLanguage plays game at a console in l until it ends, alice
// typing the first of her legal moves in l's words, and returns what the
// console printed.
func playInLanguage(t *testing.T, l locale.Lang, game, play string) string {
	t.Helper()
	var out bytes.Buffer
	c, mg := newConsole(&out)
	if err := c.SetLocale(string(l)); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	line := func(s string) {
		t.Helper()
		if err := c.Line(ctx, s); err != nil {
			t.Fatalf("%s: %v\n%s", s, err, out.String())
		}
	}
	line("alice: " + play)
	line("alice: /game start")
	for range 2000 {
		m, err := mg.Get(ctx, "console")
		if errors.Is(err, session.ErrNoMatch) {
			return out.String()
		}
		if err != nil {
			t.Fatal(err)
		}
		if m.Phase != session.Playing {
			return out.String()
		}
		st, err := m.Decode()
		if err != nil {
			t.Fatal(err)
		}
		legal := st.Legal(0)
		if len(legal) == 0 {
			t.Fatalf("alice has no move and the game waits on %v:\n%s", st.Actors(), out.String())
		}
		line("alice: /game move notation:" + games.MoveIn(l, game, legal[0]))
	}
	t.Fatalf("%s did not end in 2,000 moves", game)
	return ""
}
