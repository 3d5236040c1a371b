package session_test

import (
	"reflect"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

func TestDiceOf(t *testing.T) {
	m := &session.Match{Players: []session.Player{{User: "a", Name: "Alice"}, {Name: "Bot", Bot: true}}}
	steps := []session.Step{
		{Seat: games.Spectator, User: "a", Move: "start", Draws: []games.Draw{{N: 20, Value: 3}}},
		{Seat: 0, User: "a", Move: "roll", Draws: []games.Draw{{N: 6, Value: 1}}},
		{Seat: 1, Move: "roll", Draws: []games.Draw{{N: 6, Value: 2}}},
		{Seat: 0, Move: "roll", Timeout: true, Draws: []games.Draw{{N: 6, Value: 3}}},
		{Seat: 0, Move: "bad", Draws: []games.Draw{{N: 6, Value: 9}, {N: 0, Value: 0}}},
	}
	got := session.DiceOf(m, steps)
	want := map[string]session.DiceTally{
		session.AllPlayers: {20: {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 6: {0, 1, 1, 1, 0, 0}},
		"a":                {6: {0, 1, 0, 1, 0, 0}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("DiceOf = %v, want %v", got, want)
	}
	// A roll the session plays for a seat at once (a Blingo roll) has no
	// user: it counts for the seat's player, unless a bot held the seat.
	auto := session.Step{Seat: 0, Move: "roll", Draws: []games.Draw{{N: 8, Value: 5}}}
	got = session.DiceOf(m, []session.Step{auto})
	want = map[string]session.DiceTally{
		session.AllPlayers: {8: {0, 0, 0, 0, 0, 1, 0, 0}},
		"a":                {8: {0, 0, 0, 0, 0, 1, 0, 0}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("DiceOf(automatic roll) = %v, want %v", got, want)
	}
	for _, p := range []session.Player{
		{User: "a", Name: "Alice", Resigned: true},
		{User: "a", Name: "Alice", BotSince: 3},
	} {
		m := &session.Match{Players: []session.Player{p}}
		if got := session.DiceOf(m, []session.Step{auto}); got["a"] != nil {
			t.Errorf("DiceOf counts a roll of a seat a bot held (%+v) for its player: %v", p, got)
		}
	}
	want = map[string]session.DiceTally{
		session.AllPlayers: {20: {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 6: {0, 1, 1, 1, 0, 0}},
		"a":                {6: {0, 1, 0, 1, 0, 0}},
	}
	got = session.DiceOf(&session.Match{Players: []session.Player{{User: "a", Name: "Alice"}, {Name: "Bot", Bot: true}}}, steps)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("DiceOf = %v, want %v", got, want)
	}
}

func TestMemStoreCountsDice(t *testing.T) {
	_, store, out := playedMatch(t)
	log, _ := store.Log(ctx, out.Match.ID)
	want := session.DiceOf(out.Match, log)
	for _, user := range []string{session.AllPlayers, "1", "2"} {
		got, err := store.Dice(ctx, "g", "", user)
		if err != nil || len(got) == 0 || !reflect.DeepEqual(got, want[user]) {
			t.Errorf("dice of %s: %v, %v; want %v", user, got, err, want[user])
		}
	}
	if got, _ := store.Dice(ctx, "g", "quingo", session.AllPlayers); len(got) != 0 {
		t.Errorf("quingo dice: %v", got)
	}
}
