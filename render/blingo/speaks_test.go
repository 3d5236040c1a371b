package blingo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

// englishWords are words of Blingo's English boards; a board in another
// language (or in the pseudo-locale, whose words are accented) that
// shows one says something in English. Single letters, which mark the
// seats on the grid, are none of them.
var englishWords = []string{
	"roll", "rolled", "to", "and", "placed", "on", "passed", "marker", "markers", "removed",
	"turn", "short", "nothing", "can", "place", "pass", "choose", "where", "wins", "with",
	"share", "win", "line", "lines", "after", "turns", "no", "one", "row", "column",
	"diagonal", "the", "only", "choice", "played", "for", "them", "letters", "under", "number",
	"who", "has", "there", "closed", "other", "players", "left", "board", "game", "over",
	"dice", "your", "you", "would", "hold", "of", "both", "numbers", "joined", "square",
	"mark", "winner", "except", "intersections", "it", "is", "or",
}

// sharedWords are words of englishWords that a language writes the same.
var sharedWords = map[locale.Lang][]string{
	locale.German:     {"marker", "is"},
	locale.Spanish:    {"no", "diagonal"},
	locale.Portuguese: {"no", "diagonal"},
	locale.French:     {"intersections"},
}

// speakNames are the players' names, none of them an English word.
var speakNames = []string{"Zoé", "Yann", "Ilse", "Maëlle", "Олег", "Inês"}

// checkSpeaks fails when a text of m says an English word in l, or
// passes its limit.
func checkSpeaks(t *testing.T, l locale.Lang, m *render.Message) {
	t.Helper()
	rendertest.SpeaksNoEnglish(t, l, m, englishWords, sharedWords[l])
}

// speakStates plays a seeded game of seats players to its end and
// returns nine of its states, the last one over.
func speakStates(t *testing.T, seats int) []games.State {
	t.Helper()
	r := gametest.Seeded(7)
	pick := rand.New(rand.NewPCG(7, 12))
	st, err := blingo.Rules.New(nil, seats, r)
	if err != nil {
		t.Fatal(err)
	}
	var all []games.State
	for !st.Result().Over {
		all = append(all, st)
		s := st.Actors()[0]
		legal := st.Legal(s)
		if st, err = st.Apply(s, legal[pick.IntN(len(legal))], r); err != nil {
			t.Fatal(err)
		}
	}
	var out []games.State
	for i := 0; i < len(all); i += max(1, len(all)/8) {
		out = append(out, all[i])
	}
	return append(out, all[len(all)-1], st, crossingState(t))
}

// TestBoardsSpeakEveryLanguage draws the boards and the private views of
// a seeded match at two players and at six, in play and at its end, in
// every language but English and in the pseudo-locale, and fails on any
// English word they show and on any text past Discord's limits.
func TestBoardsSpeakEveryLanguage(t *testing.T) {
	for _, seats := range []int{2, 6} {
		states := speakStates(t, seats)
		for _, l := range append(slices.Clone(locale.Langs[1:]), locale.Pseudo) {
			t.Run(fmt.Sprintf("%d/%s", seats, l), func(t *testing.T) {
				for _, st := range states {
					for _, viewer := range []games.Seat{games.Spectator, 0} {
						tb := table(st, viewer)
						tb.Lang, tb.Last = l, ""
						for i := range tb.Seats {
							tb.Seats[i].Name = speakNames[i]
						}
						m := Renderer{}.Board(tb)
						if viewer != games.Spectator {
							m = Renderer{}.Private(tb)
						}
						checkSpeaks(t, l, m)
					}
				}
			})
		}
	}
}

// TestFrenchBoard: a French board says what it shows in French words.
func TestFrenchBoard(t *testing.T) {
	tb := table(crossingState(t), games.Spectator)
	tb.Lang = locale.French
	m := Renderer{}.Board(tb)
	_, menus := components(m)
	if len(menus) == 0 || !strings.HasPrefix(menus[0].Placeholder, "Pose tes jetons : 2 et 8") {
		t.Fatalf("French menus %+v", menus)
	}
	var options []string
	for _, o := range menus[0].Options {
		options = append(options, o.Label)
	}
	if !slices.ContainsFunc(options, func(s string) bool { return strings.HasPrefix(s, "Un jeton sur ") }) {
		t.Errorf("French options %q", options)
	}
	for _, want := range []string{"Blingo · tour 40", "Carol a fait 2 et 8 : choisis où poser", "Dés : 2 et 8 : un jeton sur 2 et un sur 8"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("French board lacks %q:\n%s", want, m.Text)
		}
	}
	p := Renderer{}.Private(func() *render.Table { tb := table(crossingState(t), 0); tb.Lang = locale.French; return tb }())
	if !strings.Contains(p.Embeds[0].Description, "Fermées pour toi, sauf aux intersections : colonne 3 (Blingo de Bob)") {
		t.Errorf("French private view:\n%s", p.Embeds[0].Description)
	}
}
