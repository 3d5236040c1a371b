package render

import (
	"bytes"

	"github.com/bwmarrin/discordgo"
)

// Message is a reply or board ready to send: content, embeds, components and
// files. Build it with the helpers here and call Fit before sending.
type Message struct {
	Content    string
	Embeds     []*discordgo.MessageEmbed
	Components []discordgo.MessageComponent
	Files      []File
	// Ephemeral messages are seen by the invoking user only.
	Ephemeral bool
	// Mentions lists the user ids the message may ping; nobody else is.
	Mentions []string
	// Text is the monospace text rendering of the same information, for the
	// console and for logs.
	Text string
	// Nonce, when set (at most 25 characters), makes a post to a channel
	// idempotent: Discord creates at most one message with it per author
	// in a channel within a few minutes, and gives that one back to a
	// post sent again after a lost answer or a crash.
	Nonce string
}

// File is an attachment, such as the board's PNG. Embeds show it with
// "attachment://" + Name.
type File struct {
	Name        string
	ContentType string
	Data        []byte
	// Description is the attachment's alt text (at most MaxAltText
	// characters): what a screen reader reads for a picture.
	Description string
}

// DiscordFiles returns the attachments as discordgo files, each with a
// fresh reader, so a message can be sent more than once.
func (m *Message) DiscordFiles() []*discordgo.File {
	out := make([]*discordgo.File, 0, len(m.Files))
	for _, f := range m.Files {
		out = append(out, &discordgo.File{Name: f.Name, ContentType: f.ContentType, Reader: bytes.NewReader(f.Data)})
	}
	return out
}

// Reply returns an ephemeral one-line message.
func Reply(text string) *Message {
	return &Message{Content: text, Ephemeral: true, Text: text}
}

// Public returns a one-line message everyone sees.
func Public(text string) *Message {
	return &Message{Content: text, Text: text}
}

// Flags returns the message flags for Discord.
func (m *Message) Flags() discordgo.MessageFlags {
	if m.Ephemeral {
		return discordgo.MessageFlagsEphemeral
	}
	return 0
}

// AllowedMentions returns the mentions Discord should honour: only the
// listed users, never roles or @everyone.
func (m *Message) AllowedMentions() *discordgo.MessageAllowedMentions {
	return &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}, Users: m.Mentions}
}
