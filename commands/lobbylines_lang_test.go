package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// TestLobbyLinesSpeakTheServersLanguage: in a French server, the lobby's
// clock line, its note once started or closed, and a seat's note speak
// French.
func TestLobbyLinesSpeakTheServersLanguage(t *testing.T) {
	d := newTable(t)
	d.inFrench("alice", "de", "play qwinto", nil)
	m := d.match()
	lobby := d.sink.msgs[m.BoardMessage].Text
	if !strings.Contains(lobby, "Temps par tour : 1 jour · un bot prend la place après 3 temps écoulés de suite") {
		t.Errorf("the French lobby's clock line:\n%s", lobby)
	}
	if !strings.Contains(lobby, "Durée probable : environ ") || strings.Contains(lobby, "Likely length") {
		t.Errorf("the French lobby's likely length:\n%s", lobby)
	}
	for _, tt := range []struct {
		phase session.Phase
		want  string
	}{{session.Playing, "Commencée."}, {session.Cancelled, "Annulée."}} {
		m.Phase = tt.phase
		if text := lobbySaying(m, "").Text; !strings.Contains(text, tt.want) || strings.Contains(text, "Turn time") {
			t.Errorf("the %s lobby lacks %q:\n%s", tt.phase, tt.want, text)
		}
	}
	m.Players = nil
	if text := lobbySaying(m, "").Text; !strings.Contains(text, "Fermée : tout le monde est parti.") {
		t.Errorf("the closed lobby:\n%s", text)
	}
	resigned := &session.Match{Lang: "fr", Players: []session.Player{{User: "a", Name: "alice", Resigned: true}, {User: "b", Name: "bob", BotSince: 4}}}
	if seats := seatsOf(resigned); seats[0].Name != "alice (a abandonné)" || seats[1].Name != "bob (bot depuis le tour 4)" {
		t.Errorf("French seats: %+v", seats)
	}
}

// TestSettingsAnswersSpeakTheCallersLanguage: /settings show and
// /settings web answer a German manager in German, refusals included.
func TestSettingsAnswersSpeakTheCallersLanguage(t *testing.T) {
	d := newTable(t)
	ask := func(path string, manager bool) string {
		return reason(d.do(&Request{Kind: KindCommand, User: User{ID: "u", Name: "u"}, Command: path, Locale: "de", GuildLocale: "fr", CanManageGuild: manager}))
	}
	show := ask("settings show", true)
	for _, want := range []string{"Einstellungen dieses Servers:", "· Zugzeit neuer Partien: 1 Tag (Standard). Ändern: /settings turn_time", "· Ein Thread pro Partie: aus (Partien öffnen in ihrem Kanal)."} {
		if !strings.Contains(show, want) {
			t.Errorf("/settings show lacks %q:\n%s", want, show)
		}
	}
	for _, english := range []string{"Change:", "Turn time", "Thread for each", "Seasons:", "not kept"} {
		if strings.Contains(show, english) {
			t.Errorf("/settings show says %q in German:\n%s", english, show)
		}
	}
	if got := ask("settings show", false); got != "Nur Mitglieder, die diesen Server verwalten, können seine Einstellungen sehen." {
		t.Errorf("/settings show by a member: %q", got)
	}
	if got := ask("settings web off", true); !strings.HasPrefix(got, "Die Webseiten dieses Servers sind aus") {
		t.Errorf("/settings web off: %q", got)
	}
}
