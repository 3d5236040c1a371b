package quingo

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

// englishWords are words of Quingo's English boards that no other
// language's board should show (words English shares with one of them,
// such as "final", "Score", "Limit" and "Total", are left out).
var englishWords = []string{
	"waiting", "for", "to", "choose", "chose", "wild", "wilds", "numbers", "take", "took", "up",
	"die", "dice", "last", "lap", "pass", "passed", "can", "could", "check", "checked", "checks",
	"nothing", "cross", "crossed", "out", "box", "wins", "share", "win", "with", "holding", "round",
	"pool", "turn", "order", "choosing", "chosen", "played", "and", "game", "over", "my", "your",
	"sheet", "pick", "rows", "limits", "wait", "it", "is", "the", "of", "which", "yet", "shown",
	"player", "five", "from", "then", "sum", "open", "other", "winner", "points", "point",
}

// alsoSays are the words of englishWords a language says too.
var alsoSays = map[locale.Lang][]string{locale.French: {"points", "point"}, locale.German: {"limits", "die"}}

var letters = regexp.MustCompile(`\p{L}+`)

// englishIn returns the words of text from englishWords.
func englishIn(l locale.Lang, text string) []string {
	var found []string
	for _, w := range letters.FindAllString(text, -1) {
		lw := strings.ToLower(w)
		if slices.Contains(alsoSays[l], lw) {
			continue
		}
		if slices.Contains(englishWords, lw) && !slices.Contains(found, w) {
			found = append(found, w)
		}
	}
	return found
}

// langTables plays seeded games of seats players and returns a table of
// each kind: choosing, playing, forced (a cross-out), the last lap and
// the end.
func langTables(t *testing.T, seats int) map[string]*render.Table {
	t.Helper()
	names := []string{"Ana", "Bo", "Cy", "Dee", "Eli", "Flo"}
	out := map[string]*render.Table{}
	for seed := uint64(1); seed < 40 && len(out) < 5; seed++ {
		r := gametest.Seeded(seed)
		pick := rand.New(rand.NewPCG(seed, 5))
		st, err := quingo.Rules.New(nil, seats, r)
		if err != nil {
			t.Fatal(err)
		}
		for version := int64(1); ; version++ {
			tb := &render.Table{View: st.View(games.Spectator), Version: version, Result: st.Result(), Legal: map[games.Seat][]games.Move{}}
			for i := range seats {
				tb.Seats = append(tb.Seats, render.Seat{Name: names[i], User: fmt.Sprint(100 + i)})
			}
			for _, s := range st.Actors() {
				tb.Legal[s] = st.Legal(s)
			}
			b := tb.View.Board.(quingo.BoardView)
			kind := b.Phase.String()
			if b.Forced {
				kind = "forced"
			}
			if _, seen := out[kind]; !seen && (kind == "choosing" || b.Last != nil) {
				out[kind] = tb
			}
			if st.Result().Over {
				break
			}
			actors := st.Actors()
			s := actors[pick.IntN(len(actors))]
			legal := st.Legal(s)
			if st, err = st.Apply(s, legal[pick.IntN(len(legal))], r); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// privateOf is tb as seat s sees it, with its legal moves and the UI
// state ui.
func privateOf(tb *render.Table, s games.Seat, ui string) *render.Table {
	p := *tb
	p.View.Viewer = s
	p.UI = ui
	p.Legal = map[games.Seat][]games.Move{s: tb.Legal[s]}
	return &p
}

// picks are the UI states of the seat on turn worth drawing: none, one
// die whose face checks a box (or the die of a cross-out), and a die
// that is not in the pool.
func picks(b quingo.BoardView) []string {
	out := []string{"", "take d99"}
	for _, d := range b.Pool {
		if d.Taken {
			continue
		}
		ui := "take " + d.Label
		if b.Forced {
			ui = "cross " + d.Label
		}
		if p, reason := ParsePick(ui, b); reason.IsZero() && len(Targets(b, p)) > 0 {
			return append(out, ui)
		}
	}
	return out
}

// formSaid is what the wild numbers' form says.
func formSaid(d *discordgo.InteractionResponseData) []rendertest.Said {
	out := []rendertest.Said{{Where: "form title", Text: d.Title, Limit: 45}}
	for _, r := range d.Components {
		for _, c := range r.(discordgo.ActionsRow).Components {
			in := c.(discordgo.TextInput)
			out = append(out, rendertest.Said{Where: "input label", Text: in.Label, Limit: 45},
				rendertest.Said{Where: "input placeholder", Text: in.Placeholder, Limit: 100})
		}
	}
	return out
}

// TestBoardsSpeakTheTablesLanguage draws, at the fewest and the most
// players, boards of every phase with the private view and menus of the
// seat on turn and the wild numbers' form, in every language but English
// and in the pseudo-locale, and fails on an English word or a text
// longer than Discord takes (the pseudo-locale is never sent to
// Discord: its lengths bind nothing).
func TestBoardsSpeakTheTablesLanguage(t *testing.T) {
	rendertest.FromScratch(t)
	info := quingo.Rules.Info()
	for _, seats := range []int{info.MinSeats, min(info.MaxSeats, 6)} {
		tables := langTables(t, seats)
		for _, kind := range []string{"choosing", "playing", "forced", "lastlap", "over"} {
			if tables[kind] == nil && (kind != "lastlap" || seats > 1) && (kind != "forced" || seats > 1) {
				t.Fatalf("%d players: no %s board in the games played", seats, kind)
			}
		}
		for _, l := range append(slices.Clone(locale.Langs[1:]), locale.Pseudo) {
			for kind, tb := range tables {
				tb := *tb
				tb.Lang = l
				if kind == "choosing" {
					tb.Last = "Ana: wilds 21 22 23 24 25"
				}
				var texts []rendertest.Said
				m := Renderer{}.Board(&tb)
				if err := m.Validate(); err != nil {
					t.Errorf("%s %d players %s: %v", l, seats, kind, err)
				}
				texts = append(texts, rendertest.SaidIn(m)...)
				b := tb.View.Board.(quingo.BoardView)
				if b.Turn >= 0 {
					for _, ui := range picks(b) {
						p := Renderer{}.Private(privateOf(&tb, b.Turn, ui))
						if err := p.Validate(); err != nil {
							t.Errorf("%s %d players %s %q: %v", l, seats, kind, ui, err)
						}
						texts = append(texts, rendertest.SaidIn(p)...)
						board := tb
						board.UI = ui
						texts = append(texts, rendertest.SaidIn(Renderer{}.Board(&board))...)
					}
				}
				if kind == "choosing" {
					for _, s := range tb.View.Actors {
						texts = append(texts, rendertest.SaidIn(Renderer{}.Private(privateOf(&tb, s, "")))...)
					}
					d, err := Renderer{}.Form(&tb, wildsForm)
					if err != nil {
						t.Fatal(err)
					}
					texts = append(texts, formSaid(d)...)
				}
				for _, s := range texts {
					if bad := englishIn(l, s.Text); len(bad) > 0 {
						t.Errorf("%s %d players %s: %s has English %v: %q", l, seats, kind, s.Where, bad, s.Text)
					}
					if n := utf8.RuneCountInString(s.Text); l != locale.Pseudo && s.Limit > 0 && n > s.Limit {
						t.Errorf("%s %d players %s: %s of %d characters, Discord takes %d: %q", l, seats, kind, s.Where, n, s.Limit, s.Text)
					}
					if kind == "choosing" && strings.Contains(s.Text, "21 22 23") {
						t.Errorf("%s %d players: %s shows the wild numbers chosen: %q", l, seats, s.Where, s.Text)
					}
				}
			}
		}
	}
}

// TestFrenchBoardSaysItInFrench: a French board reads the French words
// expected where the English board reads English ones, and a wrong
// wild number in the form is refused in French.
func TestFrenchBoardSaysItInFrench(t *testing.T) {
	rendertest.FromScratch(t)
	tables := langTables(t, 2)
	tb := *tables["playing"]
	tb.Lang = locale.French
	m := Renderer{}.Board(&tb)
	for _, want := range []string{"Réserve : ", "Limites : ", "Quingo · manche ", "Ma feuille", "Bonus"} {
		if !strings.Contains(m.Embeds[0].Description+m.Text+m.Embeds[0].Title+fmt.Sprint(m.Components), want) {
			t.Errorf("the French board lacks %q:\n%s\n%s", want, m.Embeds[0].Description, m.Text)
		}
	}
	tb = *tables["choosing"]
	tb.Lang = locale.French
	_, err := Renderer{}.FormMove(&tb, wildsForm, map[string]string{"wild1": "0"})
	if got := games.ReasonIn(err, locale.French); !strings.HasPrefix(got, "le nombre joker 1, \"0\", n'est pas") {
		t.Errorf("a wrong wild number is refused in French as %q", got)
	}
}

// TestChosenWildsLineInFrench: while wild numbers are chosen, a French
// board says who chose them as French writes it, one space after the
// name, though the move was told with French's space before the colon.
func TestChosenWildsLineInFrench(t *testing.T) {
	tb := *langTables(t, 2)["choosing"]
	tb.Lang = locale.French
	tb.Last = "Bot 2 : " + string(games.MoveIn(locale.French, quingo.Name, "wilds 21 22 23 24 25"))
	b := tb.View.Board.(quingo.BoardView)
	if got, want := lastLine(&tb, b), "Bot 2 a choisi ses nombres joker."; got != want {
		t.Errorf("the French last line is %q, want %q", got, want)
	}
}
