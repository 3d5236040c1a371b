package quinientos

import (
	"fmt"
	"image"
	"image/color"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/draw"
)

// Board image geometry, in pixels.
const (
	imageW   = 640
	margin   = 16
	headerH  = 108 // title and the two team score bars
	tileLong = 60  // a tile's long side on the line
	tileGap  = 4
	rowH     = tileLong + 30 // a line of tiles with the players' marks
	badgeR   = 15            // radius of an open end's badge
	badgeW   = 2*badgeR + 10 // room for a badge beside the line
	seatH    = 40            // one player's row
	handH    = 64            // one player's row with their hand face up
	smallW   = 52            // a tile's long side in a player's row, upright
	backW    = 12            // a face-down tile's width
	markSize = 22            // a player's mark
	textSize = 16
)

// dim fades a tile that does not fit.
var dim = color.NRGBA{0xFA, 0xF8, 0xF3, 0xa0}

// BoardPNG draws the public board: the round and the team scores with
// their way to 500, the line of dominoes (doubles crosswise, wrapped, the
// open ends marked, each tile underlined in the colour of its player), and
// every player with the tiles they hold face down, or face up when the
// last move ended a round or the game.
func BoardPNG(t *render.Table, b quinientos.BoardView) ([]byte, error) {
	c := drawBoard(t, b)
	defer c.Release()
	return c.IndexedPNG()
}

// BoardLayout draws the board as BoardPNG does and returns what the
// drawing recorded and the image's bounds, for legibility checks.
func BoardLayout(t *render.Table, b quinientos.BoardView) (draw.Layout, image.Rectangle) {
	c := drawBoard(t, b)
	return c.Layout(), c.Bounds()
}

// drawBoard draws BoardPNG's picture on a new canvas.
func drawBoard(t *render.Table, b quinientos.BoardView) *draw.Canvas {
	t = t.Drawn()
	lines := wrap(b.Layout, imageW-2*margin-2*badgeW)
	_, revealed := shownHands(b)
	h := margin + headerH + max(1, len(lines))*rowH + 28 + quinientos.Seats*seatRowH(revealed) + margin
	c := draw.New(imageW, h, draw.Background)
	drawHeader(c, t, b)
	y := margin + headerH
	drawLine(c, t, b, lines, y)
	y += max(1, len(lines))*rowH + 8
	drawSeats(c, t, b, y)
	return c
}

// drawHeader writes the round and draws each team's score as a bar to 500.
func drawHeader(c *draw.Canvas, t *render.Table, b quinientos.BoardView) {
	title := t.Say("board.round", b.Round)
	if b.Over {
		title = t.Say("board.quinientos.final_score")
	}
	c.TextFont(draw.Bold, margin, margin+12, title, 22, draw.Ink, draw.Left|draw.Middle)
	c.Text(imageW-margin, margin+12, t.Say("board.quinientos.target", b.Target), textSize, draw.GreyDark, draw.Right|draw.Middle)
	for i, team := range []quinientos.Team{quinientos.TeamA, quinientos.TeamB} {
		y := margin + 36 + i*34
		seats := team.Seats()
		for k, s := range seats {
			c.SeatMark(int(s), float64(margin+11+k*24), float64(y+12), markSize, textSize)
		}
		tail := ""
		if b.Over && b.Winner == team {
			tail = " · " + t.Say("board.tail.winners")
		}
		c.TextFont(draw.Bold, margin+52, y+12, teamLabel(t, team, tail, imageW/2-margin-60), textSize, draw.Ink, draw.Left|draw.Middle)
		bar := draw.Rect(imageW/2, y+4, imageW/2-margin-56, 16)
		c.RoundRect(bar, 8, draw.GreyLight)
		if score := min(b.Teams[team], b.Target); score > 0 && b.Target > 0 {
			fill := bar
			fill.Max.X = bar.Min.X + max(16, bar.Dx()*score/b.Target)
			c.RoundRect(fill, 8, draw.Player(int(seats[0])).Fill)
		}
		c.TextFont(draw.Bold, imageW-margin, y+12, fmt.Sprint(b.Teams[team]), 17, draw.Ink, draw.Right|draw.Middle)
	}
}

// teamLabel is the team's two names and tail at most w pixels wide in
// bold: each name shortened to its share of the room when they do not
// fit, tail ("· winners") kept whole.
func teamLabel(t *render.Table, team quinientos.Team, tail string, w int) string {
	if whole := teamName(t, team) + tail; draw.Bold.Measure(whole, textSize).X <= w {
		return whole
	}
	seats := team.Seats()
	a, b := t.Name(seats[0]), t.Name(seats[1])
	room := w - draw.Bold.Measure(" & "+tail, textSize).X
	first := min(draw.Bold.Measure(a, textSize).X, room/2)
	a = draw.Bold.Clip(a, textSize, first)
	return a + " & " + draw.Bold.Clip(b, textSize, room-draw.Bold.Measure(a, textSize).X) + tail
}

// wrap cuts the line of tiles into rows no wider than width.
func wrap(l quinientos.Layout, width int) [][]quinientos.Placed {
	var lines [][]quinientos.Placed
	var cur []quinientos.Placed
	x := 0
	for _, p := range l {
		w := placedW(p)
		if len(cur) > 0 && x+w > width {
			lines = append(lines, cur)
			cur, x = nil, 0
		}
		cur = append(cur, p)
		x += w + tileGap
	}
	if len(cur) > 0 {
		lines = append(lines, cur)
	}
	return lines
}

// placedW is the width a tile takes on the line: a double lies crosswise.
func placedW(p quinientos.Placed) int {
	if p.Left == p.Right {
		return tileLong / 2
	}
	return tileLong
}

// drawLine draws the rows of tiles from y, the left end's badge before the
// first tile and the right end's after the last.
func drawLine(c *draw.Canvas, t *render.Table, b quinientos.BoardView, lines [][]quinientos.Placed, y int) {
	if len(lines) == 0 {
		msg := t.Say("board.quinientos.line_empty")
		if !b.Over && b.Turn >= 0 {
			msg = t.Say("board.quinientos.leads", t.Name(b.Turn))
			if b.Round == 1 {
				msg = t.Say("board.quinientos.leads_66", t.Name(b.Turn))
			}
		}
		c.Text(imageW/2, y+rowH/2, msg, 17, draw.GreyDark, draw.Center|draw.Middle)
		return
	}
	left, right, _ := b.Layout.Ends()
	x0 := margin + badgeW
	for i, line := range lines {
		x := x0
		ry := y + i*rowH
		for _, p := range line {
			w := placedW(p)
			r := draw.Rect(x, ry, w, tileLong)
			if p.Left == p.Right {
				draw.DrawTile(c, r, p.Left, p.Right, true)
			} else {
				draw.DrawTile(c, draw.Rect(x, ry+tileLong/4, w, tileLong/2), p.Left, p.Right, false)
			}
			c.SeatMark(int(p.By), float64(x)+float64(w)/2, float64(ry+tileLong+14), 18, 0)
			x += w + tileGap
		}
		if i == 0 {
			drawBadge(c, margin+badgeR, ry+tileLong/2, left)
		}
		if i == len(lines)-1 {
			drawBadge(c, x+4+badgeR, ry+tileLong/2, right)
		} else {
			drawTurn(c, x, ry+tileLong/2, y+(i+1)*rowH+tileLong/2)
		}
	}
}

// drawTurn draws the arrow that leads from the end of a row of the line,
// at (x, y), down and back to the start of the next row, at height next:
// the line reads on like a book's lines.
func drawTurn(c *draw.Canvas, x, y, next int) {
	right := x + 8
	mid := next - tileLong/2 - 3 // just above the next row
	left := margin + badgeW - 14
	c.Line(x, y, right, y, 2, draw.Grey)
	c.Line(right, y, right, mid, 2, draw.Grey)
	c.Line(right, mid, left, mid, 2, draw.Grey)
	c.Line(left, mid, left, next, 2, draw.Grey)
	c.Line(left, next, left+8, next, 2, draw.Grey)
	c.Line(left+3, next-5, left+9, next, 2, draw.Grey)
	c.Line(left+3, next+5, left+9, next, 2, draw.Grey)
}

// drawBadge marks an open end with its value.
func drawBadge(c *draw.Canvas, x, y, value int) {
	c.FillCircle(float64(x), float64(y), badgeR, draw.Ink)
	c.TextBoxFont(draw.Bold, draw.Rect(x-badgeR, y-badgeR, 2*badgeR, 2*badgeR), fmt.Sprint(value), 18, draw.White)
}

// drawSeats draws one row per player from y: colour, name, team, and the
// hand, face down during a round, face up once the round is over.
func drawSeats(c *draw.Canvas, t *render.Table, b quinientos.BoardView, y int) {
	rd, revealed := shownHands(b)
	rowH := seatRowH(revealed)
	caption := t.Say("board.quinientos.tiles_in_hand")
	if revealed {
		caption = t.Say("board.quinientos.hands_at_end", rd.Number)
	}
	c.TextFont(draw.Bold, margin, y+10, caption, textSize, draw.GreyDark, draw.Left|draw.Middle)
	y += 24
	for s := range quinientos.Seats {
		seat := games.Seat(s)
		ry := y + s*rowH
		if !b.Over && seat == b.Turn {
			c.RoundRect(draw.Rect(margin-6, ry, imageW-2*margin+12, seatH-4), 6, draw.GreyLight)
		}
		mid := ry + min(rowH, seatH)/2 - 2
		c.SeatMark(s, margin+11, float64(mid), markSize, textSize)
		c.TextFont(draw.Bold, margin+28, mid, draw.Bold.Clip(t.Name(seat), textSize, 126), textSize, draw.Ink, draw.Left|draw.Middle)
		c.Text(margin+160, mid, draw.Regular.Clip(t.Say("board.quinientos.with", t.Name(partnerOf(seat))), textSize, 110), textSize, draw.GreyDark, draw.Left|draw.Middle)
		x := margin + 280
		if revealed {
			drawSmallHand(c, t, x, ry+4, rd.Hands[s])
			continue
		}
		for range b.Counts[s] {
			r := draw.Rect(x, ry+6, backW, 24)
			c.RoundRect(r, 3, draw.GreyDark)
			c.StrokeRoundRect(r, 3, 1, draw.Ink)
			x += backW + 4
		}
		label := t.Say("board.quinientos.tiles", b.Counts[s])
		if !b.Over && seat == b.Turn {
			label += " · " + t.Say("board.tail.to_play")
		}
		c.Text(x+6, ry+18, label, textSize, draw.GreyDark, draw.Left|draw.Middle)
	}
}

// drawSmallHand draws tiles face up and upright in a row from (x, y).
func drawSmallHand(c *draw.Canvas, t *render.Table, x, y int, h quinientos.Hand) {
	if len(h) == 0 {
		c.Text(x, y+14, t.Say("board.quinientos.out"), textSize, draw.GreyDark, draw.Left|draw.Middle)
		return
	}
	for _, tile := range h {
		draw.DrawTile(c, draw.Rect(x, y, smallW/2, smallW), tile.Hi, tile.Lo, true)
		x += smallW/2 + 4
	}
}

// shownHands returns the round whose hands the board shows face up, the
// one the last move ended (the last round once the game is over), and
// whether there is one.
func shownHands(b quinientos.BoardView) (quinientos.Round, bool) {
	rd, revealed := justEnded(b)
	if !revealed && b.Over {
		rd, revealed = b.Last()
	}
	return rd, revealed
}

// seatRowH is the height of a player's row: taller when hands are shown
// face up.
func seatRowH(revealed bool) int {
	if revealed {
		return handH
	}
	return seatH
}

// Hand image geometry, in pixels.
const (
	handTile = 84 // a hand tile's long side
	handGap  = 10
)

// HandPNG draws a hand upright, the tiles that fit in full and the others
// faded.
func HandPNG(b quinientos.BoardView, legal []games.Move) ([]byte, error) {
	n := max(1, len(b.Hand))
	w := 2*margin + n*(handTile/2) + (n-1)*handGap
	c := draw.New(w, 2*margin+handTile, draw.Background)
	defer c.Release()
	playable := map[quinientos.Tile]bool{}
	for _, m := range legal {
		if a, err := quinientos.ParseMove(m); err == nil && a.Kind == quinientos.Play {
			playable[a.Tile] = true
		}
	}
	x := margin
	for _, tile := range b.Hand {
		r := draw.Rect(x, margin, handTile/2, handTile)
		draw.DrawTile(c, r, tile.Hi, tile.Lo, true)
		if len(legal) > 0 && !playable[tile] {
			c.RoundRect(r, 5, dim)
		}
		x += handTile/2 + handGap
	}
	return c.IndexedPNG()
}

// partnerOf returns the seat across the table from s, its partner.
func partnerOf(s games.Seat) games.Seat { return (s + 2) % quinientos.Seats }
