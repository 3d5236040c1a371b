package draw

import "image"

// Grid lays out Rows×Cols equal cells from Origin, Gap pixels apart in both
// directions. Row 0 is at the top and column 0 at the left.
type Grid struct {
	Origin     image.Point // top left corner of cell (0, 0)
	Rows, Cols int
	Cell       image.Point // width and height of one cell
	Gap        int
}

// GridIn returns the grid of rows×cols cells, gap apart, with the largest
// cells that fit in r, centred in r.
func GridIn(r image.Rectangle, rows, cols, gap int) Grid {
	r = r.Canon()
	g := Grid{Rows: rows, Cols: cols, Gap: gap}
	if rows <= 0 || cols <= 0 {
		g.Origin = r.Min
		return g
	}
	g.Cell = image.Pt(max(0, (r.Dx()-(cols-1)*gap)/cols), max(0, (r.Dy()-(rows-1)*gap)/rows))
	g.Origin = r.Min.Add(r.Size().Sub(g.Bounds().Size()).Div(2))
	return g
}

// At returns the rectangle of the cell at row and col. It does not check
// that they are in range, so cells just outside the grid can be placed too.
func (g Grid) At(row, col int) image.Rectangle {
	x := g.Origin.X + col*(g.Cell.X+g.Gap)
	y := g.Origin.Y + row*(g.Cell.Y+g.Gap)
	return image.Rect(x, y, x+g.Cell.X, y+g.Cell.Y)
}

// Cells returns every cell's rectangle in row-major order: cell (row, col)
// is at index row*Cols+col.
func (g Grid) Cells() []image.Rectangle {
	if g.Rows <= 0 || g.Cols <= 0 {
		return nil
	}
	cells := make([]image.Rectangle, 0, g.Rows*g.Cols)
	for row := range g.Rows {
		for col := range g.Cols {
			cells = append(cells, g.At(row, col))
		}
	}
	return cells
}

// Bounds returns the rectangle enclosing every cell, without outer gaps.
func (g Grid) Bounds() image.Rectangle {
	if g.Rows <= 0 || g.Cols <= 0 {
		return image.Rectangle{Min: g.Origin, Max: g.Origin}
	}
	return g.At(0, 0).Union(g.At(g.Rows-1, g.Cols-1))
}
