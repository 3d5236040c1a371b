package quinientos

import (
	"regexp"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
)

// englishWord matches the English words of Quinientos's boards, which no
// other language's board may show (names and tiles are not words).
var englishWord = regexp.MustCompile(`(?:^|[^\p{L}])(Round|round|team|wins?|Tiles|[Hh]ands?|played|passe[sd]|pass|led|leads?|left|right|by|blocked|pips|scores?|nobody|Game|over|To|Layout|empty|with|and|tie|last|tile|went|out|dealt|all|four|on|or)(?:[^\p{L}]|$)`)

// TestSaidInEveryLanguage plays a whole game and says every board on
// the way (the text board with names and without, and the status line)
// in every language but English: none may hold an English word, and
// each must hold its language's word for a round.
func TestSaidInEveryLanguage(t *testing.T) {
	roundWord := map[locale.Lang]string{
		locale.Spanish: "Ronda", locale.French: "Manche", locale.German: "Runde",
		locale.Portuguese: "Rodada", locale.Russian: "Раунд",
	}
	boards := wholeGame(t)
	tie := block(3, "3-2", "4-1", "-", "-")
	tie.score()
	tied := BoardView{Round: 4, Turn: 0, Rounds: []Round{tie}, Target: Target,
		Recent: []Event{{Kind: Blocked}, {Kind: Scored, Team: NoTeam, Round: 3}, {Kind: Dealt, Round: 4}}}
	for _, l := range locale.Langs[1:] {
		for i, b := range append(boards, boardState{board: tied, status: locale.Plain("")}) {
			for _, said := range []string{b.board.TextIn(l, name), b.board.TextIn(l, nil), b.status.In(l)} {
				if w := englishWord.FindStringSubmatch(said); w != nil {
					t.Fatalf("%s, board %d says %q in English:\n%s", l, i, w[1], said)
				}
			}
			if text := b.board.TextIn(l, nil); !strings.Contains(text, roundWord[l]) {
				t.Fatalf("%s, board %d lacks %q:\n%s", l, i, roundWord[l], text)
			}
		}
	}
	final := boards[len(boards)-1]
	if !final.board.Over || !strings.Contains(final.board.TextIn(locale.French, name), "Partie terminée") {
		t.Errorf("the last board is not a finished game's in French:\n%s", final.board.TextIn(locale.French, name))
	}
}

// TestTellMoveInEveryLanguage: a play that forced passes says its
// passes in the reader's language.
func TestTellMoveInEveryLanguage(t *testing.T) {
	st := position(t, `
round 2 leader 1 turn 3
0: 6-6 4-2
1: 5-3 6-1 2-0
2: 3-1 2-2 6-5
3: 5-0 4-4`)
	next := play(t, st, noDeal, step{seat: 3, move: "play 5-0"})
	want := map[locale.Lang]string{
		locale.English: "play 5-0; {seat:0} passes", locale.Spanish: "; {seat:0} pasa",
		locale.French: "; {seat:0} passe", locale.German: "; {seat:0} passt",
		locale.Portuguese: "; {seat:0} passa", locale.Russian: "; {seat:0} пасует",
	}
	for l, w := range want {
		if got := games.TellMoveIn(l, Name, st, 3, "play 5-0", next); !strings.HasSuffix(got, w) {
			t.Errorf("%s: %q, want it to end with %q", l, got, w)
		}
	}
}

// boardState is a board and its status line.
type boardState struct {
	board  BoardView
	status locale.Text
}

// wholeGame plays the golden seed's game with the default policy and
// returns the public board after every move.
func wholeGame(t *testing.T) []boardState {
	t.Helper()
	dice := gametest.Seeded(goldenSeed)
	s, err := Rules.New(nil, Seats, dice)
	if err != nil {
		t.Fatal(err)
	}
	st := s.(*state)
	var out []boardState
	for !st.Over {
		seat := st.Actors()[0]
		next, err := st.Apply(seat, st.Default(seat), dice)
		if err != nil {
			t.Fatal(err)
		}
		st = next.(*state)
		out = append(out, boardState{st.Board(games.Spectator), st.View(seat).StatusText})
	}
	return out
}
