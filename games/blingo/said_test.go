package blingo

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// englishWords are words of Blingo's English boards that no other
// language shows.
var englishWords = []string{
	"roll", "rolled", "to", "and", "placed", "on", "passed", "marker", "markers", "removed",
	"turn", "short", "nothing", "can", "be", "place", "pass", "choose", "where", "wins", "with",
	"share", "win", "line", "lines", "after", "turns", "blackout", "no", "one", "row", "column",
	"diagonal", "the", "only", "choice", "played", "for", "them", "letters", "under", "number",
	"who", "has", "there", "closed", "other", "players", "left", "board",
}

// sharedWords are words of englishWords a language writes the same.
var sharedWords = map[locale.Lang][]string{
	locale.French:     {"blackout"},
	locale.German:     {"blackout", "marker"},
	locale.Spanish:    {"no"},
	locale.Portuguese: {"blackout", "no"},
}

// englishIn returns the words of text in l that are in englishWords.
func englishIn(l locale.Lang, text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		lw := strings.ToLower(w)
		if slices.Contains(englishWords, lw) && !slices.Contains(sharedWords[l], lw) {
			out = append(out, w)
		}
	}
	return out
}

// TestSaidInEveryLanguage: a game's status lines, text boards, told
// moves and result say no English word in another language, and the
// French ones say what they show in French.
func TestSaidInEveryLanguage(t *testing.T) {
	name := func(s games.Seat) string { return []string{"Zoé", "Yann"}[s] }
	start := position(t, 2, 0, empty)
	onRoll := rolled(t, start, 2, 8)
	placed := play(t, onRoll, step{seat: 0, move: "place 28"})
	// Seat 0 holds row 1 but 11; seat 1 has a marker on 5: 1 and 1
	// places on 11 and makes row 1 seat 0's Blingo, removing it.
	blingo := play(t, position(t, 2, 0, strings.Replace(empty, ". . . . . . . . . . .", "a a a a ab a a a a a .", 1)),
		step{seat: 0, move: "roll", dice: []int{1, 1}}, step{seat: 0, move: "place 11"})
	over := position(t, 2, 0, empty)
	over.Phase, over.End = Over, Stuck
	over.Board = mustBoard(t, strings.Replace(empty, ". . . . . . . . . . .", "a a a a a a a a a a a", 1))
	states := []*state{start, onRoll, placed, blingo, over}
	for _, l := range locale.Langs[1:] {
		for i, st := range states {
			v := st.View(games.Spectator)
			said := games.ExpandSeats(v.StatusIn(l), name) + "\n" + v.Board.(BoardView).TitleIn(l) + "\n" + v.Board.(BoardView).TextIn(l, name)
			for _, c := range v.Board.(BoardView).Choices {
				said += "\n" + c.TextIn(l)
			}
			if bad := englishIn(l, said); len(bad) > 0 {
				t.Errorf("%s, state %d says English %q:\n%s", l, i, bad, said)
			}
		}
		// The move's own word is its notation, as the catalog's move words say.
		told := strings.TrimPrefix(games.TellMoveIn(l, Name, start, 0, "roll", onRoll), games.MoveIn(l, Name, "roll"))
		if bad := englishIn(l, told); len(bad) > 0 {
			t.Errorf("%s tells a roll in English: %q", l, bad)
		}
	}
	fr := games.ExpandSeats(blingo.View(games.Spectator).StatusIn(locale.French), name)
	if want := "Zoé a fait 1 et 1 et a posé sur 11 : Blingo sur ligne 1, 1 jeton retiré · Yann doit lancer"; fr != want {
		t.Errorf("French status %q, want %q", fr, want)
	}
	if told := games.TellMoveIn(locale.French, Name, start, 0, "roll", onRoll); told != games.MoveIn(locale.French, Name, "roll")+" 2 et 8" {
		t.Errorf("French told roll %q", told)
	}
	text := over.board().TextIn(locale.French, name)
	for _, want := range []string{"A  Zoé: 11 sur le plateau, 39 en réserve", "Lettres sous un nombre"} {
		if !strings.Contains(text, want) {
			t.Errorf("French text board lacks %q:\n%s", want, text)
		}
	}
	if got, want := over.View(games.Spectator).StatusIn(locale.French), "{seat:0} gagne avec 11 jetons (plus aucun jeton ne peut être posé)"; got != want {
		t.Errorf("French result %q, want %q", got, want)
	}
}
