package qwinto

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
)

// englishWords are words of the English status lines, told moves and
// text sheets that no other language's should show.
var englishWords = []string{
	"roll", "rolled", "re", "keep", "waiting", "for", "wins", "share", "win", "with",
	"write", "cell", "player", "name", "failed", "throws", "red", "yellow", "blue",
}

// englishIn returns the words of text from englishWords.
func englishIn(text string) []string {
	var found []string
	for _, w := range regexp.MustCompile(`\p{L}+`).FindAllString(text, -1) {
		if slices.Contains(englishWords, strings.ToLower(w)) && !slices.Contains(found, w) {
			found = append(found, w)
		}
	}
	return found
}

// TestStatusAndSheetsInEveryLanguage: the status line of every phase,
// a told write and a text sheet read in each language with no English
// word, and in English as before.
func TestStatusAndSheetsInEveryLanguage(t *testing.T) {
	st0, err := Rules.New(games.Options{OptionReroll: "true"}, 3, gametest.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	st := st0.(*state)
	rolled := play(t, st, step{seat: 0, move: "roll red blue", dice: []int{4, 5}})
	deciding := play(t, rolled, step{seat: 0, move: "keep"})
	rerolled := play(t, rolled, step{seat: 0, move: "reroll", dice: []int{2, 3}})
	over := &state{Phase: Over, Sheets: []Sheet{mustSheet(t, janeDoe), mustSheet(t, janeDoe), mustSheet(t, emptySheet)}}
	want := map[string]string{
		"choosing":  "{seat:0} to roll",
		"rerolling": "{seat:0} rolled 9 (red 4, blue 5): keep or re-roll",
		"deciding":  "{seat:0} rolled 9 (red 4, blue 5) · waiting for {seat:0}, {seat:1}, {seat:2}",
		"rerolled":  "{seat:0} re-rolled 5 (red 2, blue 3) · waiting for {seat:0}, {seat:1}, {seat:2}",
		"over":      "{seat:0} and {seat:1} share the win with 28 points",
	}
	states := map[string]*state{"choosing": st, "rerolling": rolled, "deciding": deciding, "rerolled": rerolled, "over": over}
	for name, s := range states {
		if got := s.View(games.Spectator).StatusIn(locale.English); got != want[name] {
			t.Errorf("%s: English status %q, want %q", name, got, want[name])
		}
	}
	tell := deciding.TellMove(1, "write blue 3", nil)
	if got := tell.In(locale.English); got != "write 9 in blue cell 3" {
		t.Errorf("English told write %q", got)
	}
	sheet := mustSheet(t, janeDoe)
	for _, l := range locale.Langs[1:] {
		for name, s := range states {
			got := s.View(games.Spectator).StatusIn(l)
			if bad := englishIn(got); len(bad) > 0 || got == want[name] {
				t.Errorf("%s %s: status %q has English %v", l, name, got, bad)
			}
		}
		if got := tell.In(l); len(englishIn(got)) > 0 {
			t.Errorf("%s: told write %q has English %v", l, got, englishIn(got))
		}
		text := sheet.TextIn(l, "Ana", 28)
		if bad := englishIn(text); len(bad) > 0 {
			t.Errorf("%s: text sheet has English %v:\n%s", l, bad, text)
		}
		if !strings.Contains(text, "28") || !strings.Contains(text, l.Say("board.qwinto.row_yellow")) {
			t.Errorf("%s: text sheet lacks its points or row names:\n%s", l, text)
		}
	}
	if got := states["over"].View(games.Spectator).StatusIn(locale.French); got != "Égalité : {seat:0} et {seat:1} gagnent avec 28 points" {
		t.Errorf("French result %q", got)
	}
}

// TestTextSheetKeepsItsGrid: in every language the cells stand where
// they stand in English, whatever the words around them.
func TestTextSheetKeepsItsGrid(t *testing.T) {
	sheet := mustSheet(t, janeDoe)
	en := strings.Split(sheet.Text("Jane Doe", 28), "\n")
	for _, l := range append(slices.Clone(locale.Langs[1:]), locale.Pseudo) {
		got := strings.Split(sheet.TextIn(l, "Jane Doe", 28), "\n")
		if len(got) != len(en) {
			t.Fatalf("%s: %d lines, English has %d", l, len(got), len(en))
		}
		for i := 1; i < len(en)-2; i++ {
			a, b := []rune(en[i]), []rune(got[i])
			cut := strings.IndexAny(en[i], "|-")
			if len(a) != len(b) || string(a[cut:]) != string(b[cut:]) {
				t.Errorf("%s line %d: %q, English %q", l, i+1, got[i], en[i])
			}
		}
	}
}
