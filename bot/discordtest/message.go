package discordtest

import (
	"bytes"
	"encoding/json"
	"image"
	_ "image/png" // attachments are decoded as PNG
	"slices"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
)

// Attachment is a file uploaded with a message.
type Attachment struct {
	ID          string
	Filename    string
	ContentType string
	Description string
	Data        []byte
	index       int // N of the multipart part files[N] it came from
}

// Image decodes the attachment as an image; PNG is always understood.
func (a Attachment) Image() (image.Image, error) {
	img, _, err := image.Decode(bytes.NewReader(a.Data))
	return img, err
}

// Message is one version of a message the bot sent. Versions are never
// changed: an edit stores a new one, so a *Message may be kept and
// compared.
type Message struct {
	ID        string
	ChannelID string
	Type      discordgo.MessageType
	Author    *discordgo.User
	Content   string
	// Embeds and Components are decoded by discordgo; RawEmbeds and
	// RawComponents hold the JSON the bot sent ("[]" when none).
	Embeds        []*discordgo.MessageEmbed
	Components    []discordgo.MessageComponent
	RawEmbeds     json.RawMessage
	RawComponents json.RawMessage
	Flags         discordgo.MessageFlags
	Attachments   []Attachment
	// InteractionID is the interaction the message answers, if any.
	InteractionID string
	Created       time.Time
	Edited        time.Time // zero until the first edit
	Edits         int       // number of edits before this version
	invoker       *interactionRef
}

// Ephemeral reports whether only the invoking user sees the message.
func (m *Message) Ephemeral() bool { return m.Flags&discordgo.MessageFlagsEphemeral != 0 }

// Loading reports whether the message is a deferred response's "thinking"
// placeholder that has not been edited yet.
func (m *Message) Loading() bool { return m.Flags&discordgo.MessageFlagsLoading != 0 }

// messageFields is a message body as the bot sent it: the JSON object's
// keys and raw values.
type messageFields map[string]json.RawMessage

func (f messageFields) has(key string) bool { _, ok := f[key]; return ok }

// str returns the string at key, "" when absent or null.
func (f messageFields) str(key string) string {
	var s string
	_ = json.Unmarshal(f[key], &s)
	return s
}

// intAt returns the integer at key, accepting a string of digits; 0 when
// absent or not an integer.
func (f messageFields) intAt(key string) int64 {
	var n json.Number
	if json.Unmarshal(bytes.Trim(f[key], `"`), &n) != nil {
		return 0
	}
	v, _ := n.Int64()
	return v
}

// flags returns the message flags in the body.
func (f messageFields) flags() discordgo.MessageFlags {
	return discordgo.MessageFlags(f.intAt("flags"))
}

// list returns the array at key, "[]" when absent or null.
func (f messageFields) list(key string) json.RawMessage {
	raw := bytes.TrimSpace(f[key])
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return json.RawMessage("[]")
	}
	return raw
}

// edited returns a new version of m: the fields present in f replace m's,
// null clears them, and files are attached as Discord attaches uploads.
func (m *Message) edited(f messageFields, files []Attachment) *Message {
	n := *m
	if f.has("content") {
		n.Content = f.str("content")
	}
	if f.has("embeds") {
		n.RawEmbeds = f.list("embeds")
		n.Embeds = decodeEmbeds(n.RawEmbeds)
	}
	if f.has("components") {
		n.RawComponents = f.list("components")
		n.Components = decodeComponents(n.RawComponents)
	}
	if f.has("flags") {
		keep := m.Flags & (discordgo.MessageFlagsEphemeral | discordgo.MessageFlagsIsComponentsV2)
		n.Flags = f.flags() | keep
	}
	n.Attachments = mergeAttachments(m.Attachments, f, files)
	return &n
}

// mergeAttachments applies the body's attachments list to old and the
// uploaded files: without a list every old attachment stays; with one, only
// the listed old ones stay and listed uploads take its filename and
// description. Every upload is attached.
func mergeAttachments(old []Attachment, f messageFields, files []Attachment) []Attachment {
	if !f.has("attachments") {
		return append(slices.Clone(old), files...)
	}
	var refs []struct {
		ID          json.Number `json:"id"`
		Filename    string      `json:"filename"`
		Description string      `json:"description"`
	}
	_ = json.Unmarshal(f.list("attachments"), &refs)
	var out []Attachment
	uploads := slices.Clone(files)
	for _, ref := range refs {
		id := ref.ID.String()
		if i := slices.IndexFunc(old, func(a Attachment) bool { return a.ID == id }); i >= 0 {
			out = append(out, old[i])
			continue
		}
		if i := slices.IndexFunc(uploads, func(a Attachment) bool { return strconv.Itoa(a.index) == id }); i >= 0 {
			if ref.Filename != "" {
				uploads[i].Filename = ref.Filename
			}
			uploads[i].Description = ref.Description
		}
	}
	return append(out, uploads...)
}

func decodeEmbeds(raw json.RawMessage) []*discordgo.MessageEmbed {
	var out []*discordgo.MessageEmbed
	_ = json.Unmarshal(raw, &out)
	return out
}

func decodeComponents(raw json.RawMessage) []discordgo.MessageComponent {
	var parts []json.RawMessage
	_ = json.Unmarshal(raw, &parts)
	out := make([]discordgo.MessageComponent, 0, len(parts))
	for _, p := range parts {
		if c, err := discordgo.MessageComponentFromJSON(p); err == nil {
			out = append(out, c)
		}
	}
	return out
}
