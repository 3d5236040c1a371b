package bot

import (
	"encoding/json"
	"fmt"
	"runtime/debug"

	"github.com/bwmarrin/discordgo"
)

// guard recovers a panic in the goroutine it is deferred in, and logs it
// with what was being done: a request that breaks the decoding or the
// handling of an interaction costs that interaction, never the process.
// It must be deferred directly (defer b.guard("...")), as recover only
// works there.
func (b *Bot) guard(what string) {
	if p := recover(); p != nil {
		b.log.Error("interaction panic", "during", what, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
	}
}

// decodeInteraction decodes an interaction as Discord sends it (an
// endpoint request's body); a panic while decoding is an error like any
// other malformed body.
func decodeInteraction(body []byte) (i *discordgo.Interaction, err error) {
	defer func() {
		if p := recover(); p != nil {
			i, err = nil, fmt.Errorf("bot: decoding interaction: panic: %v", p)
		}
	}()
	i = &discordgo.Interaction{}
	if err := json.Unmarshal(body, i); err != nil {
		return nil, fmt.Errorf("bot: decoding interaction: %w", err)
	}
	return i, nil
}
