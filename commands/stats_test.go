package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// cardText is a card's fields and description as one text.
func cardText(c render.Card) string {
	var b strings.Builder
	for _, f := range c.Fields {
		b.WriteString(f.Name + ": " + f.Value + "\n")
	}
	return b.String() + c.Description
}

// TestStatsAverageWithinOneGame: a player's average and best score are
// given per game when they played several, never one average of Qwinto
// and Blingo points together; a single game keeps them on the card.
func TestStatsAverageWithinOneGame(t *testing.T) {
	two := []session.Standing{
		{Game: "qwinto", Games: 2, Wins: 1, ScoreSum: 60, BestScore: 40},
		{Game: "blingo", Games: 1, Wins: 1, ScoreSum: 12, BestScore: 12},
	}
	got := cardText(statsCard(locale.English, two, ""))
	if strings.Contains(got, "Average score:") || strings.Contains(got, "24.0") {
		t.Errorf("an average across games:\n%s", got)
	}
	for _, want := range []string{"**Qwinto**: 2 games, 1 win, average 30.0, best 40", "**Blingo**: 1 game, 1 win, average 12.0, best 12"} {
		if !strings.Contains(got, want) {
			t.Errorf("stats lack %q:\n%s", want, got)
		}
	}
	if got := cardText(statsCard(locale.English, two[:1], "")); !strings.Contains(got, "Average score: 30.0") {
		t.Errorf("one game's card:\n%s", got)
	}
}
