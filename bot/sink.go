package bot

import (
	"context"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
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
}

// deferAnswer acknowledges the interaction now and answers later: a
// command gets an ephemeral "thinking", a component a deferred update.
func (d *discordSink) deferAnswer(ctx context.Context, r *commands.Request) error {
	resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredMessageUpdate}
	if r.Kind == commands.KindCommand || r.Kind == commands.KindModal {
		resp = &discordgo.InteractionResponse{
			Type: discordgo.InteractionResponseDeferredChannelMessageWithSource,
			Data: &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral},
		}
	}
	d.deferred = true
	return d.first(ctx, resp)
}

func (d *discordSink) Respond(ctx context.Context, r *commands.Request, resp commands.Response) error {
	if d.deferred {
		return d.respondLate(ctx, r, resp)
	}
	out := &discordgo.InteractionResponse{}
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
	return d.first(ctx, out)
}

// respondLate answers a deferred interaction by editing or following up.
func (d *discordSink) respondLate(ctx context.Context, r *commands.Request, resp commands.Response) error {
	switch {
	case resp.Kind == commands.RespondAck:
		return nil
	case resp.Kind == commands.RespondUpdate || r.Kind == commands.KindCommand || r.Kind == commands.KindModal:
		_, err := d.s.InteractionResponseEdit(d.i, webhookEdit(resp.Message), discordgo.WithContext(ctx))
		return err
	case resp.Kind == commands.RespondMessage:
		m := resp.Message
		_, err := d.s.FollowupMessageCreate(d.i, true, &discordgo.WebhookParams{
			Content: m.Content, Embeds: m.Embeds, Components: m.Components, Files: m.DiscordFiles(),
			Flags: m.Flags(), AllowedMentions: m.AllowedMentions(),
		}, discordgo.WithContext(ctx))
		return err
	}
	return fmt.Errorf("bot: response kind %d cannot follow a deferral", resp.Kind)
}

func (d *discordSink) Post(ctx context.Context, channel string, m *render.Message) (string, error) {
	msg, err := d.s.ChannelMessageSendComplex(channel, &discordgo.MessageSend{
		Content: m.Content, Embeds: m.Embeds, Components: m.Components, Files: m.DiscordFiles(),
		AllowedMentions: m.AllowedMentions(),
	}, discordgo.WithContext(ctx))
	if err != nil {
		return "", err
	}
	return msg.ID, nil
}

func (d *discordSink) Edit(ctx context.Context, channel, id string, m *render.Message) error {
	edit := discordgo.NewMessageEdit(channel, id)
	if m == nil {
		none := []discordgo.MessageComponent{}
		edit.Components = &none
	} else {
		edit = fullEdit(channel, id, m)
	}
	_, err := d.s.ChannelMessageEditComplex(edit, discordgo.WithContext(ctx))
	return err
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
	content, embeds, comps := m.Content, nonNilEmbeds(m.Embeds), nonNilComponents(m.Components)
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
