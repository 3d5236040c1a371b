package commands

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
)

// languageServer is /settings language's choice that clears the setting:
// the server's public messages follow Discord's server language.
const languageServer = "server"

// languageSetting is /settings language: the languages by their own
// names, and Discord's server language.
func languageSetting() *discordgo.ApplicationCommandOption {
	opt := &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionString, Name: "language", Required: true,
		Description: "The language of this server's lobbies, boards and announcements",
	}
	for _, l := range locale.Langs {
		opt.Choices = append(opt.Choices, &discordgo.ApplicationCommandOptionChoice{Name: l.Name(), Value: string(l)})
	}
	opt.Choices = append(opt.Choices, &discordgo.ApplicationCommandOptionChoice{Name: "Discord's server language", Value: languageServer})
	return &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionSubCommand, Name: "language",
		Description: "The language Quintet speaks in this server's public messages",
		Options:     []*discordgo.ApplicationCommandOption{opt},
	}
}

// settingsLanguage sets the language of the server's public messages:
// /settings language language:<lang|server>; Manage Server only. It
// answers in the language just chosen.
func (a *App) settingsLanguage(ctx context.Context, r *Request) (*Reply, error) {
	if !r.CanManageGuild {
		return nil, refuse("settings.refuse.not_manager")
	}
	s, ok := a.settings()
	if !ok {
		return nil, refuse("settings.refuse.not_kept")
	}
	choice := r.Options["language"]
	if choice != languageServer && (!locale.Known(choice) || string(locale.Of(choice)) != choice) {
		return nil, refuse("settings.language.refuse.unknown")
	}
	g, err := s.GuildSettings(ctx, r.Guild)
	if err != nil {
		return nil, err
	}
	g.Language = choice
	if choice == languageServer {
		g.Language = ""
	}
	if err := s.SetGuildSettings(ctx, r.Guild, g); err != nil {
		return nil, err
	}
	l := a.guildLang(ctx, r.Guild, r.GuildLocale)
	if g.Language == "" {
		return Ephemeral(l.Say("settings.language.cleared", l.Name())), nil
	}
	return Ephemeral(l.Say("settings.language.set", l.Name())), nil
}
