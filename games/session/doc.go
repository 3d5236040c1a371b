// Package session binds matches to Discord channels: the lobby (open, join,
// leave, add a bot, start, cancel), seats and their users, the host, one
// open match per channel, a version bumped on every change, the move log with
// the dice drawn for each move, finished matches moved to an archive, and
// each match's clock: its turn time, the current turn's deadline (kept in
// Wake, which stores index by time), pauses, reminders and timeouts.
//
// A Manager serializes everything that happens in one channel and writes
// each change through a Store in one transaction before it returns, so a
// caller answers a player only about changes that are durable.
package session
