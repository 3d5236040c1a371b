package commands

import (
	"context"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/locale"
)

// TestSettingsLanguage: a manager sets the server's language and reads
// the answer in it; "server" clears it and answers in Discord's server
// language; a member who does not manage the server is refused in their
// own language and changes nothing; an unknown value changes nothing.
func TestSettingsLanguage(t *testing.T) {
	d := newTable(t)
	ctx := context.Background()
	set := func(user, value, caller string, manager bool) string {
		r := &Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: "settings language",
			Options: map[string]string{"language": value}, CanManageGuild: manager, Locale: caller, GuildLocale: "es-ES"}
		return d.do(r).Message.Content
	}
	lang := func() string {
		s, _ := d.matches.Settings()
		g, err := s.GuildSettings(ctx, "guild")
		if err != nil {
			t.Fatal(err)
		}
		return g.Language
	}
	if got := set("ann", "de", "en-US", true); lang() != "de" || !strings.Contains(got, "Deutsch") || !strings.HasPrefix(got, "Erledigt") {
		t.Errorf("set de: %q, stored %q", got, lang())
	}
	if got := set("bob", "fr", "ru", false); lang() != "de" || got != locale.Russian.Say("settings.refuse.not_manager") {
		t.Errorf("non-manager: %q, stored %q", got, lang())
	}
	if got := set("ann", "klingon", "en-US", true); lang() != "de" || got != locale.English.Say("settings.language.refuse.unknown") {
		t.Errorf("klingon: %q, stored %q", got, lang())
	}
	if got := set("ann", "xx", "en-US", true); lang() != "de" {
		t.Errorf("the pseudo-locale was accepted: %q", got)
	}
	if got := set("ann", languageServer, "en-US", true); lang() != "" || !strings.Contains(got, "Español") || !strings.HasPrefix(got, "Hecho") {
		t.Errorf("clear: %q, stored %q", got, lang())
	}
}

// TestLocaleRememberedForDirectMessages: the locale of a player who
// asked for direct messages is kept with their direct message
// preferences from /notify on, follows a change, and goes with the rest
// of their data when they delete it through /privacy; of a player who
// did not ask, nothing is kept.
func TestLocaleRememberedForDirectMessages(t *testing.T) {
	d := newTable(t)
	ctx := context.Background()
	mb, _ := d.matches.Mailbox()
	stored := func() string {
		p, err := mb.DMPrefs(ctx, "ann")
		if err != nil {
			t.Fatal(err)
		}
		return p.Locale
	}
	d.do(&Request{Kind: KindCommand, User: User{ID: "ann", Name: "ann"}, Command: "help", Locale: "fr"})
	if stored() != "" {
		t.Fatalf("stored %q of a player who asked for no direct messages", stored())
	}
	d.do(&Request{Kind: KindCommand, User: User{ID: "ann", Name: "ann"}, Command: "notify on", Locale: "pt-BR"})
	if stored() != "pt-BR" {
		t.Fatalf("stored %q after /notify on in pt-BR", stored())
	}
	d.do(&Request{Kind: KindCommand, User: User{ID: "ann", Name: "ann"}, Command: "help", Locale: "ru"})
	if stored() != "ru" {
		t.Fatalf("stored %q after a ru request", stored())
	}
	if _, err := d.matches.Forget(ctx, "ann"); err != nil {
		t.Fatal(err)
	}
	if stored() != "" {
		t.Errorf("the locale %q outlived the user's deletion", stored())
	}
}

// TestRefusalsSpeakTheCallersLanguage: a session refusal reads in the
// caller's language; English keeps the session's own words.
func TestRefusalsSpeakTheCallersLanguage(t *testing.T) {
	d := newTable(t)
	r := d.do(&Request{Kind: KindCommand, User: User{ID: "ann", Name: "ann"}, Command: "game join", Locale: "de"})
	if got := r.Message.Content; got != "In diesem Kanal läuft keine Partie." {
		t.Errorf("German: %q", got)
	}
	r = d.do(&Request{Kind: KindCommand, User: User{ID: "ann", Name: "ann"}, Command: "game join", Locale: "en-GB"})
	if got := r.Message.Content; got != "There is no game in this channel." {
		t.Errorf("English: %q", got)
	}
}

// TestServerLocaleRememberedForDeadlines: a request's guild_locale is
// kept in the server's settings, so that a deadline's reminder, which
// has no request, speaks it; /settings language still wins.
func TestServerLocaleRememberedForDeadlines(t *testing.T) {
	d := newTable(t)
	ctx := context.Background()
	s, _ := d.matches.Settings()
	if got := GuildLang(ctx, s, "guild", ""); got != locale.English {
		t.Fatalf("before any request: %s", got)
	}
	d.do(&Request{Kind: KindCommand, User: User{ID: "ann", Name: "ann"}, Command: "help", Locale: "de", GuildLocale: "fr"})
	if got := GuildLang(ctx, s, "guild", ""); got != locale.French {
		t.Errorf("after a request from a French server: %s", got)
	}
	d.do(&Request{Kind: KindCommand, User: User{ID: "ann", Name: "ann"}, Command: "settings language",
		Options: map[string]string{"language": "ru"}, CanManageGuild: true, GuildLocale: "fr"})
	if got := GuildLang(ctx, s, "guild", ""); got != locale.Russian {
		t.Errorf("after /settings language ru: %s", got)
	}
}
