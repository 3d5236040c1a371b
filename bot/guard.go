package bot

import (
	"fmt"
	"log/slog"
	"runtime/debug"
)

// Guard recovers a panic in the goroutine it is deferred in, and logs it
// to log with what was being done: a request that breaks the decoding or
// the handling of an interaction costs that interaction, never the
// process. It must be deferred directly (defer bot.Guard(log, "...")), as
// recover only works there.
func Guard(log *slog.Logger, what string) {
	if p := recover(); p != nil {
		log.Error("interaction panic", "during", what, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
	}
}
