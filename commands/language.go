package commands

import (
	"context"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// privateLang is the language of r's private replies (ephemeral
// answers, refusals, direct messages): the caller's Discord locale,
// English when it is none Quintet speaks.
func privateLang(r *Request) locale.Lang { return locale.Of(r.Locale) }

// publicLang is the language of the public messages in r's server
// (lobbies, boards, announcements): /settings language, else the
// server's Discord locale, else English. A server whose settings cannot
// be read speaks its Discord locale.
func (a *App) publicLang(ctx context.Context, r *Request) locale.Lang {
	return a.guildLang(ctx, r.Guild, r.GuildLocale)
}

// matchLang is the language of m's boards and announcements: the
// server's when its lobby opened (English for a match older than that).
func matchLang(m *session.Match) locale.Lang { return locale.Of(m.Lang) }

// guildLang is guild's public language, given its Discord locale when
// known ("" when not, as for a deadline that fires with no request).
func (a *App) guildLang(ctx context.Context, guild, guildLocale string) locale.Lang {
	if guild == "" {
		return locale.Of(guildLocale)
	}
	s, _ := a.settings()
	return GuildLang(ctx, s, guild, guildLocale)
}

// GuildLang is the language of guild's public messages as settings keep
// it (nil: none kept): /settings language, else guildLocale, else the
// server's Discord locale as last seen, else English.
func GuildLang(ctx context.Context, settings session.Settings, guild, guildLocale string) locale.Lang {
	if guild != "" && settings != nil {
		if g, err := settings.GuildSettings(ctx, guild); err == nil {
			switch {
			case g.Language != "":
				return locale.Of(g.Language)
			case guildLocale == "":
				guildLocale = g.DiscordLocale
			}
		}
	}
	return locale.Of(guildLocale)
}
