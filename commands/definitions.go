package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
)

// Definitions returns the slash commands the bot registers: /play with a
// subcommand per registered game, /game and /rules.
func Definitions() []*discordgo.ApplicationCommand {
	guildOnly := []discordgo.InteractionContextType{discordgo.InteractionContextGuild}
	return []*discordgo.ApplicationCommand{
		{Name: "play", Description: "Open a game lobby in this channel", Options: playSubcommands(), Contexts: &guildOnly},
		{Name: "game", Description: "Act in this channel's game", Options: gameSubcommands(), Contexts: &guildOnly},
		{Name: "rules", Description: "Show the rules of a game", Options: []*discordgo.ApplicationCommandOption{{
			Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "Which game",
			Required: true, Choices: gameChoices(),
		}}},
	}
}

func playSubcommands() []*discordgo.ApplicationCommandOption {
	var subs []*discordgo.ApplicationCommandOption
	for _, r := range games.All() {
		info := r.Info()
		sub := &discordgo.ApplicationCommandOption{
			Type: discordgo.ApplicationCommandOptionSubCommand, Name: info.Name, Description: clip100(info.Summary),
		}
		for _, o := range info.Options {
			sub.Options = append(sub.Options, gameOption(o))
		}
		maxBots := float64(info.MaxSeats - 1)
		if info.MaxSeats > 1 {
			zero := 0.0
			sub.Options = append(sub.Options, &discordgo.ApplicationCommandOption{
				Type: discordgo.ApplicationCommandOptionInteger, Name: "bots",
				Description: "Bot players to seat at once", MinValue: &zero, MaxValue: maxBots,
			})
		}
		subs = append(subs, sub)
	}
	return subs
}

func gameOption(o games.Option) *discordgo.ApplicationCommandOption {
	opt := &discordgo.ApplicationCommandOption{Name: o.Name, Description: clip100(o.Description)}
	switch o.Kind {
	case games.OptionBool:
		opt.Type = discordgo.ApplicationCommandOptionBoolean
	case games.OptionInt:
		opt.Type = discordgo.ApplicationCommandOptionInteger
		if o.Min != 0 || o.Max != 0 {
			lo := float64(o.Min)
			opt.MinValue, opt.MaxValue = &lo, float64(o.Max)
		}
	default:
		opt.Type = discordgo.ApplicationCommandOptionString
		for _, c := range o.Choices {
			opt.Choices = append(opt.Choices, &discordgo.ApplicationCommandOptionChoice{Name: c, Value: c})
		}
	}
	return opt
}

func gameSubcommands() []*discordgo.ApplicationCommandOption {
	sub := func(name, desc string, opts ...*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
		return &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionSubCommand, Name: name, Description: desc, Options: opts}
	}
	notation := &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionString, Name: "notation", Description: "Your move, e.g. write red 7",
		Required: true, Autocomplete: true, MaxLength: 100,
	}
	return []*discordgo.ApplicationCommandOption{
		sub("join", "Join the lobby"),
		sub("leave", "Leave the lobby"),
		sub("start", "Start the game (host)"),
		sub("cancel", "Cancel the game (host or channel managers)"),
		sub("board", "Post the board again"),
		sub("move", "Play a move by typing it", notation),
		sub("moves", "List your legal moves"),
		sub("hand", "Show your own sheet or hand, privately"),
		sub("resign", "Give up your seat; a bot plays it out"),
	}
}

func gameChoices() []*discordgo.ApplicationCommandOptionChoice {
	var out []*discordgo.ApplicationCommandOptionChoice
	for _, r := range games.All() {
		out = append(out, &discordgo.ApplicationCommandOptionChoice{Name: r.Info().Title, Value: r.Info().Name})
	}
	return out
}

func clip100(s string) string {
	if s == "" {
		return "Play this game"
	}
	if len(s) > 100 {
		return s[:99] + "…"
	}
	return s
}
