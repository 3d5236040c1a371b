package commands

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// sentinelKeys are the catalog keys of the refusals the session and the
// engines name by a sentinel error alone: what a player reads of them in
// a language other than English when the error carries no catalog
// reason (English reads the error's own words, details included).
var sentinelKeys = map[error]string{
	games.ErrIllegalMove:     "error.illegal_move",
	games.ErrNotYourTurn:     "error.not_your_turn",
	games.ErrGameOver:        "error.game_over",
	games.ErrBadNotation:     "error.bad_notation",
	games.ErrBadOptions:      "error.bad_options",
	games.ErrUnknownGame:     "error.unknown_game",
	session.ErrNoMatch:       "error.no_match",
	session.ErrChannelBusy:   "error.channel_busy",
	session.ErrStale:         "error.stale",
	session.ErrNotHost:       "error.not_host",
	session.ErrNotSeated:     "error.not_seated",
	session.ErrAlreadySeated: "error.already_seated",
	session.ErrTableFull:     "error.table_full",
	session.ErrNotLobby:      "error.not_lobby",
	session.ErrNotPlaying:    "error.not_playing",
	session.ErrTooFewPlayers: "error.too_few_players",
	session.ErrNoMatchID:     "error.no_match_id",
	session.ErrBadTiming:     "error.bad_timing",
	session.ErrPaused:        "error.paused",
	session.ErrNotPaused:     "error.not_paused",
	session.ErrLogPruned:     "error.log_pruned",
	session.ErrBotSeat:       "error.bot_seat",
	session.ErrNotTakenOver:  "error.not_taken_over",
	session.ErrNoVote:        "error.no_vote",
	session.ErrNotPlayer:     "error.not_player",
	session.ErrNotEnded:      "error.not_ended",
	session.ErrNothingToUndo: "error.nothing_to_undo",
	session.ErrCannotUndo:    "error.cannot_undo",
	session.ErrUndoPending:   "error.undo_pending",
	session.ErrUndoExpired:   "error.undo_expired",
	session.ErrNotAsked:      "error.not_asked",
}
