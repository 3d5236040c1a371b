package commands

import (
	"context"
	"sync"
)

// maxLocalesCached bounds the locales remembered in memory; past it the
// cache starts again (each user then costs one read more).
const maxLocalesCached = 50000

// localeCache is the Discord locale last stored for each user, so that
// a request costs no read of the store unless its locale changed.
type localeCache struct {
	mu sync.Mutex
	by map[string]string
}

// rememberLocale keeps the Discord locale of a caller who asked for
// direct messages (/notify on) with their direct message preferences
// (session.DMPrefs.Locale), so that the direct messages sent them later,
// with no request at hand, speak it; of anyone else it keeps nothing. It
// writes only when the locale changed; a store without a mailbox, or one
// that fails, leaves direct messages in the locale last stored.
func (a *App) rememberLocale(ctx context.Context, r *Request) {
	if r.Locale == "" || r.User.ID == "" {
		return
	}
	a.locales.mu.Lock()
	_, seen := a.locales.by[r.User.ID]
	same := seen && a.locales.by[r.User.ID] == r.Locale
	a.locales.mu.Unlock()
	if same {
		return
	}
	mb, ok := a.matches.Mailbox()
	s, kept := a.settings()
	if !ok || !kept {
		return
	}
	if on, err := s.Notify(ctx, r.User.ID); err != nil {
		return
	} else if !on {
		a.cacheLocale(r.User.ID, r.Locale) // checked: nothing to keep
		return
	}
	p, err := mb.DMPrefs(ctx, r.User.ID)
	if err != nil {
		return
	}
	if p.Locale != r.Locale {
		p.Locale = r.Locale
		if err := mb.SetDMPrefs(ctx, r.User.ID, p); err != nil {
			a.log.Warn("locale not remembered", "err", err)
			return
		}
	}
	a.cacheLocale(r.User.ID, r.Locale)
}

// cacheLocale notes that user's locale needs no write while it stays
// code.
func (a *App) cacheLocale(user, code string) {
	a.locales.mu.Lock()
	defer a.locales.mu.Unlock()
	if a.locales.by == nil || len(a.locales.by) >= maxLocalesCached {
		a.locales.by = map[string]string{}
	}
	a.locales.by[user] = code
}

// rememberGuildLocale keeps the server's Discord locale (guild_locale)
// in its settings when it changed, so that the public messages sent with
// no request at hand (a deadline's reminder) speak it.
func (a *App) rememberGuildLocale(ctx context.Context, r *Request) {
	if r.Guild == "" || r.GuildLocale == "" {
		return
	}
	key := "\x00guild:" + r.Guild // no user id has a NUL
	a.locales.mu.Lock()
	code, seen := a.locales.by[key]
	a.locales.mu.Unlock()
	if seen && code == r.GuildLocale {
		return
	}
	s, ok := a.settings()
	if !ok {
		return
	}
	g, err := s.GuildSettings(ctx, r.Guild)
	if err != nil {
		return
	}
	if g.DiscordLocale != r.GuildLocale {
		g.DiscordLocale = r.GuildLocale
		if err := s.SetGuildSettings(ctx, r.Guild, g); err != nil {
			a.log.Warn("server locale not remembered", "err", err)
			return
		}
	}
	a.cacheLocale(key, r.GuildLocale)
}

// forgetLocale drops user from the cache, once the store forgot them or
// their choice of direct messages changed.
func (a *App) forgetLocale(user string) {
	a.locales.mu.Lock()
	delete(a.locales.by, user)
	a.locales.mu.Unlock()
}
