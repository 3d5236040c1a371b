package commands

import (
	"errors"
	"strings"
	"unicode"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// playerErrors are the errors whose text players may read.
var playerErrors = []error{
	games.ErrIllegalMove, games.ErrNotYourTurn, games.ErrGameOver, games.ErrBadNotation,
	games.ErrBadOptions, games.ErrUnknownGame,
	session.ErrNoMatch, session.ErrChannelBusy, session.ErrStale, session.ErrNotHost,
	session.ErrNotSeated, session.ErrAlreadySeated, session.ErrTableFull, session.ErrNotLobby,
	session.ErrNotPlaying, session.ErrTooFewPlayers, session.ErrNoMatchID,
	session.ErrBadTiming, session.ErrPaused, session.ErrNotPaused, session.ErrLogPruned,
	session.ErrBotSeat, session.ErrNotTakenOver, session.ErrNoVote,
	session.ErrNotPlayer, session.ErrNotEnded,
	session.ErrNothingToUndo, session.ErrCannotUndo, session.ErrUndoPending, session.ErrUndoExpired, session.ErrNotAsked,
	session.ErrInviteBot, session.ErrInviteSelf, session.ErrInviteSeated, session.ErrInvitedAlready,
	session.ErrNotInvited, session.ErrInviteLapsed,
	session.ErrFollowSeated, session.ErrFollowingAlready, session.ErrNotFollowing, session.ErrTooManyFollowers,
	errRefused,
}

// errRefused wraps refusals written by handlers themselves.
var errRefused = errors.New("refused")

// refusef returns a refusal whose text the player reads as it is.
func refusal(text string) error { return &refusalError{text} }

type refusalError struct{ text string }

func (e *refusalError) Error() string { return e.text }
func (e *refusalError) Unwrap() error { return errRefused }

// maxReason is the longest reason a player reads: an error may quote
// what the player typed, of any length.
const maxReason = 1000

// Reason returns the one line a player reads for err, at most maxReason
// characters, and whether err is a known refusal (unknown errors read as
// an apology and are logged).
func Reason(err error) (string, bool) {
	var re *refusalError
	if errors.As(err, &re) {
		return render.Clip(re.text, maxReason), true
	}
	if errors.Is(err, render.ErrCustomID) {
		return "That button is out of date or not one of mine; nothing changed.", true
	}
	for _, e := range playerErrors {
		if errors.Is(err, e) {
			return render.Clip(sentence(games.Reason(err)), maxReason), true
		}
	}
	return "Sorry, something went wrong on my side. The game is unchanged.", false
}

// sentence capitalises the first letter and ends with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	s = string(r)
	if !strings.ContainsAny(s[len(s)-1:], ".!?") {
		s += "."
	}
	return s
}
