package session

import (
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/rating"
)

func finished(game string, scores []int, winners []games.Seat, players ...Player) *Match {
	return &Match{ID: "m1", Guild: "g", Channel: "c", Game: game, Players: players, Phase: Finished,
		Result:  &games.Result{Over: true, Scores: scores, Winners: winners},
		Updated: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
}

func none(string) Standing { return Standing{} }

func TestTallyFreeForAll(t *testing.T) {
	m := finished("qwinto", []int{40, 55, 40}, []games.Seat{1},
		Player{User: "a", Name: "A"}, Player{User: "b", Name: "B"}, Player{User: "c", Name: "C"})
	rec, changed, ok := Tally(m, none)
	if !ok || !rec.Rated || len(changed) != 3 {
		t.Fatalf("ok %v, rated %v, %d changed", ok, rec.Rated, len(changed))
	}
	if p := [3]int{rec.Seats[0].Place, rec.Seats[1].Place, rec.Seats[2].Place}; p != [3]int{2, 1, 2} {
		t.Errorf("places %v, want [2 1 2]", p)
	}
	want, _ := rating.Default.Rate([][]rating.Rating{{rating.New()}, {rating.New()}, {rating.New()}}, []int{2, 1, 2})
	for i, s := range changed {
		if s.Rating != want[i][0] || s.Rated != 1 || s.Games != 1 || len(s.Trend) != 1 {
			t.Errorf("seat %d: %+v, want rating %+v", i, s, want[i][0])
		}
	}
	if changed[1].Wins != 1 || changed[0].Wins != 0 || changed[1].BestScore != 55 {
		t.Errorf("wins/best: %+v", changed)
	}
}

func TestTallyTeams(t *testing.T) {
	m := finished("quinientos", []int{500, 320, 500, 320}, []games.Seat{0, 2},
		Player{User: "a"}, Player{User: "b"}, Player{User: "c"}, Player{User: "d"})
	rec, changed, ok := Tally(m, none)
	if !ok || !rec.Rated || len(changed) != 4 || len(rec.Seats) != 4 {
		t.Fatalf("a four-human partnership match: ok %v, rated %v, %d standings changed, %d seats recorded; want 4 of each",
			ok, rec.Rated, len(changed), len(rec.Seats))
	}
	want, _ := rating.Default.Rate([][]rating.Rating{{rating.New(), rating.New()}, {rating.New(), rating.New()}}, []int{1, 2})
	for i, s := range changed {
		if s.User != m.Players[i].User {
			t.Errorf("standing %d is %q's, want seat %d's, %q", i, s.User, i, m.Players[i].User)
		}
		if s.Rating != want[i%2][i/2] {
			t.Errorf("seat %d: rating %+v, want %+v", i, s.Rating, want[i%2][i/2])
		}
		if rec.Seats[i].Team != i%2 {
			t.Errorf("seat %d: team %d", i, rec.Seats[i].Team)
		}
	}
}

func TestTallyBotsAndSolitaire(t *testing.T) {
	m := finished("blingo", []int{3, 5}, []games.Seat{1}, Player{User: "a"}, Player{Name: "Bot", Bot: true})
	rec, changed, ok := Tally(m, none)
	if !ok || rec.Rated || len(changed) != 1 || changed[0].Rated != 0 || changed[0].Games != 1 {
		t.Errorf("a match with a bot: ok %v, rated %v, changed %+v", ok, rec.Rated, changed)
	}
	s := finished("cinqo", []int{104}, []games.Seat{0}, Player{User: "a"})
	s.State = []byte(`{"mode":"solitaire","rounds":0,"phase":"over","active":0,"round":7}`)
	prev := Standing{Games: 3, Measures: map[string]Measured{"rounds": {Best: 9}}, BestScore: 110}
	_, changed, _ = Tally(s, func(string) Standing { return prev })
	if changed[0].Measures["rounds"].Best != 7 || changed[0].Measures["rounds"].Games != 1 || changed[0].Games != 3 || changed[0].BestScore != 110 || changed[0].Rated != 0 {
		t.Errorf("solitaire: %+v", changed[0])
	}
}

func TestTallySkips(t *testing.T) {
	m := finished("qwinto", []int{1, 2}, nil, Player{User: "a"}, Player{User: "b"})
	m.Phase = Cancelled
	if _, _, ok := Tally(m, none); ok {
		t.Error("a cancelled match counted")
	}
	m.Phase, m.Result = Finished, nil
	if _, _, ok := Tally(m, none); ok {
		t.Error("a match without a result counted")
	}
}

// TestTallyResigned: a player who resigned (a bot played on for them)
// still counts, placed last, and the match stays rated.
func TestTallyResigned(t *testing.T) {
	m := finished("qwinto", []int{20, 50, 35}, []games.Seat{1},
		Player{User: "a"}, Player{User: "b"}, Player{User: "c", Bot: true, Resigned: true})
	m.Result.Scores[2] = 60 // the bot that took over scored best
	m.Result.Winners = []games.Seat{2}
	rec, changed, _ := Tally(m, none)
	if !rec.Rated || len(changed) != 3 {
		t.Fatalf("rated %v, %d changed; want a rated match of three", rec.Rated, len(changed))
	}
	if p := [3]int{rec.Seats[0].Place, rec.Seats[1].Place, rec.Seats[2].Place}; p != [3]int{2, 1, 3} {
		t.Errorf("places %v, want [2 1 3]: the resigned seat last", p)
	}
	if changed[2].Rating.Mu >= rating.DefaultMu || changed[2].Games != 1 || changed[2].Wins != 0 {
		t.Errorf("resigned player: %+v; want a game, no win and a lower mu", changed[2])
	}
}

// TestTallyTakenOver: a seat a bot took over after timeouts counts as a
// resignation at that moment, whatever the bot scored: placed last, no
// win, its rating down, marked on the record; a match archived before
// BotSince existed is read the same way; a partner keeps the team's win.
func TestTallyTakenOver(t *testing.T) {
	for _, since := range []int{4, 0} {
		m := finished("qwinto", []int{20, 60}, []games.Seat{1},
			Player{User: "a", Name: "A"}, Player{User: "b", Name: "B", Bot: true, BotSince: since})
		m.Result.Summary = "{seat:1} wins with 60 points"
		rec, changed, _ := Tally(m, none)
		if !rec.Rated || rec.Seats[1].Place != 2 || rec.Seats[0].Place != 1 || rec.Seats[1].Won || !rec.Seats[0].Won {
			t.Fatalf("since %d: rated %v, seats %+v; want A first and winning", since, rec.Rated, rec.Seats)
		}
		if changed[1].Wins != 0 || changed[1].Rating.Mu >= rating.DefaultMu || changed[0].Wins != 1 {
			t.Errorf("since %d: standings %+v", since, changed)
		}
		if rec.Summary != "{seat:0} wins; {seat:1} forfeited" || !rec.Seats[1].Resigned {
			t.Errorf("since %d: summary %q, seat %+v", since, rec.Summary, rec.Seats[1])
		}
		if want := map[int]string{4: "(bot since turn 4)", 0: "(bot after timeouts)"}[since]; rec.Seats[1].Note != want {
			t.Errorf("since %d: note %q, want %q", since, rec.Seats[1].Note, want)
		}
	}
	m := finished("quinientos", []int{500, 320, 500, 320}, []games.Seat{0, 2},
		Player{User: "a"}, Player{User: "b"}, Player{User: "c", Bot: true, BotSince: 7}, Player{User: "d"})
	rec, changed, _ := Tally(m, none)
	if got := [4]int{rec.Seats[0].Place, rec.Seats[1].Place, rec.Seats[2].Place, rec.Seats[3].Place}; got != [4]int{1, 2, 4, 2} {
		t.Errorf("team places %v, want [1 2 4 2]", got)
	}
	if !rec.Seats[0].Won || rec.Seats[2].Won {
		t.Errorf("wins: %+v; want the partner's win only", rec.Seats)
	}
	if changed[0].Rating.Mu <= rating.DefaultMu || changed[2].Rating.Mu >= rating.DefaultMu {
		t.Errorf("ratings: partner %v, taken over %v; want up and down", changed[0].Rating.Mu, changed[2].Rating.Mu)
	}
}
