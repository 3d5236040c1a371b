package commands

import (
	"strings"
	"testing"

	_ "github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/session"
)

// TestMetricsOfTheGame: /leaderboard's metric autocomplete offers fewest
// rounds for Cinq-O only, filtered by what is typed.
func TestMetricsOfTheGame(t *testing.T) {
	rt, _ := newStatsApp(nil)
	tests := []struct {
		game, typed string
		want        string
	}{
		{"qwinto", "", "rating wins winrate best games"},
		{"cinqo", "", "rating wins winrate best games rounds"},
		{"cinqo", "round", "rounds"},
		{"qwinto", "round", ""},
		{"cinqo", "WIN", "wins winrate"},
	}
	for _, tt := range tests {
		rep := ask(rt, "u", &Request{Kind: KindAutocomplete, Command: "leaderboard", Focused: "metric",
			Options: map[string]string{"game": tt.game, "metric": tt.typed}})
		var got []string
		for _, c := range rep.Choices {
			got = append(got, c.Value.(string))
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("%s, typed %q: offered %q, want %q", tt.game, tt.typed, got, tt.want)
		}
	}
}

// TestRoundsLeaderboardCountsSolitaireGames: the fewest-rounds table's
// games column counts the solitaire games it ranks, which count nowhere
// else.
func TestRoundsLeaderboardCountsSolitaireGames(t *testing.T) {
	rt, _ := newStatsApp([]session.Standing{{Guild: "guild", Game: "cinqo", User: "solo", Name: "Solo", Measures: map[string]session.Measured{"rounds": {Games: 4, Best: 7}}}})
	rep := ask(rt, "solo", &Request{Kind: KindCommand, Command: "leaderboard", Options: map[string]string{"game": "cinqo", "metric": "rounds"}})
	if rep.Message == nil || len(rep.Message.Embeds) != 1 {
		t.Fatalf("reply %+v", rep.Message)
	}
	e := rep.Message.Embeds[0]
	if !strings.Contains(e.Footer.Text, "4 games") || strings.Contains(e.Footer.Text, "0 games") {
		t.Errorf("footer %q, want the 4 solitaire games\n%s", e.Footer.Text, e.Description)
	}
}
