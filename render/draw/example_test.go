package draw_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"

	"github.com/quintetbot/quintet/render/draw"
)

// A row of numbered cells, one blocked, above two dice, sent as a PNG.
func Example() {
	c := draw.New(400, 160, draw.Background)
	g := draw.GridIn(image.Rect(10, 10, 390, 70), 1, 6, 4)
	for col, cell := range g.Cells() {
		if col == 5 {
			c.RoundRect(cell, 6, draw.GreyLight)
			c.FillHatched(cell, 6, draw.Grey)
			continue
		}
		c.RoundRect(cell, 6, draw.RedLight)
		c.TextBoxFont(draw.Bold, cell, fmt.Sprint(col+2), 24, draw.Ink)
	}
	draw.DrawDie(c, draw.Rect(10, 80, 70, 70), 6, 3, draw.White, draw.Ink)
	draw.DrawDie(c, draw.Rect(90, 80, 70, 70), 20, 17, draw.Yellow, draw.Ink)
	c.Text(390, 115, "Ada: 17", 20, draw.Player(0).Fill, draw.Right|draw.Middle)

	b, err := c.PNG()
	if err != nil {
		panic(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		panic(err)
	}
	fmt.Println(img.Bounds())
	fmt.Println(c.Image().RGBAAt(45, 115) == draw.Ink) // the d6's middle pip
	// Output:
	// (0,0)-(400,160)
	// true
}

// A domino tile and a Hi/Lo die face.
func ExampleDrawTile() {
	c := draw.New(200, 80, draw.Background)
	draw.DrawTile(c, draw.Rect(10, 10, 120, 60), 6, 3, false)
	draw.DrawTextDie(c, draw.Rect(140, 10, 60, 60), "2▲", draw.Blue, draw.White)
	fmt.Println(draw.TileBounds(draw.Rect(10, 10, 120, 60), false))
	// Output:
	// (10,10)-(130,70)
}
