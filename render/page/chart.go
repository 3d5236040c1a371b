package page

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"strings"

	"github.com/quintetbot/quintet/games/locale"
)

// Chart size in the SVG's own units; the style sheet scales it.
const (
	chartW, chartH = 600, 160
	sparkW, sparkH = 120, 28
	chartPad       = 24
)

// Chart draws values (oldest first) as a line chart with the lowest and
// highest value written at the left edge, as inline SVG labelled in l.
// It holds numbers and catalog words only, no text from players, and
// its label is escaped, so it is safe to insert as is. Fewer than two
// values draw nothing.
func Chart(l locale.Lang, values []float64) template.HTML {
	if len(values) < 2 {
		return ""
	}
	lo, hi := bounds(values)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="chart" viewBox="0 0 %d %d" role="img" aria-label="%s">`,
		chartW, chartH, chartLabel(l, lo, hi, len(values)))
	fmt.Fprintf(&b, `<line class="axis" x1="%d" y1="%d" x2="%d" y2="%d"/>`, chartPad+16, chartH-chartPad, chartW, chartH-chartPad)
	fmt.Fprintf(&b, `<text class="label" x="0" y="%d">%.0f</text><text class="label" x="0" y="%d">%.0f</text>`, chartPad-8, hi, chartH-chartPad, lo)
	b.WriteString(`<polyline class="curve" points="`)
	b.WriteString(points(values, lo, hi, chartPad+16, chartW, chartPad, chartH-chartPad))
	b.WriteString(`"/></svg>`)
	return template.HTML(b.String())
}

// Spark draws values as a small line without labels, for a table row,
// named in l for screen readers.
func Spark(l locale.Lang, values []float64) template.HTML {
	if len(values) < 2 {
		return ""
	}
	lo, hi := bounds(values)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="spark" viewBox="0 0 %d %d" role="img" aria-label="%s"><polyline class="curve" points="`,
		sparkW, sparkH, chartLabel(l, values[0], values[len(values)-1], len(values)))
	b.WriteString(points(values, lo, hi, 2, sparkW-2, 2, sparkH-2))
	b.WriteString(`"/></svg>`)
	return template.HTML(b.String())
}

// chartLabel says in l what a chart shows: "Rating from 990 to 1040
// over 6 games", escaped for an attribute.
func chartLabel(l locale.Lang, from, to float64, games int) string {
	return html.EscapeString(l.Say("web.chart.label", int(math.Round(from)), int(math.Round(to)), games))
}

// bounds returns the lowest and highest of values (finite ones; 0 and 1
// when none is), apart by at least 1.
func bounds(values []float64) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, v := range values {
		if !math.IsInf(v, 0) && !math.IsNaN(v) {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if lo > hi {
		return 0, 1
	}
	if hi-lo < 1 {
		hi = lo + 1
	}
	return lo, hi
}

// points writes values as polyline points inside x0..x1, y0 (top, hi)
// to y1 (bottom, lo).
func points(values []float64, lo, hi float64, x0, x1, y0, y1 int) string {
	var b strings.Builder
	step := float64(x1-x0) / float64(len(values)-1)
	for i, v := range values {
		if math.IsInf(v, 0) || math.IsNaN(v) {
			v = lo
		}
		x := float64(x0) + step*float64(i)
		y := float64(y1) - (v-lo)/(hi-lo)*float64(y1-y0)
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%.1f,%.1f", x, y)
	}
	return b.String()
}
