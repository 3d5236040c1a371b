package bot

import (
	"fmt"
	"log/slog"
	"runtime/debug"
)

// This file is where the bot and its transports recover panics; nowhere
// else in bot/... calls recover. (commands.Router.Handle recovers a
// handler's panic on its own, to answer with an apology.)

// Guard recovers a panic in the goroutine it is deferred in, and logs it
// to log with what was being done and attrs (slog key-value pairs): a
// request that breaks the decoding or the handling of an interaction
// costs that interaction, never the process. It must be deferred directly
// (defer bot.Guard(log, "...")), as recover only works there.
func Guard(log *slog.Logger, what string, attrs ...any) {
	if p := recover(); p != nil {
		logPanic(log, what, p, attrs)
	}
}

// GuardThen is Guard that, once it has recovered a panic and logged it,
// calls then: how a goroutine that owes an answer still gives one. It
// must be deferred directly, as Guard.
func GuardThen(log *slog.Logger, what string, then func(), attrs ...any) {
	if p := recover(); p != nil {
		logPanic(log, what, p, attrs)
		then()
	}
}

// Safely calls f and returns its error, or a panic in f as an error that
// says what was being done: for work whose panic is one more way to fail
// (decoding a body that breaks the decoder).
func Safely(what string, f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: panic: %v", what, p)
		}
	}()
	return f()
}

func logPanic(log *slog.Logger, what string, p any, attrs []any) {
	args := append([]any{"during", what, "panic", fmt.Sprint(p), "stack", string(debug.Stack())}, attrs...)
	log.Error("interaction panic", args...)
}
