package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/render"
)

// ResponseKind is how an interaction is answered.
type ResponseKind int

// The ways to answer an interaction.
const (
	// RespondMessage answers with a new message.
	RespondMessage ResponseKind = iota + 1
	// RespondUpdate replaces the message the component is on.
	RespondUpdate
	// RespondAck acknowledges a component without changing its message.
	RespondAck
	// RespondChoices answers an autocomplete.
	RespondChoices
	// RespondModal opens a modal.
	RespondModal
)

// Response is the one answer an interaction gets.
type Response struct {
	Kind    ResponseKind
	Message *render.Message
	Choices []*discordgo.ApplicationCommandOptionChoice
	Modal   *discordgo.InteractionResponseData
}

// Respond returns the one answer that reply gives request r, cut to
// Discord's limits; boardDone reports that the answer already shows the
// reply's board (a click on the board, edited in place).
func Respond(r *Request, reply *Reply) (resp Response, boardDone bool) {
	resp, boardDone = response(r, reply)
	fitResponse(&resp)
	return resp, boardDone
}

// response picks the interaction's answer; boardDone reports that the
// answer already shows the board.
func response(r *Request, reply *Reply) (resp Response, boardDone bool) {
	switch {
	case r.Kind == KindAutocomplete:
		return Response{Kind: RespondChoices, Choices: reply.Choices}, false
	case reply.Modal != nil:
		return Response{Kind: RespondModal, Modal: reply.Modal}, false
	case r.Kind == KindComponent:
		return componentResponse(r, reply)
	case reply.Message != nil:
		return Response{Kind: RespondMessage, Message: reply.Message}, false
	}
	return Response{Kind: RespondMessage, Message: render.Reply("Done.")}, false
}

func componentResponse(r *Request, reply *Reply) (Response, bool) {
	b := reply.Board
	onBoard := b != nil && b.Previous != "" && b.Previous == r.Message
	switch {
	case reply.Update != nil:
		return Response{Kind: RespondUpdate, Message: reply.Update}, false
	case onBoard && !b.New && b.Render() != nil:
		return Response{Kind: RespondUpdate, Message: b.Message}, true
	case onBoard && b.New && b.Retired != nil:
		// The new board is posted after; the clicked one retires now.
		return Response{Kind: RespondUpdate, Message: b.Retired}, false
	case reply.Message != nil:
		return Response{Kind: RespondMessage, Message: reply.Message}, false
	}
	return Response{Kind: RespondAck}, false
}
