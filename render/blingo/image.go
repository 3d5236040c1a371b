package blingo

import (
	"image"
	"image/color"
	"sync"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// Board image geometry, in pixels.
const (
	margin  = 16
	cell    = 50
	gap     = 4
	headerH = 64
	dieSize = 48
	boardW  = blingo.Columns*cell + (blingo.Columns-1)*gap
	imageW  = 2*margin + boardW
	legendH = 28
	lineW   = 8  // thickness of a Blingo line
	numberH = 17 // height of a square's number strip
	minText = 14 // the smallest text: 9 px when the board is shown 400 px wide
)

// boardH is the height of a board of rows rows.
func boardH(rows int) int { return rows*cell + (rows-1)*gap }

// legendY is the top of the legend under a board of rows rows.
func legendY(rows int) int { return margin + headerH + boardH(rows) + 14 }

// BoardPNG draws the board as viewer sees it: the dice, the squares (88,
// or the short game's 77) with every player's markers in their colour,
// squares on a Blingo line shaded in its owner's colour (closed to the
// others), the Blingo lines drawn through, the squares the roll offers
// the active player outlined, and a legend of names, markers and
// supplies. A seat viewer also sees the squares closed to them hatched.
func BoardPNG(t *render.Table, b blingo.BoardView, viewer games.Seat) ([]byte, error) {
	c := board(t, b, viewer)
	defer c.Release()
	return c.IndexedPNG()
}

// BoardLayout draws the board as BoardPNG does and returns what the
// drawing recorded and the image's bounds, for legibility checks.
func BoardLayout(t *render.Table, b blingo.BoardView, viewer games.Seat) (draw.Layout, image.Rectangle) {
	c := board(t, b, viewer)
	return c.Layout(), c.Bounds()
}

// board draws BoardPNG's picture on a new canvas.
func board(t *render.Table, b blingo.BoardView, viewer games.Seat) *draw.Canvas {
	t = t.Drawn()
	legend := legendLines(t, b)
	rows := b.BoardRows()
	h := legendY(rows) + margin - 6
	for _, l := range legend {
		h += legendH * legendRows(l)
	}
	c := draw.New(imageW, h, draw.Background)
	c.DrawPicture(emptyBoards[rows](), image.Point{})
	drawHeader(c, t, b)
	offered := offeredSquares(b)
	squares := b.Squares[:rows*blingo.Columns]
	for _, sq := range squares {
		r := grid.At(sq.Row-1, sq.Column-1)
		if closed := viewer >= 0 && b.Board.Closed(viewer, sq.Number); closed || len(sq.Blingo) > 0 {
			drawSquare(c, r, sq, closed)
		}
		if offered[sq.Number] {
			c.StrokeRoundRect(r, 6, 3, draw.Player(int(b.Active)).Fill)
		}
	}
	for _, bl := range b.Blingos {
		drawBlingo(c, grid, bl)
	}
	for _, sq := range squares {
		drawMarkers(c, grid.At(sq.Row-1, sq.Column-1), sq)
	}
	drawLegend(c, b, legend)
	return c
}

// grid places the squares: square q at row q.Row()-1, column q.Column()-1.
var grid = draw.Grid{Origin: image.Pt(margin, margin+headerH), Rows: blingo.Rows, Cols: blingo.Columns, Cell: image.Pt(cell, cell), Gap: gap}

// emptyBoards return, for the full board's rows and the short game's,
// the header and board area with every square drawn empty, drawn once:
// each board starts from a copy of its pixels.
var emptyBoards = map[int]func() *draw.Picture{
	blingo.Rows:      sync.OnceValue(func() *draw.Picture { return emptyBoard(blingo.Rows) }),
	blingo.ShortRows: sync.OnceValue(func() *draw.Picture { return emptyBoard(blingo.ShortRows) }),
}

// emptyBoard draws the header and board area of rows rows, every square
// empty.
func emptyBoard(rows int) *draw.Picture {
	c := draw.New(imageW, margin+headerH+boardH(rows), draw.Background)
	for q := blingo.Square(1); int(q) <= rows*blingo.Columns; q++ {
		drawSquare(c, grid.At(q.Row()-1, q.Column()-1), blingo.SquareView{Number: q}, false)
	}
	return c.Picture()
}

// drawHeader draws the two d8 (faded before the roll) and a short status.
func drawHeader(c *draw.Canvas, t *render.Table, b blingo.BoardView) {
	for i, v := range b.Dice {
		draw.DrawSprite(c, draw.Die{Faces: blingo.Faces, Value: v, Body: draw.White, Pip: draw.Ink, Bare: true}, draw.Rect(margin+i*(dieSize+8), margin, dieSize, dieSize), draw.Background)
	}
	x := margin + 2*(dieSize+8) + 8
	title, sub := headline(t, b)
	fitNamed(c, t, draw.Bold, x, margin+16, title, 18, draw.Ink, imageW-margin-x)
	fitNamed(c, t, draw.Regular, x, margin+40, sub, 15, draw.GreyDark, imageW-margin-x)
}

// headline is the header's two lines, written with the names a name
// function gives: who does what, and the turn count.
func headline(t *render.Table, b blingo.BoardView) (title, sub func(func(games.Seat) string) string) {
	covered := 0
	for _, sq := range b.Squares {
		if len(sq.Markers) > 0 {
			covered++
		}
	}
	count := func(func(games.Seat) string) string {
		return t.Say("board.blingo.covered", b.Turn, covered, b.BoardRows()*blingo.Columns)
	}
	switch b.Phase {
	case blingo.Rolling:
		return func(name func(games.Seat) string) string { return t.Say("board.blingo.to_roll", name(b.Active)) }, count
	case blingo.Placing:
		key := "board.blingo.rolled"
		if len(b.Choices) == 0 {
			key = "board.blingo.rolled_nothing"
		}
		return func(name func(games.Seat) string) string { return t.Say(key, name(b.Active), b.Dice[0], b.Dice[1]) }, count
	}
	over := func(func(games.Seat) string) string { return t.Say("board.blingo.over", endText(t, b)) }
	return over, func(name func(games.Seat) string) string { return games.ExpandSeats(t.View.StatusIn(t.Lang), name) }
}

// endText says why the game of b ended, in t's language.
func endText(t *render.Table, b blingo.BoardView) string {
	switch b.End {
	case blingo.Blackout:
		return t.Say("board.blingo.end_blackout")
	case blingo.Stuck:
		return t.Say("board.blingo.end_stuck")
	case blingo.Lined:
		if b.EndLines >= 2 {
			return t.Say("board.blingo.end_lined_second")
		}
		return t.Say("board.blingo.end_lined")
	}
	return t.Say("board.blingo.end_capped", blingo.MaxTurns)
}

// fitText draws s left-aligned at (x, y), shrunk to at most w pixels
// wide but never below minText, and clipped when it is still too wide.
func fitText(c *draw.Canvas, f draw.Font, x, y int, s string, size float64, col color.Color, w int) {
	for size > minText && f.Measure(s, size).X > w {
		size--
	}
	c.TextFont(f, x, y, f.Clip(s, size, w), size, col, draw.Left|draw.Middle)
}

// offeredSquares are the squares the active player's choices place on.
func offeredSquares(b blingo.BoardView) map[blingo.Square]bool {
	out := map[blingo.Square]bool{}
	if b.Phase != blingo.Placing {
		return out
	}
	for _, ch := range b.Choices {
		for _, q := range ch.Squares {
			out[q] = true
		}
	}
	return out
}

// drawSquare draws a square's tile: white, or tinted in the colour of the
// Blingo line through it (grey for several owners), hatched when closed to
// the viewer, with its number at the top left.
func drawSquare(c *draw.Canvas, r image.Rectangle, sq blingo.SquareView, closed bool) {
	fill := color.RGBA(draw.White)
	switch len(sq.Blingo) {
	case 0:
	case 1:
		fill = tint(draw.Player(int(sq.Blingo[0])).Fill, 0.78)
	default:
		fill = draw.GreyLight
	}
	c.RoundRect(r, 6, fill)
	c.StrokeRoundRect(r, 6, 1, draw.GreyLight)
	if closed {
		c.FillHatched(r, 6, color.NRGBA{0x5A, 0x5E, 0x66, 0x50})
	}
	c.TextFont(draw.Bold, r.Min.X+5, r.Min.Y+numberH/2+2, sq.Number.String(), minText, draw.GreyDark, draw.Left|draw.Middle)
}

// drawBlingo draws a Blingo line from its first square's centre to its
// last, once per owner side by side, in the owner's colour.
func drawBlingo(c *draw.Canvas, g draw.Grid, bl blingo.BlingoView) {
	first, last := bl.Squares[0], bl.Squares[len(bl.Squares)-1]
	a := centre(g.At(first.Row()-1, first.Column()-1))
	z := centre(g.At(last.Row()-1, last.Column()-1))
	dx, dy := z.X-a.X, z.Y-a.Y
	// Unit normal, as whole pixels per owner, to set the owners apart.
	nx, ny := 0, 0
	switch {
	case dx == 0:
		nx = 1
	case dy == 0:
		ny = 1
	default:
		nx, ny = 1, 0
	}
	for k, s := range bl.Owners {
		off := (2*k - (len(bl.Owners) - 1)) * lineW / 2
		col := draw.Player(int(s)).Fill
		c.Line(a.X+off*nx, a.Y+off*ny, z.X+off*nx, z.Y+off*ny, lineW, color.NRGBA{col.R, col.G, col.B, 0xb0})
	}
}

func centre(r image.Rectangle) image.Point { return r.Min.Add(r.Max).Div(2) }

// drawMarkers draws the markers on a square, each as its player's mark
// (draw.SeatMark: colour and shape): one large with its seat letter, two
// side by side with their letters, three or more in a grid of two or three
// columns in seat order, small enough for six to fit and each still a
// shape of its own.
func drawMarkers(c *draw.Canvas, r image.Rectangle, sq blingo.SquareView) {
	n := len(sq.Markers)
	if n == 0 {
		return
	}
	top := float64(r.Min.Y + numberH)
	w, h := float64(r.Dx()), float64(r.Max.Y)-top
	switch {
	case n == 1:
		c.SeatMark(int(sq.Markers[0]), float64(r.Min.X)+w/2, top+h/2, oneMark, minText)
		return
	case n == 2:
		for i, s := range sq.Markers {
			c.SeatMark(int(s), float64(r.Min.X)+w/2+float64(2*i-1)*w/4, top+h/2, twoMarks, minText)
		}
		return
	}
	cols := 2
	if n > 4 {
		cols = 3
	}
	rows := (n + cols - 1) / cols
	for i, s := range sq.Markers {
		row, col := i/cols, i%cols
		inRow := min(cols, n-row*cols) // a last row short of marks is centred
		x := float64(r.Min.X) + w/2 + (float64(col)-float64(inRow-1)/2)*(w-2)/float64(cols)
		y := top + h/2 + (float64(row)-float64(rows-1)/2)*h/float64(rows)
		c.SeatMark(int(s), x, y, manyMarks, 0)
	}
}

// Sizes of the markers' marks, in pixels across, by how many share a
// square.
const (
	oneMark   = 24
	twoMarks  = 20
	manyMarks = 14
)

// legendLines are each player's legend: their name, marked as winner or
// to play, then their standing, on two lines when one is too narrow.
func legendLines(t *render.Table, b blingo.BoardView) [][2]string {
	out := make([][2]string, len(b.Players))
	for i, p := range b.Players {
		name := t.Name(p.Seat)
		switch {
		case isWinner(t.Result, p.Seat):
			name = t.Say("board.blingo.winner_name", name)
		case p.Seat == b.Active && b.Phase != blingo.Over:
			name += " · " + t.Say("board.tail.to_play")
		}
		out[i] = [2]string{name, standing(t, p)}
	}
	return out
}

// The legend's text size and left edge of the names.
const (
	legendText = 15
	legendX    = margin + oneMark + 10
)

// legendRows is 1 when a legend entry's standing fits beside the name,
// else 1 and the lines the standing takes below it.
func legendRows(entry [2]string) int {
	if standingBeside(entry) {
		return 1
	}
	return 1 + len(draw.Regular.Wrap(entry[1], legendText, imageW-margin-legendX))
}

// standingBeside reports whether the entry's standing fits on the line
// of its name.
func standingBeside(entry [2]string) bool {
	name := draw.Bold.Measure(draw.Bold.Clip(entry[0], legendText, imageW-margin-legendX), legendText).X
	return legendX+name+10+draw.Regular.Measure(entry[1], legendText).X <= imageW-margin
}

// drawLegend writes one entry per player: their disc, name, markers on the
// board and in supply, and Blingo lines, the standing below the name
// (wrapped) when it does not fit beside it.
func drawLegend(c *draw.Canvas, b blingo.BoardView, legend [][2]string) {
	y := legendY(b.BoardRows()) + legendH/2
	for i, p := range b.Players {
		c.SeatMark(int(p.Seat), margin+oneMark/2, float64(y), oneMark, minText)
		box := c.TextFont(draw.Bold, legendX, y, draw.Bold.Clip(legend[i][0], legendText, imageW-margin-legendX), legendText, draw.Ink, draw.Left|draw.Middle)
		if standingBeside(legend[i]) {
			c.Text(box.Max.X+10, y, legend[i][1], legendText, draw.GreyDark, draw.Left|draw.Middle)
		} else {
			for _, line := range draw.Regular.Wrap(legend[i][1], legendText, imageW-margin-legendX) {
				y += legendH
				c.Text(legendX, y, line, legendText, draw.GreyDark, draw.Left|draw.Middle)
			}
		}
		y += legendH
	}
}

// tint blends col toward white by t.
func tint(col color.RGBA, t float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(float64(v)*(1-t) + 255*t + 0.5) }
	return color.RGBA{f(col.R), f(col.G), f(col.B), 0xff}
}
