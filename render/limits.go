package render

import (
	"fmt"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
)

// Discord's limits on a message.
const (
	MaxContent          = 2000
	MaxEmbeds           = 10
	MaxEmbedTitle       = 256
	MaxEmbedDescription = 4096
	MaxEmbedFields      = 25
	MaxFieldName        = 256
	MaxFieldValue       = 1024
	MaxFooter           = 2048
	MaxEmbedTotal       = 6000
	MaxRows             = 5
	MaxButtonsPerRow    = 5
	MaxSelectOptions    = 25
	MaxLabel            = 80
	MaxOptionLabel      = 100
	MaxOptionValue      = 100
	MaxPlaceholder      = 150
	MaxCustomID         = 100
)

// Fit cuts everything in m that exceeds Discord's limits: long texts end
// with "…", surplus fields, rows, buttons and options are dropped. A message
// that fits is left as it is.
func (m *Message) Fit() {
	m.Content = Clip(m.Content, MaxContent)
	for i := range m.Files {
		m.Files[i].Description = Clip(m.Files[i].Description, MaxAltText)
	}
	if len(m.Embeds) > MaxEmbeds {
		m.Embeds = m.Embeds[:MaxEmbeds]
	}
	for _, e := range m.Embeds {
		fitEmbed(e)
	}
	fitEmbedTotal(m.Embeds)
	if len(m.Components) > MaxRows {
		m.Components = m.Components[:MaxRows]
	}
	for _, c := range m.Components {
		if row, ok := c.(discordgo.ActionsRow); ok {
			fitRow(&row)
		}
	}
}

func fitEmbed(e *discordgo.MessageEmbed) {
	e.Title = Clip(e.Title, MaxEmbedTitle)
	e.Description = Clip(e.Description, MaxEmbedDescription)
	if len(e.Fields) > MaxEmbedFields {
		e.Fields = e.Fields[:MaxEmbedFields]
	}
	for _, f := range e.Fields {
		f.Name = Clip(f.Name, MaxFieldName)
		f.Value = Clip(f.Value, MaxFieldValue)
	}
	if e.Footer != nil {
		e.Footer.Text = Clip(e.Footer.Text, MaxFooter)
	}
}

// fitEmbedTotal drops trailing fields, then shortens descriptions, until
// all embeds together hold at most MaxEmbedTotal characters.
func fitEmbedTotal(embeds []*discordgo.MessageEmbed) {
	for i := len(embeds) - 1; i >= 0; i-- {
		e := embeds[i]
		for embedChars(embeds) > MaxEmbedTotal && len(e.Fields) > 0 {
			e.Fields = e.Fields[:len(e.Fields)-1]
		}
		if over := embedChars(embeds) - MaxEmbedTotal; over > 0 {
			e.Description = Clip(e.Description, max(1, utf8.RuneCountInString(e.Description)-over))
		}
	}
}

// embedChars returns the number of characters of embeds when it exceeds
// MaxEmbedTotal, and otherwise a number at most MaxEmbedTotal (their
// bytes, never fewer than their characters): most boards are well within
// the limit and need no count of their characters.
func embedChars(embeds []*discordgo.MessageEmbed) int {
	if n := embedBytes(embeds); n <= MaxEmbedTotal {
		return n
	}
	return embedRunes(embeds)
}

// embedBytes is the size in bytes of what embedChars counts.
func embedBytes(embeds []*discordgo.MessageEmbed) int {
	n := 0
	for _, e := range embeds {
		n += len(e.Title) + len(e.Description)
		for _, f := range e.Fields {
			n += len(f.Name) + len(f.Value)
		}
		if e.Footer != nil {
			n += len(e.Footer.Text)
		}
	}
	return n
}

func embedRunes(embeds []*discordgo.MessageEmbed) int {
	n := 0
	for _, e := range embeds {
		n += utf8.RuneCountInString(e.Title) + utf8.RuneCountInString(e.Description)
		for _, f := range e.Fields {
			n += utf8.RuneCountInString(f.Name) + utf8.RuneCountInString(f.Value)
		}
		if e.Footer != nil {
			n += utf8.RuneCountInString(e.Footer.Text)
		}
	}
	return n
}

func fitRow(row *discordgo.ActionsRow) {
	if len(row.Components) > MaxButtonsPerRow {
		row.Components = row.Components[:MaxButtonsPerRow]
	}
	for i, c := range row.Components {
		switch c := c.(type) {
		case discordgo.Button:
			c.Label = Clip(c.Label, MaxLabel)
			row.Components[i] = c
		case discordgo.SelectMenu:
			if len(c.Options) > MaxSelectOptions {
				c.Options = c.Options[:MaxSelectOptions]
			}
			for j := range c.Options {
				c.Options[j].Label = Clip(c.Options[j].Label, MaxOptionLabel)
				c.Options[j].Description = Clip(c.Options[j].Description, MaxOptionLabel)
			}
			if c.MaxValues > len(c.Options) {
				c.MaxValues = len(c.Options)
			}
			c.Placeholder = Clip(c.Placeholder, MaxPlaceholder)
			row.Components[i] = c
		}
	}
}

// Validate reports the first Discord limit m exceeds, or nil.
func (m *Message) Validate() error {
	if n := utf8.RuneCountInString(m.Content); n > MaxContent {
		return fmt.Errorf("render: content has %d characters, at most %d", n, MaxContent)
	}
	if len(m.Embeds) > MaxEmbeds {
		return fmt.Errorf("render: %d embeds, at most %d", len(m.Embeds), MaxEmbeds)
	}
	for _, f := range m.Files {
		if n := utf8.RuneCountInString(f.Description); n > MaxAltText {
			return fmt.Errorf("render: file %s has a description of %d characters, at most %d", f.Name, n, MaxAltText)
		}
	}
	for _, e := range m.Embeds {
		if len(e.Fields) > MaxEmbedFields {
			return fmt.Errorf("render: embed has %d fields, at most %d", len(e.Fields), MaxEmbedFields)
		}
		if n := utf8.RuneCountInString(e.Description); n > MaxEmbedDescription {
			return fmt.Errorf("render: embed description has %d characters, at most %d", n, MaxEmbedDescription)
		}
		for _, f := range e.Fields {
			if utf8.RuneCountInString(f.Value) > MaxFieldValue || utf8.RuneCountInString(f.Name) > MaxFieldName {
				return fmt.Errorf("render: embed field %q too long", f.Name)
			}
		}
	}
	if total := embedChars(m.Embeds); total > MaxEmbedTotal {
		return fmt.Errorf("render: embeds hold %d characters, at most %d", total, MaxEmbedTotal)
	}
	if len(m.Components) > MaxRows {
		return fmt.Errorf("render: %d component rows, at most %d", len(m.Components), MaxRows)
	}
	for _, c := range m.Components {
		row, ok := c.(discordgo.ActionsRow)
		if !ok {
			return fmt.Errorf("render: top-level component %T is not a row", c)
		}
		if err := validateRow(row); err != nil {
			return err
		}
	}
	return nil
}

func validateRow(row discordgo.ActionsRow) error {
	if len(row.Components) == 0 || len(row.Components) > MaxButtonsPerRow {
		return fmt.Errorf("render: a row holds %d components, 1 to %d", len(row.Components), MaxButtonsPerRow)
	}
	for _, c := range row.Components {
		switch c := c.(type) {
		case discordgo.Button:
			if utf8.RuneCountInString(c.Label) > MaxLabel || len(c.CustomID) > MaxCustomID {
				return fmt.Errorf("render: button %q too long", c.Label)
			}
		case discordgo.SelectMenu:
			if len(row.Components) != 1 {
				return fmt.Errorf("render: a select menu must be alone in its row")
			}
			if len(c.Options) == 0 || len(c.Options) > MaxSelectOptions {
				return fmt.Errorf("render: select has %d options, 1 to %d", len(c.Options), MaxSelectOptions)
			}
			if len(c.CustomID) > MaxCustomID {
				return fmt.Errorf("render: select custom id too long")
			}
			for _, o := range c.Options {
				if len(o.Value) > MaxOptionValue || utf8.RuneCountInString(o.Label) > MaxOptionLabel {
					return fmt.Errorf("render: select option %q too long", o.Label)
				}
			}
		}
	}
	return nil
}

// Clip shortens s to at most n characters, ending with "…" when cut.
func Clip(s string, n int) string {
	if len(s) <= n || utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
