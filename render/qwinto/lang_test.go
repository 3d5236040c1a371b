package qwinto

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

// englishWords are words of Qwinto's English boards that no other
// language's board should show (words English shares with one of them,
// such as "points" and "bonus", are left out).
var englishWords = []string{
	"roll", "rolled", "re", "keep", "these", "waiting", "for", "wins", "share", "win", "with",
	"write", "cell", "player", "name", "failed", "throw", "throws", "red", "yellow", "blue",
	"dice", "sum", "game", "over", "my", "your", "sheet", "skip", "row", "rows", "column", "columns",
	"between", "after", "before", "key", "beside", "marks", "blocked", "empty", "written",
	"none", "winner", "the", "and", "it", "is", "wait",
}

var letters = regexp.MustCompile(`\p{L}+`)

// englishIn returns the words of text from englishWords.
func englishIn(text string) []string {
	var found []string
	for _, w := range letters.FindAllString(text, -1) {
		if slices.Contains(englishWords, strings.ToLower(w)) && !slices.Contains(found, w) {
			found = append(found, w)
		}
	}
	return found
}

// langTables plays a seeded game of seats players with re-rolls and
// returns a table of each kind: before a roll, a roll to keep or re-roll,
// a roll to write, and the end.
func langTables(t *testing.T, seats int) map[string]*render.Table {
	t.Helper()
	r := gametest.Seeded(uint64(seats))
	pick := rand.New(rand.NewPCG(uint64(seats), 3))
	st, err := qwinto.Rules.New(games.Options{qwinto.OptionReroll: "true"}, seats, r)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ana", "Bo", "Cy", "Dee", "Eli", "Flo"}
	out := map[string]*render.Table{}
	for version := int64(1); ; version++ {
		tb := &render.Table{View: st.View(games.Spectator), Version: version, Result: st.Result(), Legal: map[games.Seat][]games.Move{}}
		for i := range seats {
			tb.Seats = append(tb.Seats, render.Seat{Name: names[i], User: fmt.Sprint(100 + i)})
		}
		for _, s := range st.Actors() {
			tb.Legal[s] = st.Legal(s)
		}
		phase := tb.View.Board.(qwinto.BoardView).Phase.String()
		if st.Result().Over {
			phase = "over"
		}
		if _, seen := out[phase]; !seen || phase == "over" {
			out[phase] = tb
		}
		if st.Result().Over {
			return out
		}
		actors := st.Actors()
		s := actors[pick.IntN(len(actors))]
		legal := st.Legal(s)
		if st, err = st.Apply(s, legal[pick.IntN(len(legal))], r); err != nil {
			t.Fatal(err)
		}
	}
}

// privateOf is tb as seat s sees it, with its legal moves.
func privateOf(tb *render.Table, s games.Seat) *render.Table {
	p := *tb
	p.View.Viewer = s
	p.Legal = map[games.Seat][]games.Move{s: tb.Legal[s]}
	return &p
}

// TestBoardsSpeakTheTablesLanguage draws, at the fewest and the most
// players, a board before a roll, one to keep or re-roll, one to write
// with each player's own sheet and menus, and the final board, in every
// language but English and in the pseudo-locale, and fails on an English
// word or a text longer than Discord takes.
func TestBoardsSpeakTheTablesLanguage(t *testing.T) {
	rendertest.FromScratch(t)
	info := qwinto.Rules.Info()
	for _, seats := range []int{info.MinSeats, min(info.MaxSeats, 6)} {
		tables := langTables(t, seats)
		for _, phase := range []string{"choosing", "rerolling", "deciding", "over"} {
			if tables[phase] == nil {
				t.Fatalf("%d players: no %s board in the game played", seats, phase)
			}
		}
		for _, l := range append(slices.Clone(locale.Langs[1:]), locale.Pseudo) {
			for phase, tb := range tables {
				tb := *tb
				tb.Lang = l
				msgs := []*render.Message{Renderer{}.Board(&tb)}
				if phase == "deciding" {
					for _, s := range tb.View.Actors {
						msgs = append(msgs, Renderer{}.Private(privateOf(&tb, s)))
					}
				}
				for i, m := range msgs {
					if err := m.Validate(); err != nil {
						t.Errorf("%s %d players %s message %d: %v", l, seats, phase, i, err)
					}
					for _, s := range rendertest.SaidIn(m) {
						if bad := englishIn(s.Text); len(bad) > 0 {
							t.Errorf("%s %d players %s message %d: %s has English %v: %q", l, seats, phase, i, s.Where, bad, s.Text)
						}
						if n := utf8.RuneCountInString(s.Text); s.Limit > 0 && n > s.Limit {
							t.Errorf("%s %d players %s message %d: %s of %d characters, Discord takes %d: %q", l, seats, phase, i, s.Where, n, s.Limit, s.Text)
						}
					}
				}
			}
		}
	}
}

// TestFrenchBoardSaysItInFrench: a French board reads the French words
// expected where the English board reads English ones.
func TestFrenchBoardSaysItInFrench(t *testing.T) {
	rendertest.FromScratch(t)
	tables := langTables(t, 2)
	tb := *tables["over"]
	tb.Lang = locale.French
	m := Renderer{}.Board(&tb)
	for _, want := range []string{"Partie terminée : ", "lancer ", "Légende : ", "lignes "} {
		if !strings.Contains(m.Content+m.Text+m.Embeds[0].Title, want) {
			t.Errorf("the French final board lacks %q:\n%s\n%s", want, m.Content, m.Text)
		}
	}
	tb = *tables["choosing"]
	tb.Lang = locale.French
	if bs := buttons(Renderer{}.Board(&tb)); len(bs) != 4 || bs[3].Label != "Lancer rouge jaune bleu" {
		t.Errorf("French roll buttons %+v", bs)
	}
}
