// Package boardlife decides a board's life: from a handler's fact (what
// happened to a channel's board) it settles whether a new message is
// posted or the one shown is edited, whether a click's answer shows it
// in place, what the old message shows once retired, whether the board
// is a match's final board, and at which version it is recorded. It
// decides for every kind of board (lobby, in play, final, deadline
// boards, boards owed after a restart, a board that asks the players to
// decide a request), so that handlers say what happened and never how
// it is shown. A request of the players (to take back a move, to change
// the clock) is no message of its own: the board, drawn from the match,
// carries its buttons while the match holds it open, so that a channel
// shows one message to press, after a restart too.
//
// Drawing stays a pure function of the match, supplied by the caller
// (Drawer); queueing, pacing and sending are package bot's.
package boardlife
