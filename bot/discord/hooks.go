package discord

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/render"
)

// hookLife is how long after its interaction a board posted through the
// interaction's webhook may be edited through it: Discord keeps an
// interaction's token 15 minutes.
const hookLife = 14 * time.Minute

// hookPruneEvery is how many boards are remembered between two prunes.
const hookPruneEvery = 1024

// boardHooks remembers, for the boards posted as follow-ups of an
// interaction, that interaction: its webhook edits them (and retires
// them) without counting against the global rate limit, while its token
// lasts. It lives in memory only: after a restart the boards are edited
// with the bot token, as before.
type boardHooks struct {
	mu   sync.Mutex
	m    map[string]boardHook
	puts int
}

type boardHook struct {
	i  *discordgo.Interaction
	at time.Time
}

// put remembers that message was posted through i, received at at.
func (h *boardHooks) put(message string, i *discordgo.Interaction, at time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.m == nil {
		h.m = map[string]boardHook{}
	}
	if h.puts++; h.puts%hookPruneEvery == 0 {
		for id, k := range h.m {
			if time.Since(k.at) > hookLife {
				delete(h.m, id)
			}
		}
	}
	h.m[message] = boardHook{i: i, at: at}
}

// get returns the interaction whose webhook may still edit message.
func (h *boardHooks) get(message string) (*discordgo.Interaction, bool) {
	if h == nil {
		return nil, false
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	k, ok := h.m[message]
	if !ok || time.Since(k.at) > hookLife {
		return nil, false
	}
	return k.i, true
}

// postHook posts m as a follow-up of interaction i and returns its id.
func (d *discordSink) postHook(ctx context.Context, i *discordgo.Interaction, m *render.Message) (string, error) {
	data := &discordgo.WebhookParams{
		Content: m.Content, Embeds: richEmbeds(m.Embeds), Components: m.Components, Files: m.DiscordFiles(),
		AllowedMentions: m.AllowedMentions(),
	}
	endpoint := discordgo.EndpointWebhookToken(i.AppID, i.Token) + "?wait=true"
	var payload any = data
	if refs := altTexts(m); refs != nil {
		payload = hookPostBody{data, refs}
	}
	// Discord's bucket is the webhook's, one per interaction token; one
	// bucket for all would have discordgo send them one at a time.
	body, err := d.send(ctx, "POST", endpoint, discordgo.EndpointWebhookToken(i.AppID, i.Token), payload, data.Files)
	if err != nil {
		return "", err
	}
	var sent struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(body, &sent); err != nil || sent.ID == "" {
		return "", fmt.Errorf("bot: follow-up board: no message id in the answer (%v)", err)
	}
	return sent.ID, nil
}

// editHook edits message id, a follow-up of interaction i, into m, or
// takes its components away for a nil m.
func (d *discordSink) editHook(ctx context.Context, i *discordgo.Interaction, id string, m *render.Message) error {
	var edit *discordgo.WebhookEdit
	if m == nil {
		none := []discordgo.MessageComponent{}
		edit = &discordgo.WebhookEdit{Components: &none}
	} else {
		edit = webhookEdit(m)
		embeds := richEmbeds(*edit.Embeds)
		edit.Embeds = &embeds
	}
	var payload any = edit
	if m != nil {
		if refs := altTexts(m); refs != nil {
			payload = hookEditBody{edit, refs}
		}
	}
	_, err := d.send(ctx, "PATCH", discordgo.EndpointWebhookMessage(i.AppID, i.Token, id),
		discordgo.EndpointWebhookMessage(i.AppID, i.Token, ""), payload, edit.Files)
	return err
}

// hookPostBody is a follow-up with its attachments' descriptions (alt
// text); its list shadows the parameters' own.
type hookPostBody struct {
	*discordgo.WebhookParams
	Attachments []attachmentRef `json:"attachments,omitempty"`
}

// hookEditBody is an edit of a follow-up that replaces its attachments
// with the uploads and their descriptions.
type hookEditBody struct {
	*discordgo.WebhookEdit
	Attachments []attachmentRef `json:"attachments"`
}
