package discordtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/bwmarrin/discordgo"
)

// postCallback answers POST /interactions/{id}/{token}/callback: the
// first acknowledgement of a dispatched interaction within its deadline
// is recorded and applied to the messages; every other one is refused as
// Discord refuses it.
func (s *Server) postCallback(rq *request) reply {
	f := rq.fields()
	typ := discordgo.InteractionResponseType(f.intAt("type"))
	var data messageFields
	_ = json.Unmarshal(f["data"], &data)

	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.interactions[rq.param("interaction_id")]
	switch {
	case !ok || st.in.Token != rq.param("interaction_token"):
		return unknownInteraction("no such interaction was dispatched")
	case st.resp != nil:
		return errorReply(http.StatusBadRequest, 40060, "Interaction has already been acknowledged.").
			failing(AlreadyAcknowledged, fmt.Sprintf("first acknowledged with type %d", st.resp.Type))
	case s.opts.ackDeadline > 0 && s.now().Sub(st.dispatched) > s.opts.ackDeadline:
		return unknownInteraction(fmt.Sprintf("acknowledged %v after dispatch, deadline %v",
			s.now().Sub(st.dispatched).Round(time.Millisecond), s.opts.ackDeadline))
	}
	if err := allowedCallback(st.in, typ); err != nil {
		fe := FieldError{Path: "/type", Code: "INTERACTION_CALLBACK_TYPE_INVALID", Message: err.Error()}
		return formError([]FieldError{fe}).failing(InvalidBody, err.Error(), fe)
	}
	resp := &Response{
		InteractionID: st.in.ID, Type: typ, Raw: rq.body, Attachments: rq.files,
		Data: decodeResponseData(f["data"]),
	}
	if rp, ok := s.applyCallback(st, resp, data, rq.files); !ok {
		return rp
	}
	st.resp = resp
	s.sig.broadcast()
	return noContent()
}

func unknownInteraction(detail string) reply {
	return errorReply(http.StatusNotFound, 10062, "Unknown interaction").failing(UnknownInteraction, detail)
}

// allowedCallback checks the callback type against the interaction type
// as Discord does.
func allowedCallback(in *Interaction, typ discordgo.InteractionResponseType) error {
	allowed := map[discordgo.InteractionType][]discordgo.InteractionResponseType{
		discordgo.InteractionPing:                           {1},
		discordgo.InteractionApplicationCommand:             {4, 5, 9},
		discordgo.InteractionMessageComponent:               {4, 5, 6, 7, 9},
		discordgo.InteractionApplicationCommandAutocomplete: {8},
		discordgo.InteractionModalSubmit:                    {4, 5},
	}[in.Type]
	if in.Type == discordgo.InteractionModalSubmit && in.Message != nil {
		allowed = append(allowed, 6, 7)
	}
	for _, t := range allowed {
		if t == typ {
			return nil
		}
	}
	return fmt.Errorf("callback type %d is not valid for an interaction of type %d", typ, in.Type)
}

// applyCallback creates or updates the messages the callback asks for and
// sets resp.Message; s.mu must be held. It returns the reply to send
// instead when the callback cannot be applied.
func (s *Server) applyCallback(st *interaction, resp *Response, data messageFields, files []Attachment) (reply, bool) {
	switch resp.Type {
	case discordgo.InteractionResponseChannelMessageWithSource:
		if isEmpty(data, files) {
			return emptyMessage(), false
		}
		m := s.newMessage(st.in.ChannelID, data, files)
		m.Flags &= discordgo.MessageFlagsEphemeral | discordgo.MessageFlagsSuppressEmbeds |
			discordgo.MessageFlagsSuppressNotifications | componentsV2
		s.answer(st, m)
		resp.Message = m
	case discordgo.InteractionResponseDeferredChannelMessageWithSource:
		m := s.newMessage(st.in.ChannelID, messageFields{}, nil)
		m.Flags = discordgo.MessageFlagsLoading | data.flags()&discordgo.MessageFlagsEphemeral
		s.answer(st, m)
		st.pending = true
		resp.Message = m
	case discordgo.InteractionResponseDeferredMessageUpdate, discordgo.InteractionResponseUpdateMessage:
		m, ok := s.messageLocked(st.in.Message.ChannelID, st.in.Message.ID)
		if !ok {
			return unknownMessage(), false
		}
		if resp.Type == discordgo.InteractionResponseUpdateMessage {
			m = s.editMessage(m, data, files)
			s.storeLocked(m)
		}
		st.originalID = m.ID
		st.pending = resp.Type == discordgo.InteractionResponseDeferredMessageUpdate
		resp.Message = m
	}
	return reply{}, true
}

// answer stores m as the interaction's original response.
func (s *Server) answer(st *interaction, m *Message) {
	m.InteractionID = st.in.ID
	ref := st.ref
	m.invoker = &ref
	if st.in.Type == discordgo.InteractionApplicationCommand {
		m.Type = discordgo.MessageTypeChatInputCommand
	}
	s.storeLocked(m)
	st.originalID = m.ID
}

// decodeResponseData decodes a callback's data with discordgo's types,
// components included; nil when there is none.
func decodeResponseData(raw json.RawMessage) *discordgo.InteractionResponseData {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var v struct {
		discordgo.InteractionResponseData
		Components json.RawMessage `json:"components"`
		Flags      json.Number     `json:"flags"`
	}
	_ = json.Unmarshal(raw, &v)
	d := v.InteractionResponseData
	d.Components = decodeComponents(v.Components)
	flags, _ := v.Flags.Int64()
	d.Flags = discordgo.MessageFlags(flags)
	return &d
}
