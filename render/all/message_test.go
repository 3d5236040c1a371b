package all_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// TestPublicBoardsShowPictureAndStatus checks every game's public board,
// with its defaults and its shorter options (boardOptions), at every
// number of players, at a few moments of a game: the embed shows
// the picture and a short status, never the text board; the picture's alt
// text holds the status and names the players to act, within Discord's
// limit, in sentences a screen reader reads well (unspeakable); a game in play offers the Text button, whose view
// holds the whole text board.
func TestPublicBoardsShowPictureAndStatus(t *testing.T) {
	for _, rules := range games.All() {
		info := rules.Info()
		for _, opts := range boardOptions(rules) {
			for seats := info.MinSeats; seats <= min(info.MaxSeats, 6); seats++ {
				t.Run(fmt.Sprintf("%s%s/%d", info.Name, optionsName(opts), seats), func(t *testing.T) {
					tables := playTablesWith(t, rules, opts, seats, 5)
					for _, i := range []int{0, len(tables) / 3, len(tables) * 2 / 3, len(tables) - 1} {
						checkPublicBoard(t, tables[i], i)
					}
				})
			}
		}
	}
}

func checkPublicBoard(t *testing.T, tab *render.Table, move int) {
	t.Helper()
	m := render.Board(tab)
	if err := m.Validate(); err != nil {
		t.Fatalf("move %d: %v", move, err)
	}
	if len(m.Files) != 1 || len(m.Embeds) == 0 || m.Embeds[0].Image == nil {
		t.Fatalf("move %d: the board shows no picture", move)
	}
	desc := m.Embeds[0].Description
	if strings.Contains(desc, "```") || utf8.RuneCountInString(desc) > 500 {
		t.Errorf("move %d: the embed holds %d characters, a text board:\n%s", move, utf8.RuneCountInString(desc), desc)
	}
	alt := m.Files[0].Description
	if n := utf8.RuneCountInString(alt); n == 0 || n > render.MaxAltText {
		t.Errorf("move %d: alt text of %d characters", move, n)
	}
	if status := strings.TrimSuffix(render.Spoken(tab.Status()), "."); !strings.Contains(alt, status) {
		t.Errorf("move %d: alt text lacks the status %q:\n%s", move, status, alt)
	}
	if why := unspeakable(alt); why != "" {
		t.Errorf("move %d: alt text %s:\n%s", move, why, alt)
	}
	for _, s := range tab.View.Actors {
		if !strings.Contains(alt, tab.Name(s)) {
			t.Errorf("move %d: alt text does not name %s, to act:\n%s", move, tab.Name(s), alt)
		}
	}
	if tab.Result.Over {
		return
	}
	if !hasTextButton(m) {
		t.Errorf("move %d: the board in play has no Text button", move)
	}
	view := render.TextView(m)
	if !view.Ephemeral || !strings.Contains(view.Embeds[0].Description, strings.TrimPrefix(m.Text, tab.View.Title+"\n")) {
		t.Errorf("move %d: the text view does not hold the whole text board:\n%s", move, view.Embeds[0].Description)
	}
}

func hasTextButton(m *render.Message) bool {
	for _, c := range m.Components {
		for _, b := range c.(discordgo.ActionsRow).Components {
			if b, ok := b.(discordgo.Button); ok && strings.HasPrefix(b.CustomID, string(render.ActText)+":") {
				return true
			}
		}
	}
	return false
}

// unspeakable says why a screen reader would read alt text badly, or ""
// when it reads well: table rules or cell marks (| % ` *), a run of two or
// more punctuation marks or symbols ("--", "·:", ".."; a closing bracket
// or quote before a stop or comma is prose, as in "(blackout)."), aligned columns
// (a run of spaces), or a line that does not end as a sentence.
func unspeakable(alt string) string {
	if i := strings.IndexAny(alt, "|%`*·"); i >= 0 {
		return fmt.Sprintf("holds %q", alt[i:i+utf8.RuneLen(rune(alt[i]))])
	}
	if strings.Contains(alt, "  ") {
		return "aligns columns with runs of spaces"
	}
	var prev rune
	for _, r := range alt {
		if mark(r) && mark(prev) && !(strings.ContainsRune(")]\"'’", prev) && strings.ContainsRune(".,;:!?", r)) {
			return fmt.Sprintf("has the run of marks %q", string([]rune{prev, r}))
		}
		prev = r
	}
	for _, line := range strings.Split(alt, "\n") {
		if line == "" || !strings.ContainsAny(line[len(line)-1:], ".!?:") {
			if !strings.HasSuffix(line, "…") {
				return fmt.Sprintf("has the line %q, which is not a sentence", line)
			}
		}
	}
	return ""
}

// mark reports whether r is punctuation or a symbol, which a screen
// reader may spell out.
func mark(r rune) bool { return unicode.IsPunct(r) || unicode.IsSymbol(r) }

// TestUnspeakable: the alt texts boards had before they spoke in
// sentences are refused, and a sentence is not.
func TestUnspeakable(t *testing.T) {
	for _, alt := range []string{
		"Qwinto\nRed | 9% % |XX|10% %11| | |14|",
		"Blingo\n..C 2 .B. 4 ..c 6",
		"Quingo\nAlice · limit 3",
		"Cinq-O\n> Bob 38",
		"Quinientos\n-------------",
		"Qwinto\nRed   9  10",
		"Qwinto\nAlice to roll",
	} {
		if unspeakable(alt) == "" {
			t.Errorf("%q passes as speakable", alt)
		}
	}
	if why := unspeakable("Qwinto.\nRed row: 9, 10, 11 and 14 written; 2 failed throws.\nAlice wins with 59 markers (blackout)."); why != "" {
		t.Errorf("sentences refused: %s", why)
	}
}
