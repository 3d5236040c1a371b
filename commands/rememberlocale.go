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

// rememberLocale keeps the caller's Discord locale with their direct
// message preferences (session.DMPrefs.Locale), so that the direct
// messages sent them later, with no request at hand, speak it. It writes
// only when the locale changed; a store without a mailbox, or one that
// fails, leaves direct messages in the locale last stored.
func (a *App) rememberLocale(ctx context.Context, r *Request) {
	if r.Locale == "" || r.User.ID == "" {
		return
	}
	a.locales.mu.Lock()
	same := a.locales.by[r.User.ID] == r.Locale
	a.locales.mu.Unlock()
	if same {
		return
	}
	mb, ok := a.matches.Mailbox()
	if !ok {
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
	a.locales.mu.Lock()
	if a.locales.by == nil || len(a.locales.by) >= maxLocalesCached {
		a.locales.by = map[string]string{}
	}
	a.locales.by[r.User.ID] = r.Locale
	a.locales.mu.Unlock()
}

// forgetLocale drops user from the cache, once the store forgot them.
func (a *App) forgetLocale(user string) {
	a.locales.mu.Lock()
	delete(a.locales.by, user)
	a.locales.mu.Unlock()
}
