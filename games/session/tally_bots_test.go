package session

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestTallyTwoHumansAndABot: a match with a bot counts for its humans'
// statistics alone, however many humans it has: it is not rated and no
// rating moves.
func TestTallyTwoHumansAndABot(t *testing.T) {
	m := finished("qwinto", []int{30, 12, 20}, []games.Seat{0},
		Player{User: "a", Name: "A"}, Player{User: "b", Name: "B"}, Player{Name: "Bot", Bot: true})
	rec, changed, ok := Tally(m, none)
	if !ok || rec.Rated || len(changed) != 2 {
		t.Fatalf("two humans and a bot: ok %v, rated %v, %d standings changed; want counted, unrated, 2", ok, rec.Rated, len(changed))
	}
	for _, s := range changed {
		if s.Games != 1 || s.Rated != 0 || s.Rating != (Standing{}).Rating {
			t.Errorf("%s: %d games, %d rated, rating %+v; want 1 game, none rated, no rating", s.User, s.Games, s.Rated, s.Rating)
		}
	}
}
