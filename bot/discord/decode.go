package discord

import (
	"encoding/json"
	"fmt"

	"github.com/bwmarrin/discordgo"
)

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
