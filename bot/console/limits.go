package console

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
)

// maxStringOption is the longest string option value Discord sends when
// a command sets no max_length of its own.
const maxStringOption = 6000

// checkLengths refuses an option value longer than its command allows,
// as Discord's client does before anything reaches the bot.
func checkLengths(r *commands.Request) error {
	for name, value := range r.Options {
		limit := maxStringOption
		if o := optionOf(r.Command, name); o != nil && o.MaxLength > 0 {
			limit = o.MaxLength
		}
		if n := utf8.RuneCountInString(value); n > limit {
			return fmt.Errorf("%s takes at most %d characters (this has %d): Discord would not send it", name, limit, n)
		}
	}
	return nil
}

// optionOf finds an option of a command path ("game move") among the
// commands the bot registers.
func optionOf(path, name string) *discordgo.ApplicationCommandOption {
	words := strings.Fields(path)
	for _, d := range commands.Definitions() {
		if len(words) == 0 || d.Name != words[0] {
			continue
		}
		opts := d.Options
		for _, w := range words[1:] {
			var next []*discordgo.ApplicationCommandOption
			for _, o := range opts {
				if o.Name == w {
					next = o.Options
				}
			}
			opts = next
		}
		for _, o := range opts {
			if o.Name == name {
				return o
			}
		}
	}
	return nil
}
