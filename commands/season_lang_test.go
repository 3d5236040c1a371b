package commands

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/locale"
)

// TestSeasonsAndLeaderboardSpeakTheirLanguages: in a French server, a
// German manager's /settings season answers are German; the public
// leaderboard is French (season line, title, headers, footer), with no
// English word left; the season's announcement says itself in Russian;
// Spanish autocomplete offers Spanish metrics; timestamps keep their
// digits ungrouped.
func TestSeasonsAndLeaderboardSpeakTheirLanguages(t *testing.T) {
	now := time.Date(2026, 11, 15, 10, 0, 0, 0, time.UTC)
	rt, mg, db := seasonApp(t, &now)
	manage := func(command string, opts map[string]string) string {
		return said(ask(rt, "admin", &Request{Kind: KindCommand, Command: command, Options: opts, CanManageGuild: true, Locale: "de", GuildLocale: "fr"}))
	}
	if got := manage("settings season", map[string]string{"length": "monthly"}); !strings.Contains(got, "Die Saisons sind jetzt monatlich. Diese Saison, November 2026,") || !strings.Contains(got, "/settings season_channel") {
		t.Errorf("German monthly: %q", got)
	}
	if got := manage("settings season_channel", map[string]string{"channel": "<#555>"}); !strings.Contains(got, "Saisonenden werden in <#555> angekündigt") {
		t.Errorf("German channel: %q", got)
	}
	if got := manage("settings season", map[string]string{"length": "quarterly"}); !strings.Contains(got, "ab <t:1798761600:f> vierteljährlich, dem ersten Beginn einer Quartals-Saison") {
		t.Errorf("German quarterly: %q", got)
	}
	manage("settings season", map[string]string{"length": "monthly"})
	playOneRound(t, mg, &now, "c1", "ann", "bob")
	board := said(ask(rt, "ann", &Request{Kind: KindCommand, Command: "leaderboard", Options: map[string]string{"game": "cinqo"}, Locale: "de", GuildLocale: "fr"}))
	for _, want := range []string{"Classement Cinq-O · Elo", "Saison novembre 2026, se termine <t:1796083200:R>", "Joueur", "Parties", "Page 1 sur 1 · Toi : #", " sur 2 · Elo ", " · 1 partie"} {
		if !strings.Contains(board, want) {
			t.Errorf("the French leaderboard lacks %q:\n%s", want, board)
		}
	}
	for _, english := range []string{"Season", "leaderboard", "Player", "Games", "Page 1 of", "You", "Rating", "ratings", "nobody"} {
		if strings.Contains(board, english) {
			t.Errorf("the French leaderboard shows the English %q:\n%s", english, board)
		}
	}
	now = time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)
	cfg, _ := db.SeasonConfig(t.Context(), "guild")
	s, _ := cfg.Plan.Previous(now)
	msg, err := SeasonAnnouncement(context.Background(), locale.Russian, db, "guild", s)
	if err != nil || !strings.Contains(msg.Content, "🏆 Сезон ноябрь 2026 завершён.") || !strings.Contains(msg.Content, "**Cinq-O** · Рейтинг: 1. ") ||
		!strings.Contains(msg.Content, "Рейтинги нового сезона начинаются с нуля") {
		t.Errorf("Russian announcement %q %v", msg.Content, err)
	}
	rep := ask(rt, "ann", &Request{Kind: KindAutocomplete, Command: "leaderboard", Options: map[string]string{"game": "cinqo", "metric": "porc"}, Focused: "metric", Locale: "es"})
	if len(rep.Choices) != 1 || rep.Choices[0].Name != "Porcentaje de victorias (5 partidas o más)" {
		t.Errorf("Spanish metrics for %q: %+v", "porc", rep.Choices)
	}
}
