package commands

import (
	"errors"
	"strings"
	"unicode"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
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

// refusal returns a refusal whose English text the player reads as it
// is, in every language: for words not yet in the catalogs.
func refusal(text string) error { return &refusalError{reason: locale.Plain(text)} }

// refuse returns a refusal the player reads in their language: the
// catalog's message key with args.
func refuse(key string, args ...any) error { return &refusalError{reason: locale.T(key, args...)} }

type refusalError struct{ reason locale.Text }

func (e *refusalError) Error() string { return e.reason.In(locale.English) }
func (e *refusalError) Unwrap() error { return errRefused }

// maxReason is the longest reason a player reads: an error may quote
// what the player typed, of any length.
const maxReason = 1000

// Reason is ReasonIn English.
func Reason(err error) (string, bool) { return ReasonIn(err, locale.English) }

// ReasonIn returns the one line a player reads for err in language l, at
// most maxReason characters, and whether err is a known refusal (unknown
// errors read as an apology and are logged). An engine's or the
// session's refusal with its reason in the catalog (locale.Refusal) is
// said in l; a session sentinel that knows no more is said by its own
// key; anything else reads in English as it is.
func ReasonIn(err error, l locale.Lang) (string, bool) {
	var re *refusalError
	if errors.As(err, &re) {
		return render.Clip(re.reason.In(l), maxReason), true
	}
	if errors.Is(err, render.ErrCustomID) {
		return l.Say("error.custom_id"), true
	}
	for _, e := range playerErrors {
		if !errors.Is(err, e) {
			continue
		}
		if _, keyed := locale.ReasonOf(err); !keyed {
			if key, ok := sentinelKeys[e]; ok && l != locale.English {
				return render.Clip(l.Say(key), maxReason), true
			}
		}
		return render.Clip(sentence(games.ReasonIn(err, l)), maxReason), true
	}
	return l.Say("error.internal"), false
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
