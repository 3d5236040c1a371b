package render

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Action is what a component does when clicked.
type Action string

// The component actions. The custom id of every component the bot sends is
// "<action>:<version in base 36>:<argument>", at most 100 characters.
const (
	// ActMove plays the move in the argument; with an empty argument, or
	// one that starts with "#" (a tag that keeps the custom ids of several
	// menus in one message distinct), it plays the move chosen in a select
	// menu.
	ActMove Action = "mv"
	// ActLobby is a lobby button: join, leave, bot, start or cancel.
	ActLobby Action = "lb"
	// ActUI changes what a board shows (a toggle, a picked die) without a
	// move; the argument is the game renderer's UI state.
	ActUI Action = "ui"
	// ActPrivate opens the clicker's private view (sheet or hand),
	// ephemeral; the argument is the renderer's UI state.
	ActPrivate Action = "pv"
	// ActForm opens the game renderer's form (a modal) named by the
	// argument; the modal carries the same custom id, and its submission
	// plays the move the renderer reads from the form.
	ActForm Action = "fm"
	// ActPage turns a leaderboard page: ID.Page is the page to show
	// (from 0, written where other ids write the version), the argument
	// is game/metric/from, where from is "p" on a
	// public board and "e" on a player's own copy. It needs no match.
	ActPage Action = "lp"
	// ActPrivacy is a button of /privacy: the version is the Unix second
	// the button was drawn at (it expires), the argument "ask" (delete my
	// data), "yes" (confirmed) or "no". It needs no match.
	ActPrivacy Action = "pd"
	// ActText shows the board's text rendering privately; the argument is
	// empty.
	ActText Action = "tx"
	// ActVote agrees to the seated players' open request to change the
	// clock; the argument is the request: "pause", "resume" or
	// "extend/<seconds>".
	ActVote Action = "vt"
	// ActRematch opens a lobby for another game of an ended match: the
	// argument is the ended match's id; the version is unused (zero).
	ActRematch Action = "rm"
	// ActUndo answers a request to take back a move: the version is the
	// one the request was made at, the argument "allow" or "refuse".
	ActUndo Action = "ud"
	// ActResign answers the confirmation /game resign asks for: the
	// version is the match's when it asked (any move since makes it
	// stale), the argument "yes" (resign) or "no" (keep playing).
	ActResign Action = "rs"
	// ActInvite answers an invitation to a lobby: the argument is "yes"
	// (accept) or "no" (decline), followed on a direct message by "/" and
	// the lobby's channel; the version is unused (zero).
	ActInvite Action = "iv"
)

// ID is a decoded component custom id.
type ID struct {
	Action  Action
	Version int64 // match version the component was drawn for
	// Page is the leaderboard page an ActPage button shows, from 0; its
	// id has no version.
	Page int
	Arg  string // action argument
}

// ErrCustomID reports a custom id the bot did not make.
var ErrCustomID = errors.New("render: not a Quintet custom id")

// Encode returns the custom id, or an error when it would pass Discord's
// 100-character limit.
func (id ID) Encode() (string, error) {
	n := id.Version
	if id.Action == ActPage {
		n = int64(id.Page)
	}
	s := string(id.Action) + ":" + strconv.FormatInt(n, 36) + ":" + id.Arg
	if len(s) > MaxCustomID {
		return "", fmt.Errorf("render: custom id of %d bytes, at most %d", len(s), MaxCustomID)
	}
	return s, nil
}

// String is Encode without the error, for ids known to be short; it panics
// on an id over the limit, which is a programming error.
func (id ID) String() string {
	s, err := id.Encode()
	if err != nil {
		panic(err)
	}
	return s
}

// ParseID decodes a custom id made by Encode.
func ParseID(s string) (ID, error) {
	if len(s) > MaxCustomID {
		return ID{}, ErrCustomID
	}
	parts := strings.SplitN(s, ":", 3)
	if len(parts) != 3 {
		return ID{}, ErrCustomID
	}
	act := Action(parts[0])
	switch act {
	case ActMove, ActLobby, ActUI, ActPrivate, ActForm, ActPage, ActPrivacy, ActText, ActVote, ActRematch, ActUndo, ActResign, ActInvite:
	default:
		return ID{}, ErrCustomID
	}
	v, err := strconv.ParseInt(parts[1], 36, 64)
	if err != nil || v < 0 || strconv.FormatInt(v, 36) != parts[1] {
		return ID{}, ErrCustomID
	}
	if act == ActPage {
		return ID{Action: act, Page: int(v), Arg: parts[2]}, nil
	}
	return ID{Action: act, Version: v, Arg: parts[2]}, nil
}

// SelectsMove reports whether a move id takes its move from the values of
// a select menu rather than from its argument.
func (id ID) SelectsMove() bool {
	return id.Action == ActMove && (id.Arg == "" || id.Arg[0] == '#')
}

// SelectID is the custom id of a select menu whose values are moves; tag
// tells several such menus of one message apart.
func SelectID(version int64, tag string) string {
	if tag != "" {
		tag = "#" + tag
	}
	return ID{Action: ActMove, Version: version, Arg: tag}.String()
}
