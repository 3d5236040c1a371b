// Package bot is a board's life, whatever the transport that carries it:
// answering an interaction (routed under the channel's one lock, deferred
// when the handler is slow), queueing and pacing boards, posting or
// editing them, recording them, retiring the old ones, repairing what a
// stop left (stranded bot moves, owed boards, orphan boards), and the
// deadline scheduler (reminders, timeouts, catch-up after a restart) with
// direct messages for players who asked for them.
//
// What a board's life is, for a handler's fact (new message or edit,
// answered in place or retired, final, recorded at which version), is
// decided in one place, bot/boardlife; this package queues, paces and
// carries out those plans, and every transport hands it an interaction
// with one call (Bot.Serve).
//
// It reaches the platform only through a narrow Transport (post, edit,
// list a channel's messages), the Exchange of each interaction and the
// Carrier of a board that travels on its interaction, whose errors are
// classified with ErrRateLimited, ErrUnavailable and ErrForbidden. The
// transports live beside it and it imports neither: bot/discord (the only
// code that calls Discord) and bot/console.
package bot
