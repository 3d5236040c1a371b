package discord

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

// discordSink delivers replies to Discord for one interaction. Its first
// answer goes through first (a REST callback, or an HTTP response body);
// everything after, through REST.
type discordSink struct {
	s        *discordgo.Session
	i        *discordgo.Interaction
	first    firstAnswer
	deferred bool
	// public: the deferral is seen by the channel (a command whose reply
	// is for the channel); otherwise by the invoker alone.
	public bool
	// via, for a board's delivery, is the answered interaction whose
	// webhook posts the board; hooks, the boards such webhooks may edit.
	// Either spares the bot token's global rate limit.
	via   *discordgo.Interaction
	hooks *boardHooks
}

// Defer acknowledges the interaction now and answers later: a
// command gets a "thinking" seen by those its reply is meant for (public
// for a command whose reply is, see commands.Router.IsPublic; Discord
// keeps a deferral's visibility for its answer), a component a deferred
// update.
func (d *discordSink) Defer(ctx context.Context, r *commands.Request, public bool) error {
	resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredMessageUpdate}
	if r.Kind == commands.KindCommand || r.Kind == commands.KindModal {
		data := &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral}
		if public && r.Kind == commands.KindCommand {
			data, d.public = &discordgo.InteractionResponseData{}, true
		}
		resp = &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource, Data: data}
	}
	d.deferred = true
	return d.first(ctx, resp, nil)
}

func (d *discordSink) Respond(ctx context.Context, r *commands.Request, resp commands.Response) error {
	if d.deferred {
		return d.respondLate(ctx, r, resp)
	}
	out := &discordgo.InteractionResponse{}
	var alts []attachmentRef
	if resp.Message != nil {
		alts = altTexts(resp.Message)
	}
	switch resp.Kind {
	case commands.RespondMessage:
		out.Type, out.Data = discordgo.InteractionResponseChannelMessageWithSource, responseData(resp.Message)
	case commands.RespondUpdate:
		out.Type, out.Data = discordgo.InteractionResponseUpdateMessage, responseData(resp.Message)
		out.Data.Flags = 0
	case commands.RespondAck:
		out.Type = discordgo.InteractionResponseDeferredMessageUpdate
	case commands.RespondChoices:
		out.Type = discordgo.InteractionApplicationCommandAutocompleteResult
		out.Data = &discordgo.InteractionResponseData{Choices: resp.Choices}
	case commands.RespondModal:
		out.Type, out.Data = discordgo.InteractionResponseModal, resp.Modal
	default:
		return fmt.Errorf("bot: unknown response kind %d", resp.Kind)
	}
	return d.first(ctx, out, alts)
}

// respondLate answers a deferred interaction by editing or following up.
func (d *discordSink) respondLate(ctx context.Context, r *commands.Request, resp commands.Response) error {
	switch {
	case resp.Kind == commands.RespondAck:
		return nil
	case (r.Kind == commands.KindCommand || r.Kind == commands.KindModal) && resp.Kind == commands.RespondMessage &&
		resp.Message.Ephemeral == d.public:
		return d.respondOtherwise(ctx, resp.Message)
	case resp.Kind == commands.RespondUpdate || r.Kind == commands.KindCommand || r.Kind == commands.KindModal:
		return d.editOriginal(ctx, resp.Message)
	case resp.Kind == commands.RespondMessage:
		return d.followup(ctx, resp.Message)
	}
	return fmt.Errorf("bot: response kind %d cannot follow a deferral", resp.Kind)
}

// respondOtherwise answers a deferred command whose reply has another
// visibility than its deferral: a private reply (a refusal) to a public
// deferral takes the place of the "thinking", which goes; a public reply
// to a private deferral follows it up, the "thinking" saying where.
func (d *discordSink) respondOtherwise(ctx context.Context, m *render.Message) error {
	if m.Ephemeral {
		if err := d.s.InteractionResponseDelete(d.i, discordgo.WithContext(ctx)); err != nil {
			return err
		}
		return d.followup(ctx, m)
	}
	if _, err := d.s.InteractionResponseEdit(d.i, webhookEdit(render.Reply(locale.Of(string(d.i.Locale)).Say("reply.posted"))), discordgo.WithContext(ctx)); err != nil {
		return err
	}
	return d.followup(ctx, m)
}

// followup sends m as a follow-up message of the interaction, as
// discordgo's FollowupMessageCreate does, with the descriptions (alt
// text) of its uploads: a deferred answer's picture keeps its alt text
// as the first answer's would.
func (d *discordSink) followup(ctx context.Context, m *render.Message) error {
	params := &discordgo.WebhookParams{
		Content: m.Content, Embeds: m.Embeds, Components: m.Components, Files: m.DiscordFiles(),
		Flags: m.Flags(), AllowedMentions: m.AllowedMentions(),
	}
	refs := altTexts(m)
	if refs == nil || len(params.Files) == 0 {
		_, err := d.s.FollowupMessageCreate(d.i, true, params, discordgo.WithContext(ctx))
		return err
	}
	endpoint := discordgo.EndpointWebhookToken(d.i.AppID, d.i.Token) + "?wait=true"
	contentType, body, err := discordgo.MultipartBodyWithJSON(hookPostBody{params, refs}, params.Files)
	if err != nil {
		return err
	}
	_, err = d.s.RequestRaw("POST", endpoint, contentType, body, discordgo.EndpointWebhookToken(d.i.AppID, d.i.Token), 0, discordgo.WithContext(ctx))
	return err
}

// Post sends m as a new message in the channel and returns its id. It
// makes the request discordgo's ChannelMessageSendComplex makes, but reads
// only the id from the message Discord sends back: decoding the whole
// board message, which nothing reads, cost more than building the request.
//
// A board with an interaction to travel on (via) is posted as its
// follow-up instead, which counts against no global limit; the bot token
// is the fallback.
func (d *discordSink) Post(ctx context.Context, channel string, m *render.Message) (string, error) {
	if d.via != nil && d.hooks != nil {
		id, err := d.postHook(ctx, d.via, m)
		if err == nil {
			d.hooks.put(id, d.via, time.Now())
			return id, nil
		}
	}
	data := &discordgo.MessageSend{
		Content: m.Content, Embeds: richEmbeds(m.Embeds), Components: m.Components, Files: m.DiscordFiles(),
		AllowedMentions: m.AllowedMentions(),
	}
	endpoint := discordgo.EndpointChannelMessages(channel)
	body, err := d.send(ctx, "POST", endpoint, endpoint, postBody{data, altTexts(m), m.Nonce, m.Nonce != ""}, data.Files)
	if err != nil {
		return "", err
	}
	var sent struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(body, &sent); err != nil || sent.ID == "" {
		return "", fmt.Errorf("bot: post to channel %s: no message id in the answer (%v)", channel, err)
	}
	return sent.ID, nil
}

// Edit replaces message id of the channel with m, or, for a nil m, takes
// its components away. As Post, it reads nothing of the answer.
//
// A board posted as an interaction's follow-up is edited through that
// interaction's webhook while its token lasts; the bot token is the
// fallback.
func (d *discordSink) Edit(ctx context.Context, channel, id string, m *render.Message) error {
	if i, ok := d.hooks.get(id); ok {
		if err := d.editHook(ctx, i, id, m); err == nil {
			return nil
		}
	}
	edit := discordgo.NewMessageEdit(channel, id)
	if m == nil {
		none := []discordgo.MessageComponent{}
		edit.Components = &none
	} else {
		edit = fullEdit(channel, id, m)
	}
	var data any = edit
	if m != nil {
		if refs := altTexts(m); refs != nil {
			data = editBody{edit, refs}
		}
	}
	_, err := d.send(ctx, "PATCH", discordgo.EndpointChannelMessage(channel, id),
		discordgo.EndpointChannelMessage(channel, ""), data, edit.Files)
	return err
}

// attachmentRef names an upload (files[ID]) in a message body's
// attachments list, to give it its description (alt text), for which
// discordgo's types have no field.
type attachmentRef struct {
	ID          string `json:"id"`
	Filename    string `json:"filename"`
	Description string `json:"description,omitempty"`
}

// altTexts lists m's files with their descriptions; nil when none has one.
func altTexts(m *render.Message) []attachmentRef {
	var refs []attachmentRef
	described := false
	for i, f := range m.Files {
		refs = append(refs, attachmentRef{ID: strconv.Itoa(i), Filename: f.Name, Description: f.Description})
		described = described || f.Description != ""
	}
	if !described {
		return nil
	}
	return refs
}

// postBody is a new message with its attachments' descriptions.
type postBody struct {
	*discordgo.MessageSend
	Attachments []attachmentRef `json:"attachments,omitempty"`
	// Nonce and EnforceNonce make the post idempotent (render.Message.Nonce).
	Nonce        string `json:"nonce,omitempty"`
	EnforceNonce bool   `json:"enforce_nonce,omitempty"`
}

// editBody is an edit that replaces the attachments with the uploads and
// their descriptions; its list shadows the edit's own.
type editBody struct {
	*discordgo.MessageEdit
	Attachments []attachmentRef `json:"attachments"`
}

// send makes a REST request in the given rate-limit bucket, its body data
// as JSON, or as multipart form data with the files when there are any,
// and returns the body of the answer.
// A 5xx or a 429 that discordgo gives up on is tried again after a
// while (boardBackoff); the error returned is classified (ErrForbidden,
// ErrUnavailable, ErrRateLimited).
func (d *discordSink) send(ctx context.Context, method, endpoint, bucket string, data any, files []*discordgo.File) ([]byte, error) {
	var out []byte
	err := retrying(ctx, boardBackoff, func() error {
		var err error
		if len(files) > 0 {
			contentType, body, err := discordgo.MultipartBodyWithJSON(data, files)
			if err != nil {
				return err
			}
			out, err = d.s.RequestRaw(method, endpoint, contentType, body, bucket, 0, discordgo.WithContext(ctx))
			return err
		}
		out, err = d.s.RequestWithBucketID(method, endpoint, data, bucket, discordgo.WithContext(ctx))
		return err
	})
	return out, err
}

// richEmbeds gives every embed without a type the type "rich", as
// discordgo's message requests do.
func richEmbeds(embeds []*discordgo.MessageEmbed) []*discordgo.MessageEmbed {
	for _, e := range embeds {
		if e.Type == "" {
			e.Type = discordgo.EmbedTypeRich
		}
	}
	return embeds
}

// responseData converts a message for an interaction response.
func responseData(m *render.Message) *discordgo.InteractionResponseData {
	attachments := []*discordgo.MessageAttachment{}
	return &discordgo.InteractionResponseData{
		Content: m.Content, Embeds: nonNilEmbeds(m.Embeds), Components: nonNilComponents(m.Components),
		Files: m.DiscordFiles(), Attachments: &attachments, Flags: m.Flags(), AllowedMentions: m.AllowedMentions(),
	}
}

func fullEdit(channel, id string, m *render.Message) *discordgo.MessageEdit {
	edit := discordgo.NewMessageEdit(channel, id)
	content, embeds, comps := m.Content, richEmbeds(nonNilEmbeds(m.Embeds)), nonNilComponents(m.Components)
	attachments := []*discordgo.MessageAttachment{}
	edit.Content, edit.Embeds, edit.Components, edit.Attachments = &content, &embeds, &comps, &attachments
	edit.Files, edit.AllowedMentions = m.DiscordFiles(), m.AllowedMentions()
	return edit
}

func webhookEdit(m *render.Message) *discordgo.WebhookEdit {
	content, embeds, comps := m.Content, nonNilEmbeds(m.Embeds), nonNilComponents(m.Components)
	attachments := []*discordgo.MessageAttachment{}
	return &discordgo.WebhookEdit{
		Content: &content, Embeds: &embeds, Components: &comps, Files: m.DiscordFiles(),
		Attachments: &attachments, AllowedMentions: m.AllowedMentions(),
	}
}

func nonNilEmbeds(e []*discordgo.MessageEmbed) []*discordgo.MessageEmbed {
	if e == nil {
		return []*discordgo.MessageEmbed{}
	}
	return e
}

func nonNilComponents(c []discordgo.MessageComponent) []discordgo.MessageComponent {
	if c == nil {
		return []discordgo.MessageComponent{}
	}
	return c
}
