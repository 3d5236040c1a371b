package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/render"
)

// Reply is what a handler answers: a fact, with no decision of how it
// is shown. The board's life picks the cheapest way to deliver it: for a
// component on the current board whose board is edited in place, one
// UPDATE_MESSAGE does it all.
type Reply struct {
	// Message answers the interaction with a new message, usually
	// ephemeral. Nil with no Update: a bare acknowledgement.
	Message *render.Message
	// Update replaces the message the component is on.
	Update *render.Message
	// Board is what happened to the channel's board, a fact the board's
	// life turns into messages after answering (boardlife.Plan).
	Board *boardlife.Fact
	// Choices answer an autocomplete.
	Choices []*discordgo.ApplicationCommandOptionChoice
	// Modal asks the user to fill in a form.
	Modal *discordgo.InteractionResponseData
	// Thread, when set, asks for a thread before the reply is known: the
	// board's life opens it once the channel's lock is let go and gets
	// the reply from Router.Opened. The other fields are then empty.
	Thread *ThreadWanted
	// Rename, when set, asks that a thread be renamed once the
	// interaction is answered, outside any lock; best-effort.
	Rename *ThreadRename
	// Directs are direct messages to send once the interaction is
	// answered (an invitation).
	Directs []Direct
}

// Ephemeral returns a reply that answers with one private line.
func Ephemeral(text string) *Reply { return &Reply{Message: render.Reply(text)} }
