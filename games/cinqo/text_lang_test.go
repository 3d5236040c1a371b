package cinqo

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// englishWords are words of the board's English that no other language
// shows: a status line or text board in another language that has one
// says part of itself in English.
var englishWords = []string{
	"roll", "rolled", "rack", "racked", "bank", "banked", "box", "boxed", "turn", "last", "now",
	"result", "wins", "win", "share", "point", "points", "dice", "side", "scores", "times",
	"straight", "round", "rounds", "race", "extra", "reached", "hi", "lo", "of", "and", "the",
	"with", "to", "at", "most", "five", "kind", "least", "one", "seat",
}

// sharedWords are words of englishWords that a language writes the
// same.
var sharedWords = map[locale.Lang][]string{
	locale.French:     {"points"},
	locale.Spanish:    {"extra"},
	locale.Portuguese: {"extra"},
}

// englishIn returns the words of text in l that are in englishWords.
func englishIn(l locale.Lang, text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		for _, e := range englishWords {
			if strings.EqualFold(w, e) && !slices.Contains(sharedWords[l], e) {
				out = append(out, w)
			}
		}
	}
	return out
}

// TestTextInEveryLanguage: the status line and the text board of a turn
// in play, of a boxed roll waiting to be placed, of an extra turn and of
// every kind of ending say no English word in another language, and the
// French ones say what they show in French.
func TestTextInEveryLanguage(t *testing.T) {
	positions := []string{
		"",
		"active=1 rolls=2 rack=66 hilo=1-down",
		"round=3 rolls=2 rack=1 bank=5 roll=123 hilo=2-down boxed totals=45,38",
		"extra active=1 totals=10,20",
		"over totals=3,101 active=1",
		"over mode=rounds rounds=5 round=5 totals=60,60",
		"over mode=solitaire seats=1 round=12 totals=104",
	}
	name := func(s games.Seat) string { return []string{"Zoé", "Yann"}[s] }
	for _, l := range locale.Langs[1:] {
		for _, pos := range positions {
			st := at(t, pos)
			if pos != "" && !strings.Contains(pos, "over") {
				st = play(t, at(t, "totals=3,5 active=1 rolls=4 rack=1111 hilo=3-down boxed"),
					step{seat: 1, move: "roll", dice: []int{1}}, step{seat: 1, move: "rack 1"})
				st = withPosition(t, st, pos)
			}
			v := st.View(games.Spectator)
			status := games.ExpandSeats(v.StatusIn(l), name)
			text := v.Board.(BoardView).TextIn(l, name)
			if bad := englishIn(l, status+"\n"+text); len(bad) > 0 {
				t.Errorf("%s %q says English words %q:\n%s\n\n%s", l, pos, bad, status, text)
			}
		}
	}
	st := at(t, "round=3 rolls=2 rack=1 bank=5 roll=123 hilo=2-down boxed totals=45,38")
	v := st.View(games.Spectator)
	text := v.Board.(BoardView).TextIn(locale.French, name)
	for _, want := range []string{"manche 3", "Rangés", "De côté", "2 bas", "bloqué", "Zoé, lancer 2 sur 5"} {
		if !strings.Contains(text, want) {
			t.Errorf("the French text board lacks %q:\n%s", want, text)
		}
	}
	if got, want := v.StatusIn(locale.French), "{seat:0} a lancé 1 2 3 (Haut/Bas 2 bas, bloqué) : range au moins un dé"; got != want {
		t.Errorf("French status %q, want %q", got, want)
	}
}

// withPosition is pos, but with the last turn st played, so that the
// board has a Last line.
func withPosition(t *testing.T, st *state, pos string) *state {
	t.Helper()
	next := at(t, pos)
	next.Last = st.Last
	return next
}
