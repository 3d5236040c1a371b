package cinqo

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

// englishWords are words of Cinq-O's English boards; a board in another
// language (or in the pseudo-locale, whose words are accented) that
// shows one says something in English.
var englishWords = []string{
	"roll", "rolled", "rack", "racked", "racking", "bank", "banked", "box", "boxed", "keep", "again",
	"turn", "last", "now", "result", "wins", "winner", "share", "point", "points", "dice", "die",
	"side", "scores", "times", "straight", "round", "rounds", "race", "extra", "reached", "behind",
	"hi", "lo", "up", "down", "of", "and", "the", "with", "to", "at", "most", "five", "kind",
	"least", "one", "all", "end", "confirm", "click", "score", "card", "board", "game", "over",
	"solitaire", "total", "legal", "placement", "seat",
}

// sharedWords are words of englishWords that a language writes the same.
var sharedWords = map[locale.Lang][]string{
	locale.French:     {"points", "solitaire", "total", "score"},
	locale.Spanish:    {"extra", "total"},
	locale.Portuguese: {"extra", "total"},
	locale.German:     {"die"},
}

// speakNames are the players' names, none of them an English word.
var speakNames = []string{"Zoé", "Yann", "Ilse", "Maëlle", "Олег", "Inês"}

// checkSpeaks fails when a text of m says an English word in l, or
// passes its limit.
func checkSpeaks(t *testing.T, l locale.Lang, m *render.Message) {
	t.Helper()
	rendertest.SpeaksNoEnglish(t, l, m, englishWords, sharedWords[l])
}

// speakPositions are moments of a match of seats players: a roll to
// make after a turn, dice to place with a bank and a boxed Hi/Lo die,
// a first roll to place, and the end.
func speakPositions(seats int) []string {
	mode, totals := "race", make([]string, seats)
	if seats == 1 {
		mode = "solitaire"
	}
	for i := range totals {
		totals[i] = fmt.Sprint(40 + 7*i)
	}
	last := fmt.Sprintf(`{"seat":%d,"round":2,"dice":"11112","hilo":"2-down","score":{"total":6,"side":"lo","partial":8,"multiplier":2,"points":16}}`, seats-1)
	common := fmt.Sprintf(`"mode":%q,"round":3,"totals":[%s],"last":%s`, mode, strings.Join(totals, ","), last)
	final := make([]string, seats)
	for i := range final {
		final[i] = fmt.Sprint(80 + 7*i)
	}
	final[seats-1] = "104"
	return []string{
		`{"phase":"rolling","active":0,"rolls":2,"rack":"66","bank":"5","hilo":"3-up","boxed":true,` + common + `}`,
		`{"phase":"placing","active":0,"rolls":2,"rack":"1","bank":"5","roll":"123","hilo":"2-down","boxed":true,` + common + `}`,
		`{"phase":"placing","active":0,"rolls":1,"roll":"12356","hilo":"3-down",` + common + `}`,
		fmt.Sprintf(`{"mode":%q,"phase":"over","active":0,"round":9,"rolls":0,"totals":[%s]}`, mode, strings.Join(final, ",")),
	}
}

// TestBoardsSpeakEveryLanguage draws boards of a match in play and its
// final board, at one player and at six, in every language but English
// and in the pseudo-locale, with the controls' every state, and the
// score card, and fails on any English word they show and on any text
// past Discord's limits.
func TestBoardsSpeakEveryLanguage(t *testing.T) {
	for _, seats := range []int{1, 6} {
		for _, l := range append(slices.Clone(locale.Langs[1:]), locale.Pseudo) {
			t.Run(fmt.Sprintf("%d/%s", seats, l), func(t *testing.T) {
				for _, pos := range speakPositions(seats) {
					st := position(t, pos)
					for _, ui := range []string{"", "rbotx", "rroox"} {
						tb := tableOf(st, games.Spectator, ui)
						tb.Lang, tb.Last = l, ""
						for i := range tb.Seats {
							tb.Seats[i].Name = speakNames[i]
						}
						checkSpeaks(t, l, Renderer{}.Board(tb))
					}
					tb := tableOf(st, 0, "")
					tb.Lang = l
					for i := range tb.Seats {
						tb.Seats[i].Name = speakNames[i]
					}
					checkSpeaks(t, l, Renderer{}.Private(tb))
				}
			})
		}
	}
}

// TestFrenchBoard: a French board says what it shows in French words.
func TestFrenchBoard(t *testing.T) {
	st := position(t, speakPositions(2)[1])
	tb := tableOf(st, games.Spectator, "rbotx")
	tb.Lang = locale.French
	m := Renderer{}.Board(tb)
	var labels []string
	for _, b := range buttons(m) {
		labels = append(labels, b.Label)
	}
	for _, want := range []string{"1 · ranger", "2 · de côté", "3 · relancer", "De côté 5 · ranger", "Carte de score"} {
		if !slices.Contains(labels, want) {
			t.Errorf("French buttons %q lack %q", labels, want)
		}
	}
	for _, want := range []string{"Cinq-O · course à 100 · manche 3", "Alice a lancé 1 2 3 (Haut/Bas 2 bas, bloqué)", "Rangés", "Valider : ranger 1, ranger 5 mis de côté, mettre 2 de côté."} {
		if !strings.Contains(m.Text+m.Embeds[0].Description, want) {
			t.Errorf("French board lacks %q:\n%s\n%s", want, m.Embeds[0].Description, m.Text)
		}
	}
	if alt := m.Files[0].Description; !strings.Contains(alt, "Dé Haut/Bas : 2 bas, bloqué.") {
		t.Errorf("French alt text:\n%s", alt)
	}
}
