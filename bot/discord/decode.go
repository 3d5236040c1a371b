package discord

import (
	"encoding/json"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
)

// decodeInteraction decodes an interaction as Discord sends it (an
// endpoint request's body); a panic while decoding is an error like any
// other malformed body (bot.Safely).
func decodeInteraction(body []byte) (*discordgo.Interaction, error) {
	i := &discordgo.Interaction{}
	err := bot.Safely("bot: decoding interaction", func() error {
		if err := json.Unmarshal(body, i); err != nil {
			return fmt.Errorf("bot: decoding interaction: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return i, nil
}
