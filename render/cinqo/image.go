package cinqo

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// Board image geometry, in pixels.
const (
	margin     = 16
	imageW     = 560
	labelW     = 86
	dieSize    = 50
	dieGap     = 10
	rowH       = 64
	smallDie   = 38
	lastH      = 26 + smallDie + 10 // the last turn's caption and dice
	scoreLineH = 19                 // the line height of a score written on two lines
	lineH      = 28
	seatH      = 30
	barW       = 220
	headerH    = 58
	textSize   = 15
	minLabel   = 13 // the least size a row label shrinks to, legible on a phone
)

var (
	hiBody   = draw.Red
	loBody   = draw.Blue
	rollBody = draw.YellowLight
	bankBody = draw.BlueLight
)

// BoardPNG draws the board: the rack, the bank, the last roll and the
// Hi/Lo die as dice, the score of racking all now, the last turn, and
// every player's total with a bar towards the target.
func BoardPNG(t *render.Table, b cinqo.BoardView) ([]byte, error) {
	c := board(t, b)
	defer c.Release()
	return c.IndexedPNG()
}

// BoardLayout draws the board as BoardPNG does and returns what the
// drawing recorded and the image's bounds, for legibility checks.
func BoardLayout(t *render.Table, b cinqo.BoardView) (draw.Layout, image.Rectangle) {
	c := board(t, b)
	return c.Layout(), c.Bounds()
}

// board draws BoardPNG's picture on a new canvas.
func board(t *render.Table, b cinqo.BoardView) *draw.Canvas {
	t = t.Drawn()
	h := margin*2 + headerH + len(b.Totals)*seatH + 12
	if b.Phase != cinqo.Over {
		h += 4*rowH + lineH + (len(nowLines(t, b))-1)*scoreLineH
	} else {
		h += len(summaryLines(t, b)) * lineH
	}
	if b.Last != nil {
		h += lastHeight(t, *b.Last)
	}
	c := draw.New(imageW, h, draw.Background)
	y := drawHeader(c, t, b)
	if b.Phase != cinqo.Over {
		y = drawTurn(c, t, b, y)
	} else {
		for _, line := range summaryLines(t, b) {
			c.TextFont(draw.Bold, margin, y+lineH/2, line, 17, draw.Ink, draw.Left|draw.Middle)
			y += lineH
		}
	}
	if b.Last != nil {
		y = drawLast(c, t, *b.Last, y)
	}
	drawTotals(c, t, b, y+12)
	return c
}

// drawHeader writes the title and whose turn it is; it returns the y below.
func drawHeader(c *draw.Canvas, t *render.Table, b cinqo.BoardView) int {
	c.TextFont(draw.Bold, margin, margin+12, t.View.Title, 20, draw.Ink, draw.Left|draw.Middle)
	sub := t.Say("board.cinqo.final_totals")
	if b.Phase != cinqo.Over && b.Active < 0 {
		sub = ""
	} else if b.Phase != cinqo.Over {
		roll := b.Rolls
		if b.Phase == cinqo.Rolling {
			roll++
		}
		sub = t.Name(b.Active) + " · " + t.Say("board.cinqo.roll_of", roll, cinqo.MaxRolls)
		if b.Extra {
			sub += " · " + t.Say("board.cinqo.extra_turn")
		}
	}
	c.Text(margin, margin+38, sub, textSize, draw.GreyDark, draw.Left|draw.Middle)
	return margin + headerH
}

// drawTurn draws the rack, the bank, the roll, the Hi/Lo die and the
// score of racking all now, from y; it returns the y below.
func drawTurn(c *draw.Canvas, t *render.Table, b cinqo.BoardView, y int) int {
	rack := b.Rack.Faces()
	label(c, y, t.Say("board.cinqo.rack"))
	for i := range cinqo.DiceCount {
		v := 0
		if i < len(rack) {
			v = rack[i]
		}
		draw.DrawSprite(c, draw.Die{Faces: 6, Value: v, Body: draw.White, Pip: draw.Ink}, slot(i, y), draw.Background)
	}
	c.TextFont(draw.Bold, imageW-margin, y+rowH/2, t.Say("board.cinqo.rack_total", b.Rack.Sum()), textSize, draw.Ink, draw.Right|draw.Middle)
	y += rowH
	label(c, y, t.Say("board.cinqo.bank"))
	diceRow(c, y, b.Bank.Faces(), bankBody, t.Say("board.cinqo.empty"))
	y += rowH
	label(c, y, t.Say("board.cinqo.roll"))
	if b.Phase == cinqo.Placing {
		diceRow(c, y, b.Roll.Faces(), rollBody, "")
	} else {
		for i := range b.ToRoll {
			draw.DrawSprite(c, draw.Die{Faces: 6, Value: 0, Body: draw.White, Pip: draw.Ink}, slot(i, y), draw.Background)
		}
		c.Text(imageW-margin, y+rowH/2, t.Say("board.cinqo.to_roll", b.ToRoll), textSize, draw.GreyDark, draw.Right|draw.Middle)
	}
	y += rowH
	label(c, y, t.Say("board.cinqo.hilo"))
	drawHiLo(c, slot(0, y), b.HiLo, b.Boxed)
	note := t.Say("board.cinqo.hilo_not_rolled")
	switch {
	case b.HiLo.Valid() && b.Boxed:
		note = t.Say("board.cinqo.hilo_boxed", hiloFace(t, b.HiLo), hiloSide(t, b.HiLo), b.HiLo.Number())
	case b.HiLo.Valid():
		note = t.Say("board.cinqo.hilo_shown", hiloFace(t, b.HiLo), hiloSide(t, b.HiLo), b.HiLo.Number())
	}
	c.Text(margin+labelW+dieSize+2*dieGap, y+rowH/2, note, textSize, draw.Ink, draw.Left|draw.Middle)
	y += rowH
	lines := nowLines(t, b)
	for i, line := range lines {
		c.TextFont(draw.Bold, margin, y+lineH/2+i*scoreLineH, line, textSize, draw.Ink, draw.Left|draw.Middle)
	}
	return y + lineH + (len(lines)-1)*scoreLineH
}

// nowLines is the line under the turn, what comes next or what racking
// all scores now, wrapped to the board's width (a longer language's may
// take two lines or more).
func nowLines(t *render.Table, b cinqo.BoardView) []string {
	now := t.Say("board.cinqo.next_roll", b.ToRoll)
	if !b.Boxed {
		now = t.Say("board.cinqo.next_roll_hilo", b.ToRoll)
	}
	if b.Preview != nil {
		now = t.Say("board.cinqo.rack_all_now", scoringText(t, *b.Preview))
	}
	return draw.Bold.Wrap(now, textSize, imageW-2*margin)
}

// summaryLines is the result of a finished game, on as many lines as a
// longer language needs.
func summaryLines(t *render.Table, b cinqo.BoardView) []string {
	return draw.Bold.Wrap(games.ExpandSeats(b.SummaryIn(t.Lang), t.Name), 17, imageW-2*margin)
}

// lastLines is the last turn's score wrapped beside its dice.
func lastLines(t *render.Table, l cinqo.Turn) []string {
	x := margin + len(l.Dice.Faces())*(smallDie+6)
	if l.HiLo.Valid() {
		x += smallDie + 12
	}
	return draw.Bold.Wrap(scoringText(t, l.Score), textSize, imageW-margin-x-8)
}

// lastHeight is the height drawLast takes: lastH, and a line more for
// each line of the score past two.
func lastHeight(t *render.Table, l cinqo.Turn) int {
	return lastH + max(0, len(lastLines(t, l))-2)*scoreLineH
}

// drawLast draws the last finished turn: its dice, Hi/Lo face and score.
func drawLast(c *draw.Canvas, t *render.Table, l cinqo.Turn, y int) int {
	c.Text(margin, y+14, t.Say("board.cinqo.last_turn", t.Name(l.Seat)), 14, draw.GreyDark, draw.Left|draw.Middle)
	x := margin
	for _, f := range l.Dice.Faces() {
		draw.DrawSprite(c, draw.Die{Faces: 6, Value: f, Body: draw.White, Pip: draw.Ink}, draw.Rect(x, y+26, smallDie, smallDie), draw.Background)
		x += smallDie + 6
	}
	if l.HiLo.Valid() {
		drawHiLo(c, draw.Rect(x+6, y+26, smallDie, smallDie), l.HiLo, false)
		x += smallDie + 12
	}
	// The score takes two lines beside the dice when one is too narrow,
	// more in a longer language, the board growing to hold them.
	lines := lastLines(t, l)
	mid := y + 26 + max(smallDie, len(lines)*scoreLineH)/2
	for i, line := range lines {
		c.TextFont(draw.Bold, x+8, mid+(2*i-len(lines)+1)*scoreLineH/2, line, textSize, draw.Ink, draw.Left|draw.Middle)
	}
	return y + lastHeight(t, l)
}

// drawTotals draws a line per seat: swatch, name, a bar towards the target
// and the total; the seat to play is shaded and the winners starred.
func drawTotals(c *draw.Canvas, t *render.Table, b cinqo.BoardView, y int) {
	c.Line(margin, y-6, imageW-margin, y-6, 1, draw.GreyLight)
	for i, total := range b.Totals {
		s := games.Seat(i)
		sw := draw.Player(i)
		mid := y + seatH/2
		if b.Phase != cinqo.Over && s == b.Active {
			c.RoundRect(draw.Rect(margin-6, y+1, imageW-2*margin+12, seatH-2), 6, draw.YellowLight)
		}
		c.SeatMark(i, margin+10, float64(mid), 20, textSize)
		name := render.Clip(t.Name(s), 18)
		if b.Phase == cinqo.Over && slices.Contains(b.Winners, s) {
			c.FillStar(margin+32, float64(mid), 8, draw.Yellow)
			name = draw.Bold.ClipKeep(t.Name(s), " · "+t.Say("board.tail.winner"), textSize, imageW-margin-barW-56-12-margin-46)
		}
		c.TextFont(draw.Bold, margin+46, mid, name, textSize, draw.Ink, draw.Left|draw.Middle)
		bar := draw.Rect(imageW-margin-barW-56, mid-7, barW, 14)
		c.RoundRect(bar, 7, draw.GreyLight)
		if w := barW * min(total, b.Target) / max(b.Target, 1); w > 0 {
			bar.Max.X = bar.Min.X + max(w, 14)
			c.RoundRect(bar, 7, sw.Fill)
		}
		c.TextFont(draw.Bold, imageW-margin, mid, fmt.Sprint(total), 17, draw.Ink, draw.Right|draw.Middle)
		y += seatH
	}
}

// drawHiLo draws the Hi/Lo die: red with an up arrow, blue with a down
// arrow, faded before the first roll, framed when boxed.
func drawHiLo(c *draw.Canvas, r image.Rectangle, h cinqo.HiLo, boxed bool) {
	if !h.Valid() {
		draw.DrawSprite(c, draw.Die{Faces: 6, Value: 0, Body: draw.White, Pip: draw.Ink}, r, draw.Background)
		return
	}
	body, arrow := hiBody, "▲"
	if h.Side() == cinqo.Lo {
		body, arrow = loBody, "▼"
	}
	if boxed {
		c.StrokeRoundRect(r.Inset(-4), 8, 2, draw.Ink)
	}
	draw.DrawTextDie(c, r, fmt.Sprint(h.Number())+arrow, body, draw.White)
}

// diceRow draws dice from the first slot, or the note when there are none.
func diceRow(c *draw.Canvas, y int, faces []int, body color.RGBA, empty string) {
	for i, f := range faces {
		draw.DrawSprite(c, draw.Die{Faces: 6, Value: f, Body: body, Pip: draw.Ink}, slot(i, y), draw.Background)
	}
	if len(faces) == 0 && empty != "" {
		c.Text(margin+labelW, y+rowH/2, empty, textSize, draw.Grey, draw.Left|draw.Middle)
	}
}

// label writes a row's name.
func label(c *draw.Canvas, y int, s string) {
	size, room := 17.0, labelW-4
	for size > minLabel && draw.Bold.Measure(s, size).X > room {
		size-- // a longer language's label shrinks to fit its column
	}
	lines := []string{s}
	if draw.Bold.Measure(s, size).X > room {
		// still too wide: two lines, broken after a "/" or at a space
		lines = draw.Bold.Wrap(strings.ReplaceAll(s, "/", "/ "), size, room)
		for i := range lines {
			lines[i] = draw.Bold.Clip(strings.ReplaceAll(lines[i], "/ ", "/"), size, room)
		}
	}
	for i, line := range lines {
		c.TextFont(draw.Bold, margin, y+rowH/2+(2*i-len(lines)+1)*scoreLineH/2, line, size, draw.Ink, draw.Left|draw.Middle)
	}
}

// slot is the square of the i-th die of a row whose top is y.
func slot(i, y int) image.Rectangle {
	return draw.Rect(margin+labelW+i*(dieSize+dieGap), y+(rowH-dieSize)/2, dieSize, dieSize)
}
