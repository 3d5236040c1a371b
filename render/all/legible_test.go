package all_test

import (
	"fmt"
	"image"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	gblingo "github.com/quintetbot/quintet/games/blingo"
	gcinqo "github.com/quintetbot/quintet/games/cinqo"
	gquingo "github.com/quintetbot/quintet/games/quingo"
	gquinientos "github.com/quintetbot/quintet/games/quinientos"
	gqwinto "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/blingo"
	"github.com/quintetbot/quintet/render/cinqo"
	"github.com/quintetbot/quintet/render/draw"
	"github.com/quintetbot/quintet/render/quingo"
	"github.com/quintetbot/quintet/render/quinientos"
	"github.com/quintetbot/quintet/render/qwinto"
)

// Legibility on a phone: a board shown phoneWidth pixels wide keeps its
// text at least minText pixels (the em size) with capitals and digits at
// least minCapital pixels tall, its pieces at least minPiece pixels on
// their shorter side, each player's mark at least minMark pixels and the
// pips of dice and dominoes at least minPip pixels across.
const (
	phoneWidth = 400
	minText    = 9
	minCapital = 7
	minPiece   = 12
	minMark    = 8
	minPip     = 2.5
)

// boardLayouts draws each game's public board and returns what the
// drawing recorded and the image's bounds.
var boardLayouts = map[string]func(*render.Table) (draw.Layout, image.Rectangle){
	"qwinto": func(t *render.Table) (draw.Layout, image.Rectangle) {
		return qwinto.SheetsLayout(t, t.View.Board.(gqwinto.BoardView))
	},
	"quingo": func(t *render.Table) (draw.Layout, image.Rectangle) {
		return quingo.BoardLayout(t, t.View.Board.(gquingo.BoardView))
	},
	"cinqo": func(t *render.Table) (draw.Layout, image.Rectangle) {
		return cinqo.BoardLayout(t, t.View.Board.(gcinqo.BoardView))
	},
	"blingo": func(t *render.Table) (draw.Layout, image.Rectangle) {
		return blingo.BoardLayout(t, t.View.Board.(gblingo.BoardView), games.Spectator)
	},
	"quinientos": func(t *render.Table) (draw.Layout, image.Rectangle) {
		return quinientos.BoardLayout(t, t.View.Board.(gquinientos.BoardView))
	},
}

// legibleNames are long names, which boards shrink or clip.
var legibleNames = []string{"Maximiliane Wolkenstein", "Bo", "Александра Петровна", "Jean-Baptiste Delacroix", "Li", "Wilhelmina Oppenheimer"}

// TestBoardsLegibleOnPhone draws every game's board at every number of
// players it takes, with its defaults and its shorter options
// (boardOptions), with long names, at a dozen moments of a seeded game
// and at its end, and checks from the drawing's own geometry that, scaled
// to a phone's width, no text, piece, player's mark or pip is smaller than
// the minimum; that every player has a mark with their letter (a cue
// beside colour, and the key to the shapes of their smaller marks); that
// only names are ever cut short; and that a final board names its winners.
func TestBoardsLegibleOnPhone(t *testing.T) {
	for _, rules := range games.All() {
		info := rules.Info()
		layout := boardLayouts[info.Name]
		if layout == nil {
			t.Fatalf("no board layout for %s", info.Name)
		}
		for _, opts := range boardOptions(rules) {
			for seats := info.MinSeats; seats <= min(info.MaxSeats, 6); seats++ {
				t.Run(fmt.Sprintf("%s%s/%d", info.Name, optionsName(opts), seats), func(t *testing.T) {
					tables := playTablesWith(t, rules, opts, seats, 7)
					step := max(1, len(tables)/12)
					var w worst
					for i := 0; i < len(tables); i += step {
						w.check(t, layout, tables[i], i)
					}
					w.check(t, layout, tables[len(tables)-1], len(tables)-1)
					t.Logf("%s%s %d players: %dx%d..%dx%d px; at %d px wide: text %.1f px (capitals %.1f px), pieces %.1f px",
						info.Name, optionsName(opts), seats, w.size.X, w.minH, w.size.X, w.maxH, phoneWidth, w.text, w.capital, w.piece)
				})
			}
		}
	}
}

// worst is the smallest sizes seen over a game's boards.
type worst struct {
	text, capital, piece float64
	size                 image.Point
	minH, maxH           int
}

// check draws tab's board, fails the test when it is not legible on a
// phone and keeps its smallest sizes.
func (w *worst) check(t *testing.T, layout func(*render.Table) (draw.Layout, image.Rectangle), tab *render.Table, move int) {
	t.Helper()
	for i := range tab.Seats {
		tab.Seats[i].Name = legibleNames[i%len(legibleNames)]
	}
	l, bounds := layout(tab)
	scale := min(1, float64(phoneWidth)/float64(bounds.Dx())) // a narrow image is not enlarged
	text, capital, piece, _ := l.Smallest(scale)
	small := map[string]bool{}
	for _, m := range l.Texts {
		if m.Size*scale < minText && !small[m.Text] {
			small[m.Text] = true
			t.Errorf("move %d: %q is %.1f px at %d px wide, want at least %d", move, m.Text, m.Size*scale, phoneWidth, minText)
		}
		if m.Cap*scale < minCapital && !small[m.Text] {
			small[m.Text] = true
			t.Errorf("move %d: the capitals of %q are %.1f px at %d px wide, want at least %d", move, m.Text, m.Cap*scale, phoneWidth, minCapital)
		}
	}
	if piece < minPiece {
		t.Errorf("move %d: a piece %.1f px at %d px wide, want at least %d", move, piece, phoneWidth, minPiece)
	}
	checkMarks(t, tab, l, scale, move)
	checkClipped(t, tab, l, move)
	checkWinners(t, tab, l, move)
	for _, m := range l.Texts {
		if !m.Box.In(bounds) {
			t.Errorf("move %d: %q at %v runs off the %v board", move, m.Text, m.Box, bounds.Size())
		}
	}
	if len(l.Texts) == 0 {
		t.Errorf("move %d: the board recorded no text", move)
	}
	if w.size == (image.Point{}) {
		w.text, w.capital, w.piece, w.minH = text, capital, piece, bounds.Dy()
	}
	w.text, w.capital, w.piece = min(w.text, text), min(w.capital, capital), min(w.piece, piece)
	w.size = bounds.Size()
	w.minH, w.maxH = min(w.minH, bounds.Dy()), max(w.maxH, bounds.Dy())
}

// checkMarks fails the test when a player's mark is smaller than minMark
// at a phone's width, a pip smaller than minPip, or a player has no mark
// with their letter.
func checkMarks(t *testing.T, tab *render.Table, l draw.Layout, scale float64, move int) {
	t.Helper()
	lettered := map[int]bool{}
	for _, m := range l.Marks {
		if side := float64(min(m.Box.Dx(), m.Box.Dy())) * scale; side < minMark {
			t.Errorf("move %d: seat %d's mark is %.1f px at %d px wide, want at least %d", move, m.Seat, side, phoneWidth, minMark)
			break
		}
		if m.Letter != "" {
			lettered[m.Seat] = true
		}
	}
	for s := range tab.View.Seats {
		if !lettered[s] {
			t.Errorf("move %d: %s has no mark with their letter beside their colour", move, tab.Name(games.Seat(s)))
		}
	}
	for _, d := range l.Pips {
		if d*scale < minPip {
			t.Errorf("move %d: pips %.1f px across at %d px wide, want at least %.1f", move, d*scale, phoneWidth, minPip)
			break
		}
	}
}

// checkClipped fails the test when a text was cut short anywhere but in
// a name: what a player needs (a limit, "winners") is never cut. A text
// cut in a name ends, before its "…", with the start of the name.
func checkClipped(t *testing.T, tab *render.Table, l draw.Layout, move int) {
	t.Helper()
	d := tab.Drawn()
	inName := func(cut string) bool {
		for i := range cut {
			if i > 0 && cut[i-1] != ' ' || utf8.RuneCountInString(cut[i:]) < 2 {
				continue
			}
			for _, s := range d.Seats {
				if strings.HasPrefix(s.Name, cut[i:]) {
					return true
				}
			}
		}
		return false
	}
	for _, m := range l.Texts {
		if cut, _, ok := strings.Cut(m.Text, "…"); ok && !inName(strings.TrimSpace(cut)) {
			t.Errorf("move %d: %q is cut short, and not in a name", move, m.Text)
		}
	}
}

// checkWinners fails the test when a final board does not say who won,
// in the table's language.
func checkWinners(t *testing.T, tab *render.Table, l draw.Layout, move int) {
	t.Helper()
	if !tab.Result.Over || len(tab.Result.Winners) == 0 {
		return
	}
	word := strings.ToLower(strings.Fields(tab.Say("board.tail.winner"))[0])
	words := strings.ToLower(strings.Fields(tab.Say("board.tail.winners"))[0])
	for _, m := range l.Texts {
		if text := strings.ToLower(m.Text); strings.Contains(text, word) || strings.Contains(text, words) {
			return
		}
	}
	t.Errorf("move %d: the final board does not mark the winner (%q)", move, word)
}
