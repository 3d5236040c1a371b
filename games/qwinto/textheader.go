package qwinto

import (
	"strings"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// textNameLine is the widest a name line may be: the widest line of the
// sheet below it (the dashed line under the red row).
const textNameLine = textMargin + 3*(Positions+2) + 1

// writeHeader writes the sheet's header: the seed's
// "Player name: Jane Doe            Points: 28", its name padded to
// textNameWidth. A longer name (a seat label such as
// "bob (bot since turn 2)") stands alone on the header line, wrapped at
// spaces under its first line so that no line is wider than the sheet,
// and "Points: N" follows on a line of its own in its usual column. The
// words are l's; a longer prefix than English's narrows the name's room.
func writeHeader(b *strings.Builder, l locale.Lang, name string, points int) {
	prefix := l.WordKept("qwinto.text.player") + " "
	width := utf8.RuneCountInString(prefix)
	b.WriteString(prefix)
	if utf8.RuneCountInString(name) <= textNameWidth {
		games.WriteLeft(b, name, textNameWidth)
	} else {
		for i, line := range wrapName(name, max(textNameWidth, textNameLine-width)) {
			if i > 0 {
				games.WriteSpaces(b, width)
			}
			b.WriteString(line)
			b.WriteByte('\n')
		}
		games.WriteSpaces(b, width+textNameWidth)
	}
	b.WriteByte(' ')
	b.WriteString(l.SayKept("qwinto.text.points", points))
	b.WriteByte('\n')
}

// wrapName cuts name into lines of at most width runes, at spaces where
// it can, inside a word longer than width where it must.
func wrapName(name string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(name) {
		for utf8.RuneCountInString(w) > width {
			if line != "" {
				lines, line = append(lines, line), ""
			}
			r := []rune(w)
			lines, w = append(lines, string(r[:width])), string(r[width:])
		}
		switch {
		case line == "":
			line = w
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) <= width:
			line += " " + w
		default:
			lines, line = append(lines, line), w
		}
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, line)
	}
	return lines
}
