package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// duelJSON runs duel --json and returns its seats.
func duelJSON(t *testing.T, args ...string) []duelSeat {
	t.Helper()
	out, err := runArgs(t, nil, "", append([]string{"duel", "--json"}, args...)...)
	if err != nil {
		t.Fatalf("duel %v: %v", args, err)
	}
	var seats []duelSeat
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var s duelSeat
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			t.Fatalf("not JSON: %q", sc.Text())
		}
		seats = append(seats, s)
	}
	return seats
}

func TestDuel(t *testing.T) {
	seats := duelJSON(t, "--game", "qwinto", "--seats", "normal,random", "--games", "6", "--seed", "3")
	if len(seats) != 2 || seats[0].Level != "normal" || seats[1].Level != "random" || seats[1].Seat != 2 {
		t.Fatalf("seats %+v", seats)
	}
	shared := seats[0].Ties
	for _, s := range seats {
		if s.Games != 6 || s.Wins < s.WinsCI[0] || s.Wins > s.WinsCI[1] || s.WinsCI[0] < 0 || s.WinsCI[1] > 1 ||
			s.Decisions == 0 || s.DecisionMS <= 0 || s.Ties != shared {
			t.Errorf("seat %+v", s)
		}
	}
	if w := seats[0].Wins + seats[1].Wins + shared; math.Abs(w-1) > 1e-9 {
		t.Errorf("wins %v and %v with ties %v do not cover every game", seats[0].Wins, seats[1].Wins, shared)
	}
	// The same seed plays the same games, whatever the cores do.
	again := duelJSON(t, "--game", "qwinto", "--seats", "normal,random", "--games", "6", "--seed", "3")
	other := duelJSON(t, "--game", "qwinto", "--seats", "normal,random", "--games", "6", "--seed", "4")
	for i := range seats {
		if again[i].Mean != seats[i].Mean || again[i].Wins != seats[i].Wins {
			t.Errorf("seed 3 played %+v, then %+v", seats[i], again[i])
		}
	}
	if other[0].Mean == seats[0].Mean && other[1].Mean == seats[1].Mean {
		t.Error("seeds 3 and 4 played the same games")
	}
	text, err := runArgs(t, nil, "", "duel", "--game", "qwinto", "--seats", "normal,random", "--games", "6", "--seed", "3")
	if err != nil || !strings.Contains(text, "seat 2 random") || !strings.Contains(text, "shared wins: ") {
		t.Errorf("text report: %v\n%s", err, text)
	}
}

// TestDuelSolitaireRounds: in solitaire Cinq-O a seat's score is the
// rounds it took to reach 100.
func TestDuelSolitaireRounds(t *testing.T) {
	seats := duelJSON(t, "--game", "cinqo", "--seats", "normal", "--games", "4", "--options", "mode:solitaire")
	if len(seats) != 1 || seats[0].Mean < 3 || seats[0].Mean > 40 || seats[0].Median < 3 {
		t.Fatalf("solitaire rounds %+v", seats)
	}
}

// TestDuelBlingoRollsAreNoDecision: Blingo's roll is automatic, and so is
// a pass, so a seat moves twice a turn and decides at most once.
func TestDuelBlingoRollsAreNoDecision(t *testing.T) {
	// One game: the medians are then that game's own counts, whose parity
	// holds (the median of two games may fall between two even counts).
	seats := duelJSON(t, "--game", "blingo", "--seats", "easy,hard", "--games", "1", "--options", "markers:50")
	for _, s := range seats {
		if int(s.Moves)%2 != 0 || s.Moves < 2*s.Decisions || s.Decisions == 0 {
			t.Errorf("seat %d: %v moves, %v decisions", s.Seat, s.Moves, s.Decisions)
		}
	}
}

func TestDuelRefusesBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"duel", "--game", "chess"},
		{"duel", "--game", "qwinto", "--seats", "hard,expert"},
		{"duel", "--game", "qwinto", "--seats", "hard,normal,hard,normal,hard,normal,hard"},
		{"duel", "--game", "qwinto", "--games", "0"},
		{"duel", "--game", "qwinto", "--options", "reroll"},
		{"duel", "--game", "qwinto", "--options", "colour:red"},
	} {
		if _, err := runArgs(t, nil, "", args...); err == nil {
			t.Errorf("%v succeeded", args)
		}
	}
}

// TestDuelPartnershipWinIsAWin: in Quinientos both partners of the
// winning team are winners; that is their side's win, not a tie.
func TestDuelPartnershipWinIsAWin(t *testing.T) {
	seats := duelJSON(t, "--game", "quinientos", "--seats", "normal,normal,normal,normal", "--games", "4")
	if len(seats) != 4 {
		t.Fatalf("seats %+v", seats)
	}
	for _, s := range seats {
		if s.Ties != 0 {
			t.Errorf("seat %d tied %v of its games", s.Seat, s.Ties)
		}
	}
	if w := seats[0].Wins + seats[1].Wins; math.Abs(w-1) > 1e-9 || seats[0].Wins != seats[2].Wins || seats[1].Wins != seats[3].Wins {
		t.Errorf("wins %v, %v, %v, %v: partners (seats 1 and 3, 2 and 4) do not win every game together",
			seats[0].Wins, seats[1].Wins, seats[2].Wins, seats[3].Wins)
	}
}

// TestDuelBlingoLength: a Blingo turn rolls once and is two moves of its
// seat, so one game's rolls are half its moves; the text names both.
func TestDuelBlingoLength(t *testing.T) {
	seats := duelJSON(t, "--game", "blingo", "--seats", "normal,normal", "--games", "1")
	if len(seats) != 2 || seats[0].Rolls == 0 || seats[0].Rolls != (seats[0].Moves+seats[1].Moves)/2 || seats[1].Rolls != seats[0].Rolls {
		t.Fatalf("rolls of one game: %+v", seats)
	}
	text, err := runArgs(t, nil, "", "duel", "--game", "blingo", "--seats", "normal,normal", "--games", "1")
	want := fmt.Sprintf("length: median %g rolls (or deals) a game, %g choices a player", seats[0].Rolls, median([]float64{seats[0].Decisions, seats[1].Decisions}))
	if err != nil || !strings.Contains(text, want) {
		t.Errorf("text report lacks %q: %v\n%s", want, err, text)
	}
}

func TestOneSide(t *testing.T) {
	quinientos, _ := games.Lookup("quinientos")
	blingo, _ := games.Lookup("blingo")
	for _, c := range []struct {
		rules   games.Rules
		seats   int
		winners []games.Seat
		want    bool
	}{
		{blingo, 3, []games.Seat{1}, true},
		{blingo, 3, []games.Seat{0, 1}, false},
		{blingo, 3, nil, false},
		{quinientos, 4, []games.Seat{0, 2}, true},
		{quinientos, 4, []games.Seat{1, 3}, true},
		{quinientos, 4, []games.Seat{0, 1, 2, 3}, false},
		{quinientos, 4, []games.Seat{0, 1}, false},
	} {
		if got := oneSide(c.rules, c.winners, c.seats); got != c.want {
			t.Errorf("%s, %d seats, winners %v: one side %v, want %v", c.rules.Info().Name, c.seats, c.winners, got, c.want)
		}
	}
}
