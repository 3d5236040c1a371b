package discordtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
)

// ErrCallbackRejected is returned by Interact and the waits for an
// interaction when the fake refused the bot's callback for it.
var ErrCallbackRejected = errors.New("discordtest: interaction callback rejected")

// Response is the bot's acknowledgement of an interaction.
type Response struct {
	InteractionID string
	Type          discordgo.InteractionResponseType
	// Data is the callback's data decoded by discordgo, nil when it had
	// none; Raw is the callback body as sent (payload_json for multipart).
	Data        *discordgo.InteractionResponseData
	Raw         json.RawMessage
	Attachments []Attachment
	// Message is the message the callback created (4; 5 its "thinking"
	// placeholder) or updated (7), or for 6 the component's message, as
	// it was right after the callback. Nil for 1, 8 and 9.
	Message *Message
}

// interaction is the fake's record of an interaction it dispatched.
type interaction struct {
	in         *Interaction
	ref        interactionRef
	dispatched time.Time
	resp       *Response
	originalID string // message id of @original, "" while none
	pending    bool   // deferred (5, 6) and @original not edited since
	deleted    bool   // @original was deleted
	followups  []string
}

// Interact dispatches in to the bot as an INTERACTION_CREATE event and
// waits until the bot acknowledges it, returning the acknowledgement. It
// waits for a gateway session first. It fails when in is an interaction
// Discord would never send (a missing button, an unopened modal), when the
// fake refuses the callback (ErrCallbackRejected) or when ctx ends.
func (s *Server) Interact(ctx context.Context, in *Interaction) (*Response, error) {
	if in.err != nil {
		return nil, in.err
	}
	if err := s.waitSession(ctx); err != nil {
		return nil, fmt.Errorf("discordtest: interaction %s: %w", in.ID, err)
	}
	payload, err := s.register(in)
	if err != nil {
		return nil, err
	}
	s.timing.dispatched(in.ID)
	if err := s.Dispatch(ctx, "INTERACTION_CREATE", payload); err != nil {
		return nil, err
	}
	resp, err := await(ctx, &s.sig, func() (*Response, bool, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		if r := s.interactions[in.ID].resp; r != nil {
			return r, true, nil
		}
		return nil, false, s.callbackErrorLocked(in.ID)
	})
	if err != nil {
		return nil, fmt.Errorf("discordtest: waiting for the response to interaction %s: %w", in.ID, err)
	}
	return resp, nil
}

// register records in as dispatched now and returns its payload.
func (s *Server) register(in *Interaction) (map[string]any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, dup := s.interactions[in.ID]; dup {
		return nil, fmt.Errorf("discordtest: interaction %s was already sent", in.ID)
	}
	st := &interaction{in: in, dispatched: s.now(), ref: interactionRef{
		ID: in.ID, Type: in.Type, User: in.Member, Name: commandName(in.Data),
	}}
	s.interactions[in.ID] = st
	s.byToken[in.Token] = st
	return s.payloadLocked(in), nil
}

func commandName(data any) string {
	d, _ := data.(map[string]any)
	name, _ := d["name"].(string)
	return name
}

// payloadLocked is in as Discord sends it; s.mu must be held.
func (s *Server) payloadLocked(in *Interaction) map[string]any {
	ch := map[string]any{"id": in.ChannelID, "type": discordgo.ChannelTypeGuildText, "guild_id": GuildID}
	if c, ok := s.channels[in.ChannelID]; ok {
		ch = c.wire()
	}
	guildLocale := in.GuildLocale
	if guildLocale == "" {
		guildLocale = discordgo.EnglishUS
	}
	p := map[string]any{
		"id":                             in.ID,
		"application_id":                 ApplicationID,
		"type":                           in.Type,
		"data":                           in.Data,
		"guild_id":                       GuildID,
		"guild":                          map[string]any{"id": GuildID, "locale": guildLocale, "features": []string{}},
		"guild_locale":                   guildLocale,
		"channel_id":                     in.ChannelID,
		"channel":                        ch,
		"member":                         in.Member.memberJSON(),
		"token":                          in.Token,
		"version":                        1,
		"app_permissions":                strconv.FormatInt(s.appPermissionsLocked(in.ChannelID), 10),
		"locale":                         in.Locale,
		"entitlements":                   []any{},
		"entitlement_sku_ids":            []any{},
		"authorizing_integration_owners": map[string]string{"0": GuildID},
		"context":                        0,
		"attachment_size_limit":          maxBody,
	}
	if in.Message != nil {
		if m, ok := s.messageLocked(in.Message.ChannelID, in.Message.ID); ok {
			p["message"] = m.wire()
		}
	}
	return p
}

// callbackErrorLocked returns why the fake refused a callback for the
// interaction, nil while it refused none that discordgo gives up on;
// s.mu must be held.
func (s *Server) callbackErrorLocked(id string) error {
	return s.rejected.errLocked(id)
}

const callbackRoute = "/interactions/{interaction_id}/{interaction_token}/callback"

// ResponseTo returns the bot's acknowledgement of an interaction, false
// while there is none.
func (s *Server) ResponseTo(interactionID string) (*Response, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.interactions[interactionID]
	if !ok || st.resp == nil {
		return nil, false
	}
	return st.resp, true
}

// WaitOriginal waits until the interaction's original response is final
// and returns its latest version: at once after a message (4) or update
// (7); after a deferred response (5, 6) once the bot edited @original or,
// for 5, sent its first follow-up. It fails for responses without a
// message (1, 8, 9), when @original was deleted or when ctx ends.
func (s *Server) WaitOriginal(ctx context.Context, interactionID string) (*Message, error) {
	m, err := await(ctx, &s.sig, func() (*Message, bool, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		st, ok := s.interactions[interactionID]
		switch {
		case !ok:
			return nil, false, fmt.Errorf("discordtest: no interaction %s was sent", interactionID)
		case st.resp == nil:
			return nil, false, s.callbackErrorLocked(interactionID)
		case st.originalID == "":
			return nil, false, fmt.Errorf("discordtest: response type %d has no message", st.resp.Type)
		case st.deleted:
			return nil, false, fmt.Errorf("discordtest: the original response was deleted")
		case st.pending:
			return nil, false, nil
		}
		return s.messages[st.originalID], true, nil
	})
	if err != nil {
		return nil, fmt.Errorf("discordtest: waiting for the original response to %s: %w", interactionID, err)
	}
	return m, nil
}

// WaitFollowups waits until the bot sent at least n follow-up messages for
// the interaction and returns the latest version of those not deleted,
// oldest first. A follow-up that replaced a deferred "thinking" message is
// the original response, not a follow-up.
func (s *Server) WaitFollowups(ctx context.Context, interactionID string, n int) ([]*Message, error) {
	msgs, err := await(ctx, &s.sig, func() ([]*Message, bool, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		st, ok := s.interactions[interactionID]
		if !ok {
			return nil, false, fmt.Errorf("discordtest: no interaction %s was sent", interactionID)
		}
		if len(st.followups) < n {
			return nil, false, nil
		}
		var out []*Message
		for _, id := range st.followups {
			if m, ok := s.messages[id]; ok {
				out = append(out, m)
			}
		}
		return out, true, nil
	})
	if err != nil {
		return nil, fmt.Errorf("discordtest: waiting for %d follow-ups to %s: %w", n, interactionID, err)
	}
	return msgs, nil
}
