package boardlife

import "github.com/quintetbot/quintet/render"

// Board is a board message to post or edit in a channel, as Plan decided
// it.
type Board struct {
	Channel string
	// Version is the match version the board shows; a new board's
	// message is recorded at it. Zero: the match has ended and nothing
	// is recorded.
	Version int64
	// Message is the board; see Draw.
	Message *render.Message
	// Draw, when Message is nil, draws the board on first use (Render),
	// so that the interaction is answered before the picture is paid for.
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
	// of the match as it stands when the board goes out, so that a player
	// who left or was deleted meanwhile is not named again.
	RetiresLobby bool
	// Final: the board shows how a match ended (its game-over board); it
	// is never folded into a later match's board.
	Final bool
	// Match is the id of the match the board shows ("": none known): a
	// board of a match that has ended is so told from the next match's
	// in the channel.
	Match string
}

// Render returns the board's message, drawing it once when it is lazy,
// cut to Discord's limits (render.Message.Fit); nil when there is none.
func (b *Board) Render() *render.Message {
	if b.Message == nil && b.Draw != nil {
		b.Message, b.Draw = b.Draw(), nil
	}
	if b.Message != nil {
		b.Message.Fit()
	}
	return b.Message
}

// InPlace reports how a click on message clicked answers a board: shown
// (the answer is the board, edited in place), or retired (the answer is
// what the clicked board shows once retired, the new board following),
// or neither.
func (b *Board) InPlace(clicked string) (shown bool, retired *render.Message) {
	if b == nil || b.Previous == "" || b.Previous != clicked {
		return false, nil
	}
	if !b.New && b.Render() != nil {
		return true, nil
	}
	if b.New && b.Retired != nil {
		return false, b.Retired
	}
	return false, nil
}
