package commands

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/locale"
)

// everyGame are the games whose moves have words in every language.
var everyGame = []string{"blingo", "cinqo", "quingo", "quinientos", "qwinto"}

// startedWithFour is a table with a started match of game between alice,
// bob, carol and dave (Quinientos takes four), its state and the user
// on turn.
func startedWithFour(t *testing.T, game string) (*tableDriver, games.State, string) {
	t.Helper()
	d := newTable(t)
	d.started(game, "bob", "carol", "dave")
	m := d.match()
	st, err := m.Decode()
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Actors()) == 0 {
		t.Fatalf("%s: nobody may move", game)
	}
	return d, st, m.Players[st.Actors()[0]].User
}

// wordyMove is a legal move of seat whose words l says differently
// from English, else the first.
func wordyMove(l locale.Lang, game string, legal []games.Move) games.Move {
	for _, m := range legal {
		if games.MoveIn(l, game, m) != string(m) {
			return m
		}
	}
	return legal[0]
}

// TestTypedMovesInThePlayersWords: in every game, a move typed in the
// words of the player's language (French, German, Russian, Spanish,
// Portuguese), or in English notation in any of them, is played, and
// the player is told so in their words.
func TestTypedMovesInThePlayersWords(t *testing.T) {
	for _, game := range everyGame {
		for _, code := range []string{"fr", "de", "ru", "es-ES", "pt-BR", "en-US"} {
			for _, english := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/%s/english=%v", game, code, english), func(t *testing.T) {
					l := locale.Of(code)
					d, st, user := startedWithFour(t, game)
					before := d.match().Version
					move := wordyMove(l, game, st.Legal(st.Actors()[0]))
					typed := games.MoveIn(l, game, move)
					if english {
						typed = string(move)
					} else if l != locale.English && typed == string(move) {
						t.Fatalf("%s has no words for %q", l, move)
					}
					typed = strings.ToUpper(string([]rune(typed)[:1])) + string([]rune(typed)[1:])
					reply := d.do(&Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: "game move",
						Options: map[string]string{"notation": typed}, Locale: code})
					want := l.Say("move.played", games.MoveIn(l, game, move))
					if got := reason(reply); got != want {
						t.Errorf("%q typed: %q, want %q", typed, got, want)
					}
					if after := d.match().Version; after <= before {
						t.Errorf("%q typed: the match did not change (version %d)", typed, after)
					}
				})
			}
		}
	}
}

// TestTypedMoveRefusedInThePlayersWords: a typed move in the player's
// words that the engine refuses is answered with the engine's reason in
// the player's language, naming what was typed, and changes nothing.
func TestTypedMoveRefusedInThePlayersWords(t *testing.T) {
	d, _, user := startedWithFour(t, "qwinto")
	before := d.match().Version
	reply := d.do(&Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: "game move",
		Options: map[string]string{"notation": "lancer violet"}, Locale: "fr"})
	got := reason(reply)
	want := locale.French.Say("refuse.qwinto.notation", locale.T("refuse.qwinto.no_colour", "violet"))
	if !strings.HasPrefix(got, want) || strings.Contains(got, "is no colour") {
		t.Errorf("a French player's 'lancer violet' was answered %q, want %q", got, want)
	}
	if d.match().Version != before {
		t.Error("a refused move changed the match")
	}
}

// TestAutocompleteInThePlayersWords: /game move's choices are labelled in
// the caller's words, within Discord's 100 characters, their values in
// English notation; what is typed finds moves in either.
func TestAutocompleteInThePlayersWords(t *testing.T) {
	for _, game := range everyGame {
		for _, l := range locale.Langs {
			d, st, user := startedWithFour(t, game)
			legal := st.Legal(st.Actors()[0])
			move := wordyMove(l, game, legal)
			shown := games.MoveIn(l, game, move)
			for _, typed := range []string{"", shown, string(move), strings.ToUpper(string([]rune(shown)[:len([]rune(shown))-1]))} {
				r := d.do(&Request{Kind: KindAutocomplete, User: User{ID: user}, Command: "game move", Focused: "notation",
					Options: map[string]string{"notation": typed}, Locale: string(l)})
				found := false
				for _, c := range r.Choices {
					v := c.Value.(string)
					if c.Name != games.MoveIn(l, game, games.Move(v)) || utf8.RuneCountInString(c.Name) > 100 {
						t.Errorf("%s %s: choice %q for %q", l, game, c.Name, v)
					}
					found = found || v == string(move)
				}
				if !found && len(r.Choices) < 25 {
					t.Errorf("%s %s: %q typed does not offer %q (%d choices)", l, game, typed, move, len(r.Choices))
				}
			}
		}
	}
}

// TestMovesListInThePlayersWords: /game moves lists the moves in the
// caller's words, in the order of those words.
func TestMovesListInThePlayersWords(t *testing.T) {
	d, _, user := startedWithFour(t, "qwinto")
	got := reason(d.do(&Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: "game moves", Locale: "de"}))
	if !strings.Contains(got, "`würfeln rot`") || strings.Contains(got, "`roll") {
		t.Errorf("/game moves in German:\n%s", got)
	}
	got = reason(d.do(&Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: "game moves", Locale: "fr"}))
	blue, yellow, red := strings.Index(got, "`lancer bleu`"), strings.Index(got, "`lancer jaune`"), strings.Index(got, "`lancer rouge`")
	if blue < 0 || !(blue < yellow && yellow < red) {
		t.Errorf("/game moves in French, not in the order of its words:\n%s", got)
	}
}

// TestMoveExampleInThePlayersWords: /game move with nothing typed gives
// one of the player's moves as the example, in their words.
func TestMoveExampleInThePlayersWords(t *testing.T) {
	d, st, user := startedWithFour(t, "qwinto")
	got := reason(d.do(&Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: "game move",
		Options: map[string]string{"notation": " "}, Locale: "pt-BR"}))
	want := locale.Portuguese.Say("move.example", games.MoveIn(locale.Portuguese, "qwinto", st.Legal(st.Actors()[0])[0]))
	if !strings.HasPrefix(got, want) || !strings.Contains(got, "rolar") {
		t.Errorf("/game move with nothing typed, in Portuguese: %q, want %q", got, want)
	}
}

// TestRefusalQuotesTheWordsTyped: a refusal that quotes a word of the
// move quotes it in the player's words, as typed, not as the engine
// read it.
func TestRefusalQuotesTheWordsTyped(t *testing.T) {
	d, _, user := startedWithFour(t, "qwinto")
	got := reason(d.do(&Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: "game move",
		Options: map[string]string{"notation": "passer rouge"}, Locale: "fr"}))
	want := locale.French.Say("refuse.qwinto.notation", locale.T("refuse.qwinto.nothing_after", "passer"))
	if !strings.HasPrefix(got, want) {
		t.Errorf("'passer rouge' in French was answered %q, want %q", got, want)
	}
}
