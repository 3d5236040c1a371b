package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/locale"
)

// TestStatsSpeakTheServerLanguage: /stats player's card is public, in the
// server's language (Russian here, whatever the caller's), and its
// private "no games" answer is in the caller's (German).
func TestStatsSpeakTheServerLanguage(t *testing.T) {
	rt, _ := memApp(t)
	rep := ask(rt, "alice", &Request{Kind: KindCommand, Command: "stats player", Locale: "de", GuildLocale: "ru"})
	if rep.Message == nil {
		t.Fatalf("stats: %+v", rep)
	}
	for _, want := range []string{"Партии: 3", "Победы: 2", "Доля побед: 66,7 %", "Любимая игра: Qwinto (3 партии)", "Рейтинг · Qwinto: "} {
		if !strings.Contains(rep.Message.Text, want) {
			t.Errorf("Russian stats lack %q:\n%s", want, rep.Message.Text)
		}
	}
	rep = ask(rt, "alice", &Request{Kind: KindCommand, Command: "stats player", Options: map[string]string{"game": "quingo"}, Locale: "de", GuildLocale: "ru"})
	if !strings.Contains(rep.Message.Content, "noch keine beendete Partie Quingo") {
		t.Errorf("German caller without Quingo games: %q", rep.Message.Content)
	}
}

// TestStatsSolitaireRecordInRussian: a game's own statistic is named and
// counted in the reader's language.
func TestStatsSolitaireRecordInRussian(t *testing.T) {
	s := soloStats{}
	all, _ := s.PlayerStats(t.Context(), "", "")
	got := cardText(statsCard(locale.Of("ru"), all, ""))
	if !strings.Contains(got, "Cinq-O соло: 3 партии, лучший: 7 раундов") || !strings.Contains(got, "соло: лучший 7 раундов") {
		t.Errorf("Russian solitaire record:\n%s", got)
	}
}
