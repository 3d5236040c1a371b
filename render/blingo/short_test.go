package blingo

import (
	"bytes"
	"fmt"
	"image/png"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/render/rendertest"
)

// shortCrossing is a three-player position of the short game on its 7
// rows: Alice's Blingo on column 1, Carol's on the diagonal 5-77 that
// the full board has not; Bob rolled 7 and 8.
const shortCrossing = `
a . . . c . b . . . .
a b . . . c . . . . .
a . b . . . c . . . .
a . . . . . . c . b .
a . . . . . . . c . .
a . . . . . . . . c .
a . . . b . . . . . c`

// TestShortBoardPNG: the short game's picture draws its 7 rows, 1-77,
// a row lower than the full board's, with its own diagonal drawn
// through; a choice's effect names the short board's lines.
func TestShortBoardPNG(t *testing.T) {
	rendertest.FromScratch(t)
	const data = `{"seats":3,"phase":"placing","active":1,"turn":30,"dice":[7,8],"end":"playing","last":{"turn":29,"seat":0,"dice":[6,7],"placed":[67,0],"blingos":256,"removed":0},"board":%q,"supply":88,"endLines":2}`
	b, err := blingo.ParseBoard(shortCrossing)
	if err != nil {
		t.Fatal(err)
	}
	st := decodeJSON(t, data, b.String())
	m := Renderer{}.Board(table(st, games.Spectator))
	golden(t, "short.png", m.Files[0].Data)
	short, err := png.DecodeConfig(bytes.NewReader(m.Files[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	full, _ := png.DecodeConfig(bytes.NewReader(Renderer{}.Board(table(crossingState(t), games.Spectator)).Files[0].Data))
	if short.Height != full.Height-(cell+gap) || short.Width != full.Width {
		t.Errorf("the short board is %dx%d, the full one %dx%d", short.Width, short.Height, full.Width, full.Height)
	}
	texts := pictureTexts(st)
	if !slices.Contains(texts, "77") || slices.Contains(texts, "78") || slices.Contains(texts, "88") {
		t.Errorf("the short board's texts: %q", texts)
	}
	v := st.View(games.Spectator).Board.(blingo.BoardView)
	if len(v.Blingos) != 2 || v.Blingos[1].Name != "diagonal 5-77" || !slices.Equal(v.Blingos[0].Squares, []blingo.Square{1, 12, 23, 34, 45, 56, 67}) {
		t.Errorf("the short board's Blingos: %+v", v.Blingos)
	}
}

// TestShortBoardOver: the picture of a short game that a second line
// ended says so in its header.
func TestShortBoardOver(t *testing.T) {
	const board = `
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
a b . . . . . . . . .
a a a a a a a a a a a`
	b, err := blingo.ParseBoard(board)
	if err != nil {
		t.Fatal(err)
	}
	const data = `{"seats":2,"phase":"over","active":0,"turn":41,"dice":[0,0],"end":"lined","last":{"turn":41,"seat":0,"dice":[7,7],"placed":[77,0],"blingos":64,"removed":0},"board":%q,"supply":88,"endLines":2}`
	st := decodeJSON(t, data, b.String())
	if all := strings.Join(pictureTexts(st), "|"); !strings.Contains(all, "Game over · second Blingo line") {
		t.Errorf("the header of a short game over: %s", all)
	}
}

// TestShortBoardDice: on the short board the words of a roll of 7 and 8
// offer no joined square (78 and 87 are past it), and those of 6 and 7
// offer 67 and 76.
func TestShortBoardDice(t *testing.T) {
	cases := []struct {
		dice [2]int
		want string
	}{{[2]int{7, 8}, "🎲 7 and 8: a marker on 7 and one on 8\n"}, {[2]int{6, 7}, "🎲 6 and 7: a marker on 6 and one on 7, or one on 67 or 76\n"}}
	const data = `{"seats":2,"phase":"placing","active":1,"turn":2,"dice":[%d,%d],"end":"playing","last":{"turn":1,"seat":0,"dice":[1,1],"placed":[1,0],"blingos":0,"removed":0},"board":%q,"supply":88,"endLines":2}`
	for _, c := range cases {
		st := decodeJSON(t, data, c.dice[0], c.dice[1], strings.Repeat(". ", 76)+"a")
		desc := Renderer{}.Board(table(st, games.Spectator)).Embeds[0].Description
		if !strings.Contains(desc+"\n", c.want) {
			t.Errorf("%v: %s", c.dice, desc)
		}
	}
}

// decodeJSON returns the state whose JSON is format with args.
func decodeJSON(t *testing.T, format string, args ...any) games.State {
	t.Helper()
	st, err := blingo.Rules.Decode(fmt.Appendf(nil, format, args...))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// pictureTexts lists the texts of st's public picture, in drawing order.
func pictureTexts(st games.State) []string {
	layout, _ := BoardLayout(table(st, games.Spectator), st.View(games.Spectator).Board.(blingo.BoardView), games.Spectator)
	var texts []string
	for _, tm := range layout.Texts {
		texts = append(texts, tm.Text)
	}
	return texts
}

// TestShortBoardEffect: a choice's effect counts a line's squares on the
// board played: a column of the short board has 7.
func TestShortBoardEffect(t *testing.T) {
	const data = `{"seats":2,"phase":"placing","active":1,"turn":2,"dice":[5,6],"end":"playing","last":{"turn":1,"seat":0,"dice":[1,1],"placed":[1,0],"blingos":0,"removed":0},"board":%q,"supply":88,"endLines":2}`
	empty, held := strings.Repeat(". ", 11), "b "+strings.Repeat(". ", 10)
	st := decodeJSON(t, data, strings.TrimSpace(empty+strings.Repeat(held, 4)+empty+empty))
	b := st.View(games.Spectator).Board.(blingo.BoardView)
	if got, want := effect(table(st, 1), b, 1, []blingo.Square{56}), "column 1: you would hold 5 of 7"; got != want {
		t.Errorf("placing on 56: %q, want %q", got, want)
	}
}
