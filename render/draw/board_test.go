package draw

import (
	"image"
	"image/color"
	"strconv"
	"testing"
)

// drawBoard draws a representative score sheet on an 800×400 canvas: a
// title, three coloured rows of twelve numbered cells (some crossed, one
// blocked, one bonus) and three dice.
func drawBoard() *Canvas {
	c := New(800, 400, Background)
	c.TextFont(Bold, 20, 34, "Quintet", 24, Ink, Left)
	c.Text(780, 34, "Round 3 · Ada to move", 16, GreyDark, Right)

	rows := []struct{ fill, tint color.RGBA }{{Red, RedLight}, {Yellow, YellowLight}, {Blue, BlueLight}}
	g := GridIn(image.Rect(20, 50, 780, 290), 3, 12, 6)
	for row, rc := range rows {
		for col := range 12 {
			cell := g.At(row, col)
			switch {
			case row == 1 && col == 11:
				c.RoundRect(cell, 6, GreyLight)
				c.FillHatched(cell, 6, Grey)
				continue
			case row == 2 && col == 5:
				c.RoundRect(cell, 6, rc.tint)
				c.StrokeRoundRect(cell, 6, 3, rc.fill)
				c.FillStar(float64(cell.Max.X-11), float64(cell.Min.Y+11), 7, rc.fill)
			default:
				c.RoundRect(cell, 6, rc.tint)
			}
			c.TextBoxFont(Bold, cell, strconv.Itoa(col+2), 26, Ink)
			if col < 3+row {
				c.Cross(cell.Inset(8), 4, rc.fill)
			}
		}
	}

	dice := g.At(3, 0)
	size := 80
	for i, d := range []struct {
		faces, value int
		body         color.RGBA
	}{{6, 5, White}, {6, 2, Red}, {12, 11, Yellow}} {
		r := Rect(20+i*(size+16), dice.Min.Y+4, size, size)
		pip := Ink
		if d.body == Red {
			pip = White
		}
		DrawDie(c, r, d.faces, d.value, d.body, pip)
	}
	c.Text(780, 350, "Score 42", 28, Ink, Right|Middle)
	return c
}

func TestBoardGolden(t *testing.T) {
	golden(t, "board", drawBoard())
}
