package web

import (
	"context"
	"net/http"
	"strings"

	"github.com/quintetbot/quintet/games/locale"
)

// chosenLang is the language a page's ?lang= names, when it names one of
// the languages Quintet speaks; ok false otherwise (an unknown one is
// ignored: the page speaks its own).
func chosenLang(r *http.Request) (locale.Lang, bool) {
	q := r.URL.Query().Get("lang")
	if q == "" || !locale.Known(q) {
		return "", false
	}
	return locale.Of(q), true
}

// pageLang is the language a page of guild speaks: ?lang= when it names
// one Quintet speaks, else kept (a match's language, "" for none), else
// the server's (/settings language, else its Discord locale as last
// seen), else English.
func (s *Server) pageLang(ctx context.Context, r *http.Request, guild, kept string) locale.Lang {
	if l, ok := chosenLang(r); ok {
		return l
	}
	if kept != "" {
		return locale.Of(kept)
	}
	if settings, ok := s.matches.Settings(); ok {
		if g, err := settings.GuildSettings(ctx, guild); err == nil {
			if g.Language != "" {
				return locale.Of(g.Language)
			}
			return locale.Of(g.DiscordLocale)
		}
	}
	return locale.English
}

// readerLang is the language of a page that must not tell whose it is
// (the page of a link that leads nowhere): ?lang=, else the browser's
// first language, else English.
func readerLang(r *http.Request) locale.Lang {
	if l, ok := chosenLang(r); ok {
		return l
	}
	first, _, _ := strings.Cut(r.Header.Get("Accept-Language"), ",")
	first, _, _ = strings.Cut(first, ";")
	return locale.Of(first)
}

// langQuery is what a page's links to other pages carry to keep a
// language chosen with ?lang=: "lang=fr", or "" when none was chosen.
func langQuery(r *http.Request) string {
	if l, ok := chosenLang(r); ok {
		return "lang=" + string(l)
	}
	return ""
}

// withQuery is url with the query q added ("" adds nothing, and nothing
// is added to no url).
func withQuery(url, q string) string {
	switch {
	case q == "" || url == "":
		return url
	case strings.Contains(url, "?"):
		return url + "&" + q
	}
	return url + "?" + q
}
