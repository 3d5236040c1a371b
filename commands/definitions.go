package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Definitions returns the slash commands the bot registers: /play with a
// subcommand per registered game, /game and /rules, each named and
// described in every language Quintet speaks.
func Definitions() []*discordgo.ApplicationCommand {
	defs := definitions()
	localize(defs)
	return defs
}

// definitions returns the commands in English.
func definitions() []*discordgo.ApplicationCommand {
	guildOnly := []discordgo.InteractionContextType{discordgo.InteractionContextGuild}
	manageGuild := int64(permManageGuild)
	return []*discordgo.ApplicationCommand{
		{Name: "play", Description: "Open a game lobby in this channel", Options: playSubcommands(), Contexts: &guildOnly},
		{Name: "game", Description: "Act in this channel's game", Options: gameSubcommands(), Contexts: &guildOnly},
		{Name: "settings", Description: "Change this server's defaults", Contexts: &guildOnly,
			DefaultMemberPermissions: &manageGuild, Options: append([]*discordgo.ApplicationCommandOption{{
				Type: discordgo.ApplicationCommandOptionSubCommand, Name: "turn_time", Description: "Default time per turn for new games",
				Options: []*discordgo.ApplicationCommandOption{{
					Type: discordgo.ApplicationCommandOptionString, Name: "duration",
					Description: "Such as 10m, 12h or 2d (1 minute to 14 days)", Required: true, MaxLength: 20,
				}},
			}, threadSetting(), languageSetting(), settingsShowSubcommand(), webSetting()}, seasonSubcommands()...)},
		{Name: "notify", Description: "Direct messages when a game waits on you", Options: []*discordgo.ApplicationCommandOption{
			{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "on", Description: "Send me a direct message when a game waits on me"},
			{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "off", Description: "No direct messages"},
			{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "quiet", Description: "Hold direct messages during these hours, then send them as one",
				Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionString, Name: optQuietHours, Description: "Such as 22-08 (from 22:00 to 08:00), or off", Required: true, MaxLength: 8},
					{Type: discordgo.ApplicationCommandOptionString, Name: optQuietZone, Description: "Your time zone, such as Europe/Paris (default UTC)", MaxLength: 64},
				}},
		}},
		{Name: "leaderboard", Description: "This server's best players of a game", Options: leaderboardOptions(), Contexts: &guildOnly},
		{Name: "stats", Description: "A player's statistics, or the dice rolled, in this server", Options: statsOptions(), Contexts: &guildOnly},
		{Name: "history", Description: "The last finished games here; export one as JSON or verify its dice", Options: historyOptions(), Contexts: &guildOnly},
		{Name: "privacy", Description: "What Quintet keeps about you, and a button to delete it"},
		{Name: "help", Description: "What Quintet is and how to start a game"},
		{Name: "rules", Description: "Show the rules of a game", Options: []*discordgo.ApplicationCommandOption{{
			Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "Which game, or how dice are made",
			Required: true, Choices: append(gameChoices(), &discordgo.ApplicationCommandOptionChoice{Name: "Dice: how they are made", Value: rulesDice}),
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
			}, levelOption(), inviteOption())
		}
		sub.Options = append(sub.Options, timingOptions()...)
		sub.Options = append(sub.Options, threadOption())
		subs = append(subs, sub)
	}
	return subs
}

// optLevel is the /play option that sets how strongly the lobby's bots play.
const optLevel = "level"

// levelOption is the /play option of the bots' level.
func levelOption() *discordgo.ApplicationCommandOption {
	opt := &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionString, Name: optLevel,
		Description: "How strongly the bots play (default normal); Add bot adds one of this level",
	}
	for _, l := range games.Levels {
		opt.Choices = append(opt.Choices, &discordgo.ApplicationCommandOptionChoice{Name: l.String(), Value: l.String()})
	}
	return opt
}

// timingOptions are the /play options of every game that set its clock.
func timingOptions() []*discordgo.ApplicationCommandOption {
	one, ten, zero, ninety := 1.0, 10.0, 0.0, 90.0
	return []*discordgo.ApplicationCommandOption{
		{Type: discordgo.ApplicationCommandOptionString, Name: optTurnTime,
			Description: "Time per turn, such as 10m, 12h or 2d (1 minute to 14 days; default 24h or the server's)", MaxLength: 20},
		{Type: discordgo.ApplicationCommandOptionInteger, Name: optReminder,
			Description: "Remind after this percent of the turn time (0: never; default 50)", MinValue: &zero, MaxValue: ninety},
		{Type: discordgo.ApplicationCommandOptionString, Name: optRemindEvry,
			Description: "Repeat the reminder this often until time runs out, such as 2h (at least 15m; default off)", MaxLength: 20},
		{Type: discordgo.ApplicationCommandOptionInteger, Name: optTimeouts,
			Description: "Timeouts in a row before the seat is handed over (default 3)", MinValue: &one, MaxValue: ten},
		{Type: discordgo.ApplicationCommandOptionString, Name: optOnTimeouts,
			Description: "What happens to a seat that keeps timing out (default: a bot takes it)", Choices: []*discordgo.ApplicationCommandOptionChoice{
				{Name: "A bot takes the seat", Value: string(session.TakeOver)},
				{Name: "The game is abandoned", Value: string(session.Abandon)},
			}},
	}
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
		sub("board", "Post the board again, or show its text to you alone", &discordgo.ApplicationCommandOption{
			Type: discordgo.ApplicationCommandOptionBoolean, Name: "text", Description: "Show the board as text, to you alone",
		}),
		sub("move", "Play a move by typing it", notation),
		sub("moves", "List your legal moves"),
		sub("hand", "Show your own sheet or hand, privately"),
		sub("resign", "Give up your seat, once you confirm; a bot plays it out"),
		sub("rejoin", "Take your seat back from the bot that took it over after your timeouts"),
		sub("catchup", "What happened since your last move, to you alone"),
		sub("undo", "Take back your last move (the others may have to allow it)"),
		sub("pause", "Stop the clock (host, channel managers, or most seated players)"),
		sub("resume", "Restart the clock (host, channel managers, or most seated players)"),
		sub("extend", "Add time to the current turn (host, channel managers, or most seated players)", &discordgo.ApplicationCommandOption{
			Type: discordgo.ApplicationCommandOptionString, Name: "duration", Description: "Time to add, such as 30m, 12h or 1d",
			Required: true, MaxLength: 20,
		}),
		sub("mine", "List the games in this server waiting on you"),
		sub("invite", "Hold a lobby seat for a member until they accept (host)", gameInviteUser()),
		sub("follow", "Get a direct message when this game ends, with the result"),
		sub("unfollow", "No direct message when this game ends"),
	}
}

func gameChoices() []*discordgo.ApplicationCommandOptionChoice {
	var out []*discordgo.ApplicationCommandOptionChoice
	for _, r := range games.All() {
		out = append(out, &discordgo.ApplicationCommandOptionChoice{Name: r.Info().Title, Value: r.Info().Name})
	}
	return out
}

// clip100 fits a game's summary or option description into the
// picker's 100 letters; an empty one reads "Play this game".
func clip100(s string) string {
	if s == "" {
		return "Play this game"
	}
	return render.Clip(s, 100) // Discord counts letters, not bytes
}
