package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/render"
)

// Reply is what a handler answers. The transport picks the cheapest way to
// deliver it: for a component on the current board whose board is edited in
// place, one UPDATE_MESSAGE does it all.
type Reply struct {
	// Message answers the interaction with a new message, usually
	// ephemeral. Nil with no Update: a bare acknowledgement.
	Message *render.Message
	// Update replaces the message the component is on.
	Update *render.Message
	// Board is the channel's board to post or edit after answering.
	Board *BoardUpdate
	// Choices answer an autocomplete.
	Choices []*discordgo.ApplicationCommandOptionChoice
	// Modal asks the user to fill in a form.
	Modal *discordgo.InteractionResponseData
	// Thread, when set, asks for a thread before the reply is known: the
	// board's life opens it once the channel's lock is let go and gets
	// the reply from Router.Opened. The other fields are then empty.
	Thread *ThreadWanted
	// Ask, when set, says that the answer's public message carries the
	// buttons of an open request of the players (see Ask).
	Ask *Ask
	// Rename, when set, asks that a thread be renamed once the
	// interaction is answered, outside any lock; best-effort.
	Rename *ThreadRename
}

// BoardUpdate is a board message to post or edit in a channel.
type BoardUpdate struct {
	Channel string
	// Version is the match version the board shows; the transport records
	// a new board's message id at that version. Zero: the match has ended
	// and nothing is recorded.
	Version int64
	// Message is the board; see Draw.
	Message *render.Message
	// Draw, when Message is nil, draws the board on first use (Render), so
	// that the interaction is answered before the picture is paid for.
	Draw func() *render.Message
	// Previous is the id of the board shown so far, if any.
	Previous string
	// New posts a new board (pinging the players it mentions) and retires
	// Previous; otherwise Previous is edited in place.
	New bool
	// Retired is what Previous shows once retired; nil keeps its content
	// and removes its components.
	Retired *render.Message
	// RetiresLobby: Previous is the match's lobby, retired as the lobby
	// of the match as it stands when the board goes out (RetiredLobby),
	// so that a player who left or was deleted meanwhile is not named
	// again.
	RetiresLobby bool
	// Final: the board shows how a match ended (its game-over board); a
	// transport never folds a later match's board into it.
	Final bool
	// Match is the id of the match the board shows ("": none known). A
	// transport so tells a board of a match that has ended from the next
	// match's in the channel, and, once a final board is posted, tells
	// the recorder (FinalRecorder), so that a restart does not owe it.
	Match string
}

// Render returns the board's message, drawing it once when it is lazy,
// cut to Discord's limits (render.Message.Fit); nil when there is none.
func (b *BoardUpdate) Render() *render.Message {
	if b.Message == nil && b.Draw != nil {
		b.Message, b.Draw = b.Draw(), nil
	}
	if b.Message != nil {
		b.Message.Fit()
	}
	return b.Message
}

// Ephemeral returns a reply that answers with one private line.
func Ephemeral(text string) *Reply { return &Reply{Message: render.Reply(text)} }
