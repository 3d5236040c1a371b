package session

import "errors"

// Errors a Manager returns. Their text is written for players.
var (
	// ErrNoMatch: the channel has no open match.
	ErrNoMatch = errors.New("there is no game in this channel")
	// ErrChannelBusy: the channel already has an open match.
	ErrChannelBusy = errors.New("a game is already open in this channel")
	// ErrStale: the caller acted on an older version of the match.
	ErrStale = errors.New("this board is out of date")
	// ErrNotHost: only the host (or a channel manager) may do that.
	ErrNotHost = errors.New("only the host can do that")
	// ErrNotSeated: the user holds no seat in the match.
	ErrNotSeated = errors.New("you are not playing in this game")
	// ErrAlreadySeated: the user already holds a seat.
	ErrAlreadySeated = errors.New("you have already joined")
	// ErrTableFull: every seat is taken.
	ErrTableFull = errors.New("the table is full")
	// ErrNotLobby: the match has already started.
	ErrNotLobby = errors.New("the game has already started")
	// ErrNotPlaying: the match has not started yet.
	ErrNotPlaying = errors.New("the game has not started yet")
	// ErrTooFewPlayers: too few seats to start.
	ErrTooFewPlayers = errors.New("not enough players to start")
	// ErrNoMatchID: no archived match has that id.
	ErrNoMatchID = errors.New("no game has that id")
	// ErrBadTiming: a turn time or extension out of range.
	ErrBadTiming = errors.New("that duration is out of range")
	// ErrPaused: the match is paused already.
	ErrPaused = errors.New("the game is already paused")
	// ErrNotPaused: the match is not paused.
	ErrNotPaused = errors.New("the game is not paused")
)
