package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
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
// Discord's limits; board is the reply's board as the board's life
// planned it (boardlife.Plan), nil for none. boardDone reports that the
// answer already shows the board (a click on the board, edited in
// place, as board.InPlace decides).
func Respond(r *Request, reply *Reply, board *boardlife.Board) (resp Response, boardDone bool) {
	resp, boardDone = response(r, reply, board)
	fitResponse(&resp)
	return resp, boardDone
}

// response picks the interaction's answer; boardDone reports that the
// answer already shows the board.
func response(r *Request, reply *Reply, board *boardlife.Board) (resp Response, boardDone bool) {
	switch {
	case r.Kind == KindAutocomplete:
		return Response{Kind: RespondChoices, Choices: reply.Choices}, false
	case reply.Modal != nil:
		return Response{Kind: RespondModal, Modal: reply.Modal}, false
	case r.Kind == KindComponent:
		return componentResponse(r, reply, board)
	case reply.Message != nil:
		return Response{Kind: RespondMessage, Message: reply.Message}, false
	}
	return Response{Kind: RespondMessage, Message: render.Reply(privateLang(r).Say("reply.done"))}, false
}

func componentResponse(r *Request, reply *Reply, board *boardlife.Board) (Response, bool) {
	if reply.Update != nil {
		return Response{Kind: RespondUpdate, Message: reply.Update}, false
	}
	shown, retired := board.InPlace(r.Message)
	switch {
	case shown:
		return Response{Kind: RespondUpdate, Message: board.Message}, true
	case retired != nil:
		// The new board is posted after; the clicked one retires now.
		return Response{Kind: RespondUpdate, Message: retired}, false
	case reply.Message != nil:
		return Response{Kind: RespondMessage, Message: reply.Message}, false
	}
	return Response{Kind: RespondAck}, false
}
