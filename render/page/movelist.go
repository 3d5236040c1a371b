package page

import (
	"html"
	"html/template"
	"strings"
)

// MoveList is the list of every step of a replay, each linked to its
// page, escaped once so that each step's page only marks its own line:
// a replay of hundreds of moves would otherwise escape hundreds of links
// per page.
type MoveList struct {
	items []string // each "<a href=...>text</a></li>\n"
	size  int
}

// NewMoveList escapes lines (Here is ignored) into a MoveList.
func NewMoveList(lines []MoveLine) *MoveList {
	l := &MoveList{items: make([]string, len(lines))}
	for i, m := range lines {
		l.items[i] = `<a href="` + html.EscapeString(m.URL) + `">` + html.EscapeString(m.Text) + "</a></li>\n"
		l.size += len(l.items[i]) + len(`<li class="here">`)
	}
	return l
}

// HTML is the list's items with step here marked.
func (l *MoveList) HTML(here int) template.HTML {
	var b strings.Builder
	b.Grow(l.size)
	for i, item := range l.items {
		if i == here {
			b.WriteString(`<li class="here">`)
		} else {
			b.WriteString("<li>")
		}
		b.WriteString(item)
	}
	return template.HTML(b.String())
}
