package draw

import "image/color"

// pipLayouts holds, for each count 0 to 9, where its pips sit on a 3×3
// grid: column and row from -1 to 1, as on a standard die or domino.
// 2 and 3 run from the top left to the bottom right corner; 6 is two
// columns of three.
var pipLayouts = [MaxPips + 1][][2]int8{
	0: {},
	1: {{0, 0}},
	2: {{-1, -1}, {1, 1}},
	3: {{-1, -1}, {0, 0}, {1, 1}},
	4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	7: {{-1, -1}, {1, -1}, {-1, 0}, {0, 0}, {1, 0}, {-1, 1}, {1, 1}},
	8: {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}},
	9: {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {0, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}},
}

// MaxPips is the largest count drawn as pips (a double-nine domino set).
const MaxPips = 9

// pips draws n pips of radius r around o, spaced step apart on the 3×3
// grid; turned swaps columns and rows, laying the six's columns on their
// side. Counts outside 0 to MaxPips draw nothing. It records the pips'
// diameter in the layout.
func (c *Canvas) pips(o pt, step, r float64, n int, turned bool, col color.Color) {
	if n < 0 || n > MaxPips {
		return
	}
	if n > 0 {
		c.layout.Pips = append(c.layout.Pips, 2*r)
	}
	c.path.reset()
	for _, p := range pipLayouts[n] {
		dx, dy := float64(p[0]), float64(p[1])
		if turned {
			dx, dy = dy, dx
		}
		c.path.pts = circle(c.path.pts, pt{o.X + dx*step, o.Y + dy*step}, r)
		c.path.close()
	}
	c.fill(&c.path, col)
}
