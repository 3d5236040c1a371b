package qwinto

import (
	"image"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// Sheet image geometry, in pixels.
const (
	margin    = 16
	labelW    = 72
	cellW     = 40
	cellH     = 34
	cellGap   = 3
	headerH   = 30
	sheetGap  = 18
	diceH     = 64
	dieSize   = 46
	imageW    = margin*2 + labelW + qwinto.Columns*cellW
	textSize  = 15
	valueSize = 17
	smallSize = 14 // the smallest text: 9.6 px when the sheets are shown 400 px wide
)

var (
	rowFill  = [3]color.RGBA{draw.Red, draw.Yellow, draw.Blue}
	rowLight = [3]color.RGBA{draw.RedLight, draw.YellowLight, draw.BlueLight}
)

// SheetsPNG draws the dice of the current roll and every player's sheet:
// the three coloured rows on their columns, blocked cells hatched, bonus
// cells starred, the failed throws and the points.
func SheetsPNG(t *render.Table, b qwinto.BoardView) ([]byte, error) {
	c := sheets(t, b)
	defer c.Release()
	return c.IndexedPNG()
}

// SheetsLayout draws the sheets as SheetsPNG does and returns what the
// drawing recorded and the image's bounds, for legibility checks.
func SheetsLayout(t *render.Table, b qwinto.BoardView) (draw.Layout, image.Rectangle) {
	c := sheets(t, b)
	return c.Layout(), c.Bounds()
}

// sheets draws SheetsPNG's picture on a new canvas.
func sheets(t *render.Table, b qwinto.BoardView) *draw.Canvas {
	t = t.Drawn()
	sheetH := headerH + 3*cellH + sheetGap
	h := margin*2 + diceH + len(b.Seats)*sheetH
	c := draw.New(imageW, h, draw.Background)
	drawDice(c, t, b)
	y := margin + diceH
	for i, sv := range b.Seats {
		seat := games.Seat(i)
		winner := t.Result.Over && slices.Contains(t.Result.Winners, seat)
		drawSheet(c, t, y, t.Name(seat), seat == b.Active && b.Phase != qwinto.Over, winner, sv, i)
		y += sheetH
	}
	return c
}

// drawDice draws the three dice (faded when not rolled) and the sum.
func drawDice(c *draw.Canvas, t *render.Table, b qwinto.BoardView) {
	x := margin
	rolled := map[qwinto.Colour]bool{}
	for _, col := range b.Rolled {
		rolled[col] = true
	}
	for _, col := range qwinto.AllColours {
		value := 0
		if rolled[col] {
			value = b.Dice[col]
		}
		draw.DrawSprite(c, draw.Die{Faces: 6, Value: value, Body: rowFill[col], Pip: draw.White}, draw.Rect(x, margin, dieSize, dieSize), draw.Background)
		x += dieSize + 10
	}
	label := t.Say("board.qwinto.no_roll")
	switch {
	case b.Phase == qwinto.Over:
		label = t.Say("board.final_sheets")
	case b.Sum > 0:
		label = t.Say("board.qwinto.sum", b.Sum)
	}
	c.TextFont(draw.Bold, x+8, margin+dieSize/2, label, 22, draw.Ink, draw.Left|draw.Middle)
}

// drawSheet draws one player's sheet with its top at y: the player's mark,
// name, points and whether they roll or won, the name shortened when the
// line is too long.
func drawSheet(c *draw.Canvas, t *render.Table, y int, name string, active, winner bool, sv qwinto.SeatView, seat int) {
	c.SeatMark(seat, margin+10, float64(y+14), 20, textSize)
	tail := " · " + t.Say("board.points", sv.Score.Total)
	if active {
		tail += " · " + t.Say("board.qwinto.rolling")
	}
	if winner {
		tail += " · " + t.Say("board.tail.winner")
	}
	failed := t.Say("board.qwinto.failed", strings.TrimSpace(strings.Repeat("X ", sv.Failed)))
	if sv.Failed == 0 {
		failed = t.Say("board.qwinto.no_failed")
	}
	box := c.Text(imageW-margin, y+14, failed, smallSize, draw.GreyDark, draw.Right|draw.Middle)
	c.TextFont(draw.Bold, margin+26, y+14, draw.Bold.ClipKeep(name, tail, textSize, box.Min.X-12-margin-26), textSize, draw.Ink, draw.Left|draw.Middle)
	for _, col := range qwinto.AllColours {
		rowY := y + headerH + int(col)*cellH
		c.TextFont(draw.Bold, margin, rowY+cellH/2, rowTitle(t, col), textSize, rowFill[col], draw.Left|draw.Middle)
		for p := range qwinto.Positions {
			k := cell{col: col, value: sv.Sheet.Cell(col, p), blocked: qwinto.Blocked(col, p), bonus: qwinto.Bonus(col, p)}
			draw.DrawSprite(c, k, cellRect(rowY, qwinto.Column(col, p)), draw.Background)
		}
	}
}

func cellRect(rowY, column int) image.Rectangle {
	x := margin + labelW + column*cellW
	return draw.Rect(x+cellGap/2, rowY+cellGap/2, cellW-cellGap, cellH-cellGap)
}

// cell is one cell of a sheet, as a sprite: the same cell looks the same
// on every sheet and every board.
type cell struct {
	col            qwinto.Colour
	value          int // 0: empty
	blocked, bonus bool
}

// Paint draws the cell in r: its tint, a hatch when blocked, a star in the
// corner of a bonus cell, and its number.
func (k cell) Paint(c *draw.Canvas, r image.Rectangle) {
	if k.blocked {
		c.RoundRect(r, 4, draw.GreyLight)
		c.FillHatched(r, 4, draw.Grey)
		return
	}
	c.RoundRect(r, 4, rowLight[k.col])
	if k.bonus {
		c.StrokeRoundRect(r, 4, 2, rowFill[k.col])
		c.FillStar(float64(r.Max.X-7), float64(r.Min.Y+7), 5, rowFill[k.col])
	}
	if k.value > 0 {
		c.TextBoxFont(draw.Bold, r, strconv.Itoa(k.value), valueSize, draw.Ink)
	}
}

// Reach is r: a cell draws nothing outside it.
func (cell) Reach(r image.Rectangle) image.Rectangle { return r }

// rowTitle is a row's name drawn beside it, in t's language: "Red".
func rowTitle(t *render.Table, c qwinto.Colour) string {
	switch c {
	case qwinto.Red:
		return t.Say("board.qwinto.row_red")
	case qwinto.Yellow:
		return t.Say("board.qwinto.row_yellow")
	}
	return t.Say("board.qwinto.row_blue")
}
