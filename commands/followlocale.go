package commands

import "context"

// keepFollowerLocale keeps the Discord locale of r's caller, who follows
// a game, with their direct message preferences (session.DMPrefs.Locale,
// which /privacy lists and deletes), so that the direct message telling
// how the game ended speaks it. A store without a mailbox, or one that
// fails, leaves that message in the locale last stored, else the
// server's language.
func (a *App) keepFollowerLocale(ctx context.Context, r *Request) {
	if r.Locale == "" || r.User.ID == "" {
		return
	}
	mb, ok := a.matches.Mailbox()
	if !ok {
		return
	}
	p, err := mb.DMPrefs(ctx, r.User.ID)
	if err != nil || p.Locale == r.Locale {
		return
	}
	p.Locale = r.Locale
	if err := mb.SetDMPrefs(ctx, r.User.ID, p); err != nil {
		a.log.Warn("follower's locale not kept", "err", err)
	}
}
