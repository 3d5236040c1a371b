package render

import (
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
)

// MaxAltText is Discord's limit on an attachment's description, the alt
// text screen readers read for a picture.
const MaxAltText = 1024

// Board returns the public board message of t's game: its renderer's
// board, which shows the picture and a short status, with a "Text" button
// while the game is in play, which shows the text rendering privately
// (TextView), in the table's language.
func Board(t *Table) *Message {
	m := For(t.View.Game).Board(t)
	if !t.Result.Over {
		AddTextButtonIn(t.Lang, m, t.Version)
	}
	return m
}

// TextButton is the board's "Text" button in English.
func TextButton(version int64) discordgo.Button { return TextButtonIn(locale.English, version) }

// TextButtonIn is the board's "Text" button in l.
func TextButtonIn(l locale.Lang, version int64) discordgo.Button {
	return discordgo.Button{Label: l.Say("render.board.text.button"), Style: discordgo.SecondaryButton, CustomID: ID{Action: ActText, Version: version, Arg: ""}.String()}
}

// IsTextButton reports whether c is the Text button, in any language.
func IsTextButton(c discordgo.MessageComponent) bool {
	b, ok := c.(discordgo.Button)
	if !ok {
		return false
	}
	id, err := ParseID(b.CustomID)
	return err == nil && id.Action == ActText
}

// AddTextButton adds the Text button to m in English: see AddTextButtonIn.
func AddTextButton(m *Message, version int64) { AddTextButtonIn(locale.English, m, version) }

// AddTextButtonIn adds the Text button in l to m: in a row of its own
// when m has a row to spare, else at the end of the last row of buttons
// with room. A message with neither is left as it is (/game board
// text:true still shows the text).
func AddTextButtonIn(l locale.Lang, m *Message, version int64) {
	if len(m.Components) < MaxRows {
		m.Components = append(m.Components, discordgo.ActionsRow{Components: []discordgo.MessageComponent{TextButtonIn(l, version)}})
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
		row.Components = append(row.Components, TextButtonIn(l, version))
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

// markdown is the emphasis Plain takes out.
var markdown = strings.NewReplacer("**", "", "~~", "", "__", "")

// Plain is s without Discord's bold, struck and underlined markers.
func Plain(s string) string { return markdown.Replace(s) }
