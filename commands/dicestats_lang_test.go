package commands

import (
	"strings"
	"testing"
)

// TestStatsDiceSpeakTheServerLanguage: /stats dice's chart is public, in
// the server's language (Russian), and its private "no dice yet" answer
// in the caller's (German).
func TestStatsDiceSpeakTheServerLanguage(t *testing.T) {
	d := newTable(t)
	ask := func(opts map[string]string) *Reply {
		return d.do(&Request{Kind: KindCommand, User: User{ID: "carol", Name: "carol"}, Command: "stats dice", Options: opts, Locale: "de", GuildLocale: "ru"})
	}
	if got := reason(ask(nil)); !strings.Contains(got, "Auf diesem Server wurden in beendeten Partien noch keine Würfel geworfen.") {
		t.Fatalf("German caller, no games yet: %q", got)
	}
	d.started("qwinto", "bob")
	d.playToEnd([]string{"alice", "bob"})
	rep := ask(map[string]string{"user": "alice"})
	if rep.Message == nil || len(rep.Message.Embeds) != 1 {
		t.Fatalf("dice: %+v", rep.Message)
	}
	e := rep.Message.Embeds[0]
	if e.Title != "Кубики игрока" || !strings.Contains(e.Description, "Броски <@alice>.") || !strings.Contains(e.Description, "**d6** · ") ||
		!strings.Contains(e.Description, "брос") || !strings.Contains(e.Footer.Text, "Критерий хи-квадрат") {
		t.Errorf("Russian dice:\n%s\n%s\n%s", e.Title, e.Description, e.Footer.Text)
	}
}
