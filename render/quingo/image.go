package quingo

import (
	"image"
	"image/color"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// Board image geometry, in pixels. Sheets sit two to a line under the
// pool.
const (
	margin   = 16
	dieSize  = 42
	dieGap   = 14
	diceH    = dieSize + 30 // the dice and their labels
	labelW   = 46           // the bonus column
	boxW     = 40
	scoreW   = 50
	rowH     = 28
	titleH   = 26
	sheetGap = 12
	colGap   = 24
	sheetW   = labelW + quingo.RowBoxes*boxW + scoreW
	sheetH   = titleH + (quingo.NumberRows+1)*rowH + sheetGap
	imageW   = margin*2 + 2*sheetW + colGap
	textSize = 16
	nameX    = 26 // a sheet's name, right of the player's mark
)

// BoardPNG draws the pool (taken dice faded) with the round and the turn,
// then every player's sheet: name, limit and total; four number rows and
// the wild row, each with its bonus (W for the wild row), the boxes
// checked in the player's colour or crossed out, and the row's points.
func BoardPNG(t *render.Table, b quingo.BoardView) ([]byte, error) {
	c := board(t, b)
	defer c.Release()
	return c.IndexedPNG()
}

// BoardLayout draws the board as BoardPNG does and returns what the
// drawing recorded and the image's bounds, for legibility checks.
func BoardLayout(t *render.Table, b quingo.BoardView) (draw.Layout, image.Rectangle) {
	c := board(t, b)
	return c.Layout(), c.Bounds()
}

// board draws BoardPNG's picture on a new canvas.
func board(t *render.Table, b quingo.BoardView) *draw.Canvas {
	t = t.Drawn()
	lines := (len(b.Seats) + 1) / 2
	c := draw.New(imageW, margin*2+diceH+lines*sheetH, draw.Background)
	drawPool(c, t, b)
	for i, v := range b.Seats {
		x := margin + (i%2)*(sheetW+colGap)
		y := margin + diceH + (i/2)*sheetH
		drawSheet(c, t, x, y, t.Name(v.Seat), isWinner(t, v), b, v)
	}
	return c
}

// drawPool draws the dice of the pool with their labels, and the round
// and the turn at the right.
func drawPool(c *draw.Canvas, t *render.Table, b quingo.BoardView) {
	x := margin
	for _, d := range b.Pool {
		value, ink := d.Value, draw.GreyDark
		if d.Taken {
			value, ink = 0, draw.Grey
		}
		draw.DrawSprite(c, draw.Die{Faces: d.Faces, Value: value, Body: draw.Ivory, Pip: draw.Ink, Bare: true}, draw.Rect(x, margin, dieSize, dieSize), draw.Background)
		inkedText(c, draw.Regular, x+dieSize/2, margin+dieSize+16, d.Label, textSize, ink, draw.Center|draw.Middle)
		x += dieSize + dieGap
	}
	right := imageW - margin
	// A text, not inked: in a long language it may run over the last
	// die, which its ink must blend over.
	c.TextFont(draw.Bold, right, margin+14, roundText(t, b), 18, draw.Ink, draw.Right|draw.Middle)
	if b.Turn >= 0 {
		turn := draw.Regular.ClipKeep(t.Name(b.Turn), " "+t.Say("board.quingo.to_play_limit", b.Seats[b.Turn].Limit), textSize, right-x-dieGap)
		inkedText(c, draw.Regular, right, margin+40, turn, textSize, draw.GreyDark, draw.Right|draw.Middle)
	}
}

func roundText(t *render.Table, b quingo.BoardView) string {
	switch b.Phase {
	case quingo.Choosing:
		return t.Say("board.quingo.choosing_wilds_title")
	case quingo.Over:
		return t.Say("board.final_sheets")
	case quingo.LastLap:
		return t.Say("board.quingo.round_last", b.Round)
	}
	return t.Say("board.round", b.Round)
}

// drawSheet draws one sheet with its top left corner at x, y: the
// player's mark and name, then what they need to read whole (their limit,
// "winner"), shortening the name when the line is too long.
func drawSheet(c *draw.Canvas, t *render.Table, x, y int, name string, winner bool, b quingo.BoardView, v quingo.SeatView) {
	sw := draw.Player(int(v.Seat))
	inkedMark(c, int(v.Seat), x+10, y+14)
	tail := ""
	if winner {
		tail = " · " + t.Say("board.tail.winner")
	}
	if v.Limit > 0 && b.Phase != quingo.Over {
		tail += " · " + t.Say("board.quingo.limit", v.Limit)
	}
	total := t.Say("board.quingo.total", v.Score.Total)
	if b.Phase == quingo.Over {
		total = t.Say("board.quingo.final_score", v.Score.Total)
	}
	room := sheetW - nameX - 6 - draw.Bold.Measure(total, textSize).X - 10
	if room-draw.Bold.Measure(tail, textSize).X < draw.Bold.Measure("Ma…", textSize).X {
		// In a longer language the total says its number alone, so that
		// the name and "winner" keep their room.
		total = strconv.Itoa(v.Score.Total)
		room = sheetW - nameX - 6 - draw.Bold.Measure(total, textSize).X - 10
	}
	// Who is choosing or on turn the header says too: in a longer
	// language it gives way before the name would shrink to nothing.
	more := ""
	switch {
	case b.Phase == quingo.Choosing && v.Chosen:
		more = " · " + t.Say("board.quingo.wilds_chosen")
	case b.Phase == quingo.Choosing:
		more = " · " + t.Say("board.quingo.choosing_wilds")
	case b.Turn == v.Seat:
		more = " · " + t.Say("board.quingo.on_turn")
	}
	if draw.Bold.Measure(tail+more, textSize).X <= room*2/3 {
		tail += more
	}
	drawTitle(c, x+nameX, y+14, draw.Bold.ClipKeep(name, tail, textSize, room), tail)
	inkedText(c, draw.Bold, x+sheetW-6, y+14, total, textSize, draw.Ink, draw.Right|draw.Middle)
	sc := v.Score
	for r := range quingo.NumberRows {
		rowY := y + titleH + r*rowH
		var numbers [quingo.RowBoxes]string
		for i := range numbers {
			numbers[i] = strconv.Itoa(r*quingo.RowBoxes + i + 1)
		}
		drawRow(c, x, rowY, "+"+strconv.Itoa(b.Setup.Bonus[r]), sc.Bonus[r], numbers, v.Sheet.Row(r), sc.Rows[r], sw)
	}
	var wilds [quingo.WildBoxes]string
	for i, w := range v.Sheet.Wilds {
		wilds[i] = "?"
		if v.Sheet.Chosen() {
			wilds[i] = strconv.Itoa(w)
		}
	}
	wildY := y + titleH + quingo.NumberRows*rowH
	drawRow(c, x, wildY, "W "+strconv.Itoa(b.Setup.Wild), false, wilds, v.Sheet.WildMarks, sc.Wild, sw)
}

// drawTitle draws a sheet's title line, the player's name and then tail
// (their limit, "winner", "on turn"), left on (x, y): the name as a text
// of its own, which stays as it was from move to move, and tail inked
// (inkedText), so that a changed tail changes the bands of its ink only.
// A line whose name was clipped into its tail is drawn whole.
func drawTitle(c *draw.Canvas, x, y int, line, tail string) {
	tail = strings.TrimLeft(tail, " ")
	lead, ok := strings.CutSuffix(line, tail)
	head := strings.TrimRight(lead, " ")
	if !ok || tail == "" || head == "" {
		c.TextFont(draw.Bold, x, y, line, textSize, draw.Ink, draw.Left|draw.Middle)
		return
	}
	c.TextFont(draw.Bold, x, y, head, textSize, draw.Ink, draw.Left|draw.Middle)
	inkedText(c, draw.Bold, x+draw.Bold.Measure(lead, textSize).X, y, tail, textSize, draw.Ink, draw.Left|draw.Middle)
}

// drawRow draws a row of five boxes with its bonus label and points.
func drawRow(c *draw.Canvas, x, y int, bonus string, earned bool, numbers [quingo.RowBoxes]string,
	marks [quingo.RowBoxes]quingo.Mark, points int, sw draw.Swatch) {
	draw.DrawSprite(c, label{text: bonus, earned: earned}, draw.Rect(x+2, y+2, labelW-6, rowH-4), draw.Background)
	for i, m := range marks {
		draw.DrawSprite(c, box{number: numbers[i], mark: m, sw: sw}, draw.Rect(x+labelW+i*boxW+2, y+2, boxW-4, rowH-4), draw.Background)
	}
	inkedText(c, draw.Bold, x+sheetW-6, y+rowH/2, strconv.Itoa(points), textSize, draw.Ink, draw.Right|draw.Middle)
}

// label is a row's bonus label as a sprite: grey, yellow once earned.
type label struct {
	text   string
	earned bool
}

// Paint draws the label filling r, its text centred.
func (l label) Paint(c *draw.Canvas, r image.Rectangle) {
	fill := draw.GreyLight
	if l.earned {
		fill = draw.YellowLight
	}
	c.FillRect(r, fill)
	c.TextBox(r, l.text, textSize, draw.GreyDark)
}

// Reach is r: a label draws nothing outside it.
func (label) Reach(r image.Rectangle) image.Rectangle { return r }

// box is one box of a sheet as a sprite: its number, its mark and the
// colours of its player.
type box struct {
	number string
	mark   quingo.Mark
	sw     draw.Swatch
}

// Paint draws the box in r: open white, checked in the player's colour
// with a tick, crossed grey with a red cross under the number. Boxes are
// plain rectangles, which fill far faster than rounded ones.
func (b box) Paint(c *draw.Canvas, r image.Rectangle) {
	switch b.mark {
	case quingo.Checked:
		c.FillRect(r, b.sw.Fill)
		c.TextBoxFont(draw.Bold, r, b.number, textSize, b.sw.Ink)
		tick(c, r, b.sw.Ink)
	case quingo.Crossed:
		c.FillRect(r, draw.GreyLight)
		c.Cross(r.Inset(4), 2, draw.Red)
		c.TextBoxFont(draw.Bold, r, b.number, textSize, draw.GreyDark)
	default:
		c.FillRect(r, draw.Grey)
		c.FillRect(r.Inset(1), draw.White)
		c.TextBoxFont(draw.Bold, r, b.number, textSize, draw.Ink)
	}
}

// Reach is r: a box draws nothing outside it.
func (box) Reach(r image.Rectangle) image.Rectangle { return r }

// tick draws a small check mark in the top right corner of r.
func tick(c *draw.Canvas, r image.Rectangle, col color.Color) {
	x, y := r.Max.X-12, r.Min.Y+4
	c.Line(x, y+4, x+3, y+7, 2, col)
	c.Line(x+3, y+7, x+9, y+1, 2, col)
}
