package console

import (
	"fmt"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
)

// maxStringOption is the longest string option value Discord sends when
// a command sets no max_length of its own.
const maxStringOption = 6000

// checkLengths refuses an option value longer than its command allows,
// as Discord's client does before anything reaches the bot; opts are the
// options of r's command.
func checkLengths(r *commands.Request, opts []*discordgo.ApplicationCommandOption) error {
	for name, value := range r.Options {
		limit := maxStringOption
		if o := optionNamed(opts, name); o != nil && o.MaxLength > 0 {
			limit = o.MaxLength
		}
		if n := utf8.RuneCountInString(value); n > limit {
			return fmt.Errorf("%s takes at most %d characters (this has %d): Discord would not send it", name, limit, n)
		}
	}
	return nil
}

// optionNamed returns the option of opts whose English name is name.
func optionNamed(opts []*discordgo.ApplicationCommandOption, name string) *discordgo.ApplicationCommandOption {
	for _, o := range opts {
		if o.Name == name {
			return o
		}
	}
	return nil
}
