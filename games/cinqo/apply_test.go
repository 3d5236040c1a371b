package cinqo

import (
	"errors"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestSeedExample plays the seed's example to its end: five dice of total 6
// with 2-down score 8 x 2 = 16. The turn racks from the roll, banks a 2,
// boxes the Hi/Lo die and later takes the 2 from the bank.
func TestSeedExample(t *testing.T) {
	st := play(t, at(t, ""),
		step{seat: 0, move: "roll", dice: []int{1, 1, 2, 4, 6, 5}},
		step{seat: 0, move: "rack 1 1 bank 2 box"},
		step{seat: 0, move: "roll", dice: []int{5, 1}},
		step{seat: 0, move: "rack 1"},
		step{seat: 0, move: "roll", dice: []int{6}},
		step{seat: 0, move: "take 2"},
		step{seat: 0, move: "roll", dice: []int{1}},
		step{seat: 0, move: "rack 1"},
	)
	l := st.Last.turn()
	if l == nil || l.Dice != DiceOf(1, 1, 1, 1, 2) || l.HiLo != TwoDown || l.Score.Points != 16 || st.Totals.of(0) != 16 {
		t.Fatalf("last turn %+v, totals %v; want 1 1 1 1 2 with 2-down for 16\n%s", l, st.Totals.list(), dump(st))
	}
	if st.Active != 1 || st.Phase != Rolling || st.Rolls != 0 || st.Boxed || st.HiLo != NoHiLo {
		t.Fatalf("the turn did not pass cleanly to seat 2\n%s", dump(st))
	}
}

// TestHeldDiceNeverRolled checks that racked and banked dice, and the boxed
// Hi/Lo die, stay out of later rolls (play fails a step that draws more or
// fewer dice than it lists).
func TestHeldDiceNeverRolled(t *testing.T) {
	st := play(t, at(t, "rolls=1 roll=65432 hilo=1-up"),
		step{seat: 0, move: "rack 6 bank 5 4"},
		step{seat: 0, move: "roll", dice: []int{6, 6, 2}}, // two dice and the Hi/Lo die
	)
	if st.Rack != DiceOf(6) || st.Bank != DiceOf(4, 5) || st.Roll != DiceOf(6, 6) || st.HiLo != TwoUp {
		t.Fatalf("after the second roll\n%s", dump(st))
	}
	st = play(t, st,
		step{seat: 0, move: "rack 6 box"},
		step{seat: 0, move: "roll", dice: []int{1}}, // one die; the Hi/Lo die is boxed
		step{seat: 0, move: "take 5"},
		step{seat: 0, move: "roll", dice: []int{3}}, // the die not placed, not the bank's 4
	)
	if st.Rack != DiceOf(5, 6, 6) || st.Bank != DiceOf(4) || st.Roll != DiceOf(3) || st.HiLo != TwoUp || !st.Boxed {
		t.Fatalf("after the fourth roll\n%s", dump(st))
	}
}

// TestOnlyBankedRemain checks the DECIDED rule: when no die is left to
// roll, the banked dice are racked without a roll and the turn ends, the
// Hi/Lo die as it shows.
func TestOnlyBankedRemain(t *testing.T) {
	tests := []struct {
		pos    string
		move   games.Move
		dice   Dice
		points int
	}{
		{"rolls=1 roll=65555 hilo=2-up", "rack 6 bank 5 5 5 5", DiceOf(5, 5, 5, 5, 6), 10},
		{"rolls=2 rack=6 bank=55 roll=44 hilo=3-up", "rack 4 bank 4", DiceOf(4, 4, 5, 5, 6), 9},
		{"rolls=3 rack=66 bank=66 roll=6 hilo=1-down", "bank 6 take 6", DiceOf(6, 6, 6, 6, 6), 1},
		{"rolls=3 rack=11 bank=1 roll=12 hilo=3-down boxed", "rack 1 2", DiceOf(1, 1, 1, 1, 2), 24},
	}
	for _, tt := range tests {
		t.Run(tt.pos, func(t *testing.T) {
			st := play(t, at(t, tt.pos), step{seat: 0, move: tt.move})
			if l := st.Last.turn(); l == nil || l.Dice != tt.dice || l.Score.Points != tt.points || st.Active != 1 {
				t.Fatalf("%q: last turn %+v, want %s for %d and seat 2 to roll\n%s", tt.move, l, tt.dice, tt.points, dump(st))
			}
		})
	}
}

// TestAtMostFiveRolls racks one die a roll: the fifth roll leaves one die,
// whose only placement racks it and ends the turn.
func TestAtMostFiveRolls(t *testing.T) {
	st := play(t, at(t, ""),
		step{seat: 0, move: "roll", dice: []int{6, 1, 2, 3, 4, 3}},
		step{seat: 0, move: "rack 6 box"},
		step{seat: 0, move: "roll", dice: []int{1, 2, 3, 6}},
		step{seat: 0, move: "rack 6"},
		step{seat: 0, move: "roll", dice: []int{1, 2, 6}},
		step{seat: 0, move: "rack 6"},
		step{seat: 0, move: "roll", dice: []int{1, 6}},
		step{seat: 0, move: "rack 6"},
		step{seat: 0, move: "roll", dice: []int{5}},
	)
	if got := st.Legal(0); st.Rolls != MaxRolls || !slices.Equal(got, []games.Move{"rack 5"}) {
		t.Fatalf("roll %d: legal %v, want only rack 5\n%s", st.Rolls, got, dump(st))
	}
	st = play(t, st, step{seat: 0, move: "rack 5"})
	if st.Totals.of(0) != 24 || st.Active != 1 {
		t.Fatalf("6 6 6 6 5 with 3-up: totals %v, want 24 and seat 2 to roll\n%s", st.Totals.list(), dump(st))
	}
}

// TestFiveOfAKind checks that five of a kind in a single roll scores 10
// flat, ends the turn at once and gives the same seat another turn, which
// may bring another; five equal dice racked over several rolls score by
// the card.
func TestFiveOfAKind(t *testing.T) {
	st := play(t, at(t, "seats=3 active=2"),
		step{seat: 2, move: "roll", dice: []int{4, 4, 4, 4, 4, 3}},
	)
	if st.Totals.of(2) != 10 || st.Active != 2 || !st.Extra || st.Phase != Rolling || st.Round != 1 || st.Last.turn() == nil || !st.Last.turn().Score.FiveOfAKind {
		t.Fatalf("five 4s with 3-up: want 10 flat and another turn\n%s", dump(st))
	}
	st = play(t, st,
		step{seat: 0, move: "roll", fails: "it is not your turn"},
		step{seat: 2, move: "roll", dice: []int{1, 1, 1, 1, 1, 6}},
	)
	if st.Totals.of(2) != 20 || st.Active != 2 || !st.Extra || !st.Last.turn().Extra {
		t.Fatalf("five of a kind in the extra turn: want 20 and a third turn\n%s", dump(st))
	}
	st = play(t, st,
		step{seat: 2, move: "roll", dice: []int{6, 6, 6, 5, 1, 3}},
		step{seat: 2, move: "rack 6 6 6 box"},
		step{seat: 2, move: "roll", dice: []int{6, 6}},
		step{seat: 2, move: "rack 6 6"},
	)
	if st.Totals.of(2) != 50 || st.Active != 0 || st.Extra || st.Round != 2 || st.Last.turn().Score.FiveOfAKind {
		t.Fatalf("five 6s over two rolls with 3-up: want 30 by the card and round 2 to seat 1\n%s", dump(st))
	}
}

func TestRaceEnd(t *testing.T) {
	tests := []struct {
		name    string
		pos     string
		steps   []step
		over    bool
		winners []games.Seat
		totals  []int
	}{{
		name:  "first to 100 wins at once",
		pos:   "totals=90,99 rolls=4 rack=6666 hilo=3-up boxed",
		steps: []step{{seat: 0, move: "roll", dice: []int{6}}, {seat: 0, move: "rack 6"}},
		over:  true, winners: []games.Seat{0}, totals: []int{120, 99},
	}, {
		name:   "short of 100",
		pos:    "totals=60,99 rolls=4 rack=6666 hilo=3-up boxed",
		steps:  []step{{seat: 0, move: "roll", dice: []int{6}}, {seat: 0, move: "rack 6"}},
		totals: []int{90, 99},
	}, {
		name:  "five of a kind reaching 100 ends before the extra turn",
		pos:   "totals=0,95 active=1",
		steps: []step{{seat: 1, move: "roll", dice: []int{2, 2, 2, 2, 2, 1}}},
		over:  true, winners: []games.Seat{1}, totals: []int{0, 105},
	}, {
		name:   "a game of rounds goes on past 100",
		pos:    "mode=rounds rounds=5 totals=95,0 rolls=4 rack=6666 hilo=3-up boxed",
		steps:  []step{{seat: 0, move: "roll", dice: []int{6}}, {seat: 0, move: "rack 6"}},
		totals: []int{125, 0},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := play(t, at(t, tt.pos), tt.steps...)
			checkEnd(t, st, tt.over, tt.winners, tt.totals)
		})
	}
}

func TestRoundsEnd(t *testing.T) {
	last := []step{{seat: 1, move: "roll", dice: []int{1}}, {seat: 1, move: "rack 1"}}
	tests := []struct {
		name    string
		pos     string
		steps   []step
		over    bool
		winners []games.Seat
		totals  []int
	}{{
		name:  "the last seat ends the last round",
		pos:   "mode=rounds rounds=2 round=2 active=1 totals=20,15 rolls=4 rack=1111 hilo=3-down boxed",
		steps: last, over: true, winners: []games.Seat{1}, totals: []int{20, 45},
	}, {
		name:  "a tie shares the win",
		pos:   "mode=rounds rounds=2 round=2 active=1 totals=50,20 rolls=4 rack=1111 hilo=3-down boxed",
		steps: last, over: true, winners: []games.Seat{0, 1}, totals: []int{50, 50},
	}, {
		name:  "an earlier round goes on",
		pos:   "mode=rounds rounds=2 round=1 active=1 totals=20,15 rolls=4 rack=1111 hilo=3-down boxed",
		steps: last, totals: []int{20, 45},
	}, {
		name: "five of a kind on the last turn plays the extra turn first",
		pos:  "mode=rounds rounds=2 round=2 active=1 totals=20,15",
		steps: []step{
			{seat: 1, move: "roll", dice: []int{3, 3, 3, 3, 3, 1}},
			{seat: 1, move: "roll", dice: []int{1, 2, 3, 4, 5, 2}}, {seat: 1, move: "rack 1 2 3 4 5"},
		},
		over: true, winners: []games.Seat{1}, totals: []int{20, 45},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := play(t, at(t, tt.pos), tt.steps...)
			checkEnd(t, st, tt.over, tt.winners, tt.totals)
		})
	}
}

func checkEnd(t *testing.T, st *state, over bool, winners []games.Seat, totals []int) {
	t.Helper()
	res := st.Result()
	if res.Over != over || !slices.Equal(res.Winners, winners) || !slices.Equal(res.Scores, totals) {
		t.Fatalf("over %v, winners %v, scores %v; want %v, %v, %v\n%s", res.Over, res.Winners, res.Scores, over, winners, totals, dump(st))
	}
	if over && (len(st.Actors()) != 0 || res.Summary == "") {
		t.Fatalf("game over with actors %v, summary %q", st.Actors(), res.Summary)
	}
}

// TestSolitaire plays a solitaire game to 100: the extra turn for five of
// a kind is no round, so 10 + 24 in round 1 and 24 in rounds 2-4 reach 106
// in four rounds.
func TestSolitaire(t *testing.T) {
	g, err := Rules.New(nil, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*state)
	if st.Mode != Solitaire {
		t.Fatalf("a race of one player is %s, want solitaire", st.Mode)
	}
	turn := []step{
		{seat: 0, move: "roll", dice: []int{6, 6, 6, 6, 5, 3}},
		{seat: 0, move: "rack 5 6 6 6 6"},
	}
	st = play(t, st, step{seat: 0, move: "roll", dice: []int{6, 6, 6, 6, 6, 1}})
	for round := 1; round <= 4; round++ {
		if _, ok := RoundsTaken(st); ok || int(st.Round) != round {
			t.Fatalf("round %d: in round %d, over %v\n%s", round, st.Round, ok, dump(st))
		}
		st = play(t, st, turn...)
	}
	if n, ok := RoundsTaken(st); !ok || n != 4 || st.Totals.of(0) != 106 {
		t.Fatalf("rounds taken %d, %v with %d points, want 4 rounds and 106\n%s", n, ok, st.Totals.of(0), dump(st))
	}
	want := "{seat:0} reached 100 in 4 rounds with 106 points"
	if got := st.Result().Summary; got != want {
		t.Errorf("summary %q, want %q", got, want)
	}
	if _, ok := RoundsTaken(at(t, "over totals=100,0")); ok {
		t.Errorf("a race has no rounds taken")
	}
}

func TestRefusals(t *testing.T) {
	const placing = "rolls=2 rack=6 bank=5 roll=643 hilo=1-up"
	tests := []struct {
		pos    string
		seat   games.Seat
		move   games.Move
		want   error
		reason string
	}{
		{"", 1, "roll", games.ErrNotYourTurn, "it is not your turn"},
		{"", 2, "roll", games.ErrNotYourTurn, "you have no seat in this game"},
		{"", games.Spectator, "roll", games.ErrNotYourTurn, "you have no seat in this game"},
		{"", 0, "rack 6", games.ErrIllegalMove, "roll the dice first"},
		{placing, 0, "roll", games.ErrIllegalMove, "place the rolled dice first: rack at least one"},
		{placing, 0, "rack 1", games.ErrIllegalMove, "there is no rolled 1"},
		{placing, 0, "rack 3 3", games.ErrIllegalMove, "there is only one rolled 3"},
		{placing, 0, "rack 6 bank 6", games.ErrIllegalMove, "there is only one rolled 6"},
		{"rolls=1 roll=66432 hilo=1-up", 0, "rack 6 6 6", games.ErrIllegalMove, "there are only two rolled 6s"},
		{placing, 0, "take 5 5", games.ErrIllegalMove, "there is only one banked 5"},
		{placing, 0, "take 4", games.ErrIllegalMove, "there is no banked 4"},
		{placing + " boxed", 0, "rack 4 box", games.ErrIllegalMove, "the Hi/Lo die is already boxed"},
		{placing, 0, "bank 4", games.ErrIllegalMove, "rack at least one die, from the roll (rack 6) or the bank (take 6)"},
		{placing, 0, "box", games.ErrIllegalMove, "rack at least one die, from the roll (rack 6) or the bank (take 6)"},
		{placing, 0, "rack", games.ErrBadNotation, "rack which dice? e.g. rack 6; " + notationHint},
		{"over totals=100,3", 0, "roll", games.ErrGameOver, "the game is over"},
	}
	for _, tt := range tests {
		st := at(t, tt.pos)
		next, err := st.Apply(tt.seat, tt.move, nil)
		if next != nil || !errors.Is(err, tt.want) || games.Reason(err) != tt.reason {
			t.Errorf("%s %q at %q: %v, want %v: %s\n%s", tt.seat, tt.move, tt.pos, err, tt.want, tt.reason, dump(st))
		}
	}
}

// TestSynonyms checks that each synonym plays its listed move.
func TestSynonyms(t *testing.T) {
	const pos = "rolls=2 rack=6 bank=5 roll=543 hilo=2-up"
	tests := []struct{ synonym, move games.Move }{
		{"take 5 bank 5", "rack 5"},
		{"BANK 5 take 5 rack 4 box", "rack 4 5 box"},
		{"rack 5 4 bank 3", "rack 3 4 5"},
		{"rack 5 4 3 box", "rack 3 4 5"},
		{"take 5 rack 5 4 3", "rack 3 4 5"},
	}
	for _, tt := range tests {
		st := at(t, pos)
		if !slices.Contains(st.Legal(0), tt.move) || slices.Contains(st.Legal(0), games.Normalize(tt.synonym)) {
			t.Fatalf("%q should be listed and %q not: %v", tt.move, tt.synonym, st.Legal(0))
		}
		a, err := st.Apply(0, tt.synonym, nil)
		if err != nil {
			t.Fatalf("%q: %v\n%s", tt.synonym, err, dump(st))
		}
		b, _ := st.Apply(0, tt.move, nil)
		if ea, eb := encode(t, a), encode(t, b); ea != eb {
			t.Errorf("%q gives\n%s\n%q gives\n%s", tt.synonym, ea, tt.move, eb)
		}
	}
}

func encode(t *testing.T, st games.State) string {
	t.Helper()
	b, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// FuzzApply applies any text at a few positions: a refusal wraps a
// sentinel with a reason and returns no state; an accepted text is a listed
// move or a synonym of one, and never changes the receiver.
func FuzzApply(f *testing.F) {
	positions := []string{
		"",
		"rolls=1 roll=12346 hilo=2-up",
		"rolls=2 rack=6 bank=5 roll=543 hilo=2-up",
		"rolls=3 rack=66 bank=55 roll=6 hilo=3-up boxed",
		"over totals=100,0",
	}
	for _, s := range []string{"roll", "rack 6", "take 5 bank 5", "rack 5 4 3 box", "box", "bank 4", "rack 1 2 3 4 6"} {
		f.Add(uint8(1), s)
	}
	f.Fuzz(func(t *testing.T, p uint8, text string) {
		st := at(t, positions[int(p)%len(positions)])
		before := encode(t, st)
		next, err := st.Apply(0, games.Move(text), gametest.Seeded(1))
		if after := encode(t, st); after != before {
			t.Fatalf("%q changed the receiver", text)
		}
		if err != nil {
			sentinel := errors.Is(err, games.ErrBadNotation) || errors.Is(err, games.ErrIllegalMove) || errors.Is(err, games.ErrGameOver)
			if next != nil || !sentinel || games.Reason(err) == "" {
				t.Fatalf("%q refused with %v", text, err)
			}
			return
		}
		a, _ := ParseMove(games.Move(text))
		if a.Kind == Place {
			if a, err = st.canonical(a); err != nil {
				t.Fatal(err)
			}
		}
		if !slices.Contains(st.Legal(0), a.Move()) {
			t.Fatalf("%q accepted as %q, which is not listed in %v", text, a.Move(), st.Legal(0))
		}
	})
}
