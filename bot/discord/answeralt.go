package discord

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/render"
)

// describedResponse is an interaction response with its attachments'
// descriptions (alt text), for which discordgo's types have no field:
// its data's attachments list shadows the data's own.
type describedResponse struct {
	Type discordgo.InteractionResponseType `json:"type"`
	Data describedData                     `json:"data"`
}

type describedData struct {
	*discordgo.InteractionResponseData
	Attachments []attachmentRef `json:"attachments"`
}

// responseBody is the body to send for resp: resp itself, or, when alts
// describe its uploads, resp with the descriptions.
func responseBody(resp *discordgo.InteractionResponse, alts []attachmentRef) any {
	if len(alts) == 0 || resp.Data == nil || len(resp.Data.Files) == 0 {
		return resp
	}
	return &describedResponse{Type: resp.Type, Data: describedData{resp.Data, alts}}
}

// respondREST sends resp as interaction i's callback, as discordgo's
// InteractionRespond does, with the descriptions alts of its uploads.
func respondREST(ctx context.Context, s *discordgo.Session, i *discordgo.Interaction, resp *discordgo.InteractionResponse, alts []attachmentRef) error {
	body := responseBody(resp, alts)
	if body == any(resp) {
		return s.InteractionRespond(i, resp, discordgo.WithContext(ctx))
	}
	endpoint := discordgo.EndpointInteractionResponse(i.ID, i.Token)
	contentType, data, err := discordgo.MultipartBodyWithJSON(body, resp.Data.Files)
	if err != nil {
		return err
	}
	_, err = s.RequestRaw("POST", endpoint, contentType, data, endpoint, 0, discordgo.WithContext(ctx))
	return err
}

// editOriginal edits the interaction's answer into m, as discordgo's
// InteractionResponseEdit does, with the descriptions of its uploads:
// a deferred click's board shown in place keeps its alt text too.
func (d *discordSink) editOriginal(ctx context.Context, m *render.Message) error {
	edit := webhookEdit(m)
	refs := altTexts(m)
	if refs == nil || len(edit.Files) == 0 {
		_, err := d.s.InteractionResponseEdit(d.i, edit, discordgo.WithContext(ctx))
		return err
	}
	endpoint := discordgo.EndpointWebhookMessage(d.i.AppID, d.i.Token, "@original")
	contentType, body, err := discordgo.MultipartBodyWithJSON(hookEditBody{edit, refs}, edit.Files)
	if err != nil {
		return err
	}
	_, err = d.s.RequestRaw("PATCH", endpoint, contentType, body, endpoint, 0, discordgo.WithContext(ctx))
	return err
}
