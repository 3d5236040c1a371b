package quinientos

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

// englishWord matches English words of the Quinientos board and hand,
// which no other language may show: names and tiles are not words, and
// words English shares with a translation ("domino", "double", "bonus")
// are left out.
var englishWord = regexp.MustCompile(`(?:^|[^\p{L}])(Round|round|team|wins?|Tiles|[Hh]ands?|[Yy]our|My|played|passe[sd]|pass|led|[Ll]eads?|left|right|by|[Bb]locked|[Pp]ips|scores?|nobody|Game|over|To|Layout|Line|empty|with|and|tie|last|tiles?|went|out|dealt|had|fits?|Choose|turn|ends|Equal|lighter|mark|holds|winners|Open|crosswise|matches|leaves|open|of|is|It|play|Text)(?:[^\p{L}]|$)`)

// sameWord are the English words a language writes the same.
var sameWord = map[locale.Lang]map[string]bool{locale.German: {"Text": true, "Hand": true}}

// said is every text a message shows a player (rendertest.SaidIn): its
// content, embeds, alt text, buttons and menus.
func said(m *render.Message) []string {
	var out []string
	for _, p := range rendertest.SaidIn(m) {
		out = append(out, p.Text)
	}
	return out
}

// checkLimits fails on a text longer than Discord takes.
func checkLimits(t *testing.T, m *render.Message) {
	t.Helper()
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, p := range rendertest.SaidIn(m) {
		if n := utf8.RuneCountInString(p.Text); p.Limit > 0 && n > p.Limit {
			t.Errorf("%s %q: %d characters, Discord takes %d", p.Where, p.Text, n, p.Limit)
		}
	}
}

// TestBoardInEveryLanguage draws the public board and the hand of the
// player to move at the lead, in play, after automatic passes, after a
// blocked round and at the end, in every language but English and in
// Pseudo: nothing a player reads is English, each board names the
// round in its language, and everything fits Discord's limits.
func TestBoardInEveryLanguage(t *testing.T) {
	rendertest.FromScratch(t)
	states := game(t, 1)
	moments := map[string]func(quinientos.BoardView, games.State) bool{
		"lead":    func(b quinientos.BoardView, _ games.State) bool { return len(b.Layout) == 0 },
		"in play": func(b quinientos.BoardView, _ games.State) bool { return len(b.Layout) == 5 },
		"passes": func(b quinientos.BoardView, _ games.State) bool {
			return hasEvent(b, quinientos.Passed) && !hasEvent(b, quinientos.Scored)
		},
		"block": func(b quinientos.BoardView, _ games.State) bool {
			rd, ok := b.Last()
			return hasEvent(b, quinientos.Scored) && ok && rd.Ending == quinientos.Block && !b.Over
		},
		"final": func(b quinientos.BoardView, _ games.State) bool { return b.Over },
	}
	roundWord := map[locale.Lang]string{
		locale.Spanish: "ronda", locale.French: "manche", locale.German: "runde",
		locale.Portuguese: "rodada", locale.Russian: "раунд", locale.Pseudo: "röüñd",
	}
	for _, l := range append(locale.Langs[1:], locale.Pseudo) {
		for moment, ok := range moments {
			st := find(t, states, ok)
			b := board(st, games.Spectator)
			viewer := b.Turn
			if viewer < 0 {
				viewer = 0
			}
			public, private := table(st, games.Spectator, ""), table(st, viewer, "")
			public.Lang, private.Lang = l, l
			for _, m := range []*render.Message{render.Board(public), Renderer{}.Private(private)} {
				checkLimits(t, m)
				for _, s := range said(m) {
					if w := englishWord.FindStringSubmatch(s); w != nil && !sameWord[l][w[1]] {
						t.Fatalf("%s, %s: %q is English in:\n%s", l, moment, w[1], s)
					}
				}
				if title := m.Embeds[0].Title; !strings.Contains(strings.ToLower(title), roundWord[l]) {
					t.Errorf("%s, %s: the title %q lacks %q", l, moment, title, roundWord[l])
				}
			}
		}
	}
}
