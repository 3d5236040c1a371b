package render

import (
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
)

// MaxAltText is Discord's limit on an attachment's description, the alt
// text screen readers read for a picture.
const MaxAltText = 1024

// Board returns the public board message of t's game: its renderer's
// board, which shows the picture and a short status, with a "Text" button
// while the game is in play, which shows the text rendering privately
// (TextView).
func Board(t *Table) *Message {
	m := For(t.View.Game).Board(t)
	if !t.Result.Over {
		AddTextButton(m, t.Version)
	}
	return m
}

// TextButton is the board's "Text" button.
func TextButton(version int64) discordgo.Button {
	return discordgo.Button{Label: "Text", Style: discordgo.SecondaryButton, CustomID: ID{Action: ActText, Version: version, Arg: ""}.String()}
}

// AddTextButton adds the Text button to m: in a row of its own when m has
// a row to spare, else at the end of the last row of buttons with room.
// A message with neither is left as it is (/game board text:true still
// shows the text).
func AddTextButton(m *Message, version int64) {
	if len(m.Components) < MaxRows {
		m.Components = append(m.Components, discordgo.ActionsRow{Components: []discordgo.MessageComponent{TextButton(version)}})
		return
	}
	for i := len(m.Components) - 1; i >= 0; i-- {
		row, ok := m.Components[i].(discordgo.ActionsRow)
		if !ok || len(row.Components) >= MaxButtonsPerRow {
			continue
		}
		if _, menu := row.Components[0].(discordgo.SelectMenu); menu {
			continue
		}
		row.Components = append(row.Components, TextButton(version))
		m.Components[i] = row
		return
	}
}

// TextView is the text rendering of a board message, sent privately: its
// text in a code block under its title.
func TextView(board *Message) *Message {
	title := ""
	if len(board.Embeds) > 0 {
		title = board.Embeds[0].Title
	}
	text := board.Text
	if title != "" {
		text = strings.TrimPrefix(text, title+"\n")
	}
	m := &Message{
		Embeds:    []*discordgo.MessageEmbed{{Title: title, Description: CodeBlock(text)}},
		Ephemeral: true,
		Text:      board.Text,
	}
	if len(board.Embeds) > 0 {
		m.Embeds[0].Color = board.Embeds[0].Color
	}
	m.Fit()
	return m
}

// oneSpace is s with every run of spaces made one space, as alt text
// reads them.
func oneSpace(s string) string {
	if !strings.Contains(s, "  ") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' && i > 0 && s[i-1] == ' ' {
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// AltText is the description of a board's picture, for screen readers and
// wherever the picture is not shown: the title and head (the board's
// header as the embed shows it: what just happened and the status,
// without its markdown), then the parts of sheet (the text board; parts
// are separated by blank lines) that name an actor, then the other parts
// while they fit, within MaxAltText characters. Runs of spaces, which
// align columns in the text board, are read as one.
func AltText(t *Table, head, sheet string) string {
	var b strings.Builder
	b.WriteString(t.View.Title + "\n")
	b.WriteString(strings.TrimSpace(Plain(head)))
	parts := strings.Split(strings.TrimSpace(sheet), "\n\n")
	var first, rest []string
	for _, p := range parts {
		p = oneSpace(p)
		if namesActor(t, p) {
			first = append(first, p)
		} else {
			rest = append(rest, p)
		}
	}
	for i, p := range append(first, rest...) {
		// The first part naming an actor goes in even when it must be cut.
		if i == 0 && len(first) > 0 || utf8.RuneCountInString(b.String())+1+utf8.RuneCountInString(p) <= MaxAltText {
			b.WriteString("\n" + p)
		}
	}
	return Clip(strings.TrimSpace(b.String()), MaxAltText)
}

// namesActor reports whether the part of a text board starts with, or
// holds a line that starts with, the name of a seat that acts now.
func namesActor(t *Table, part string) bool {
	for _, s := range t.View.Actors {
		name := t.Name(games.Seat(s))
		for _, line := range strings.Split(part, "\n") {
			line = strings.TrimLeft(line, " >*-")
			if strings.HasPrefix(line, name) || strings.Contains(line, " "+name+":") {
				return true
			}
		}
	}
	return false
}

// markdown is the emphasis Plain takes out.
var markdown = strings.NewReplacer("**", "", "~~", "", "__", "")

// Plain is s without Discord's bold, struck and underlined markers.
func Plain(s string) string { return markdown.Replace(s) }
