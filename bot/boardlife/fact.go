package boardlife

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// Change is what happened to a channel's board.
type Change int

// The changes a board goes through.
const (
	// Opened: a lobby opened (a /play, a rematch).
	Opened Change = iota + 1
	// Seated: a lobby's seats or settings changed.
	Seated
	// Started: the match started; its lobby is done.
	Started
	// Played: moves were played (a move, an undo allowed, a resign,
	// bots' moves a stop left unplayed).
	Played
	// TookBack: a move was taken back at once.
	TookBack
	// TimedOut: a deadline played for the seats that ran out of time.
	TimedOut
	// Closed: the lobby was cancelled before its match started.
	Closed
	// Cancelled: the match was cancelled in play.
	Cancelled
	// Shown: a player asked for the board again (/game board).
	Shown
	// Rejoined: a player took their seat back from a bot.
	Rejoined
	// Owed: the board the match owes after a stop (its message shows an
	// older version, or none shows).
	Owed
	// Ended: the final board of an ended match, shown again (/game board
	// after the end, a final board a stop kept from the channel).
	Ended
	// Asked: the players were asked to decide a request (to take back a
	// move, to change the clock); the board carries its buttons while it
	// is open.
	Asked
	// Answered: a request's answers changed, or it was refused, agreed or
	// voided, with no move played.
	Answered
)

// Fact is what happened to a channel's board, as plain data: the match
// as it now stands and what changed. A handler returns it; Plan turns it
// into the board's life.
type Fact struct {
	Channel string
	Change  Change
	// Match is the match as it now stands (an ended match as archived).
	Match *session.Match
	// Shown is the message that showed the match's board before the
	// change, "" when none did.
	Shown string
	// Waited are the seats that could act before the change (Played).
	Waited []games.Seat
	// Outcome is what the change played (Played, TookBack, Started),
	// nil when it played nothing.
	Outcome *session.Outcome
	// Expiry is what a deadline did (TimedOut).
	Expiry *session.Expiry
	// Said is what the board says happened, when the change tells it in
	// words of its own (who cancelled, who rejoined).
	Said string
	// Note is a line the board adds, so that every player sees it (why
	// the game waits for a bot).
	Note string
	// Invited are the players a rematch's lobby pings, and Asker the
	// name of who asked for it.
	Invited []session.Player
	Asker   string
}
