package session

import "errors"

// ErrBotsBehind: a request's own step was written, but the move of a bot
// seat that had to answer it was not (the store refused it: a full disk,
// a closed file). The Manager returns it wrapped, together with the
// Outcome of what was written; the match waits for that bot, whose move
// PlayStranded plays when the bot next starts.
var ErrBotsBehind = errors.New("session: a bot's move after the request was not saved")
