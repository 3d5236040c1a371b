package render

import (
	"strings"

	"github.com/bwmarrin/discordgo"
)

// Card is a player's statistics or a list of matches: an embed with
// fields and, optionally, a PNG image (a rating sparkline) shown in it.
type Card struct {
	Title       string
	Description string
	Fields      []CardField
	Image       []byte // PNG; nil for none
	Footer      string
}

// CardField is one named value of a Card, shown inline.
type CardField struct{ Name, Value string }

// CardMessage renders a card, public, within Discord's limits.
func CardMessage(c Card) *Message {
	e := &discordgo.MessageEmbed{Title: clipRunes(c.Title, MaxEmbedTitle), Description: clipRunes(c.Description, MaxEmbedDescription)}
	text := []string{e.Title}
	if e.Description != "" {
		text = append(text, e.Description)
	}
	for i, f := range c.Fields {
		if i == MaxEmbedFields {
			break
		}
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: clipRunes(f.Name, MaxFieldName), Value: clipRunes(f.Value, MaxFieldValue), Inline: true})
		text = append(text, f.Name+": "+f.Value)
	}
	if c.Footer != "" {
		e.Footer = &discordgo.MessageEmbedFooter{Text: clipRunes(c.Footer, MaxFooter)}
		text = append(text, c.Footer)
	}
	m := &Message{Embeds: []*discordgo.MessageEmbed{e}, Text: strings.Join(text, "\n")}
	if c.Image != nil {
		e.Image = &discordgo.MessageEmbedImage{URL: "attachment://" + SparkFile}
		m.Files = []File{{Name: SparkFile, ContentType: "image/png", Data: c.Image}}
	}
	return m
}
