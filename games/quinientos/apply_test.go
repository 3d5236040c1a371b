package quinientos

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// noDeal is a Rand for moves that must not deal: it panics when drawn from.
var noDeal = gametest.Dice()

// TestLeadRoundOne checks over many deals that the holder of 6-6 leads
// round 1 and may lead nothing else.
func TestLeadRoundOne(t *testing.T) {
	for seed := range uint64(50) {
		st := newState(gametest.Seeded(seed))
		lead := st.Turn()
		if !st.hand(lead).Contains(Tile{6, 6}) || st.Leader() != lead || st.Round() != 1 {
			t.Fatalf("seed %d: %s leads without 6-6\n%s", seed, lead, dump(st))
		}
		if got := st.Legal(lead); !slices.Equal(got, []games.Move{"play 6-6"}) {
			t.Fatalf("seed %d: legal %v, want play 6-6\n%s", seed, got, dump(st))
		}
		other := st.hand(lead)[1]
		play(t, st, noDeal, step{seat: lead, move: PlayOf(other, NoEnd).Move(), fails: "round 1 opens with 6-6: play 6-6"})
		if got := st.recent(); len(got) != 1 || got[0].Kind != Dealt || got[0].Seat != lead {
			t.Fatalf("seed %d: events %v, want the deal", seed, got)
		}
	}
}

// TestTurnOrder plays a written round 2: the leader leads any tile, play
// passes to seat+1, a seat with nothing that fits is passed for and its
// pass recorded, and a double keeps the end's value.
func TestTurnOrder(t *testing.T) {
	st := position(t, `
round 2 leader 1 turn 1
0: 6-6 4-2
1: 5-3 6-1 2-0
2: 3-1 2-2 6-5
3: 5-0 4-4`)
	if got := st.Legal(1); len(got) != 3 || got[0] != "play 2-0" {
		t.Fatalf("the leader of round 2 may lead any tile: legal %v\n%s", got, dump(st))
	}
	tests := []struct {
		seat   games.Seat
		move   games.Move
		turn   games.Seat
		ends   [2]int
		events string
	}{
		{1, "play 5-3", 2, [2]int{5, 3}, "{seat:1} led 5-3"},
		{2, "play 3-1", 3, [2]int{5, 1}, "{seat:2} played 3-1 on the right"},
		{3, "play 5-0", 1, [2]int{0, 1}, "{seat:3} played 5-0 on the left; {seat:0} passed"},
		{1, "play 2-0", 2, [2]int{2, 1}, "{seat:1} played 2-0 on the left"},
		{2, "play 2-2", 0, [2]int{2, 1}, "{seat:2} played 2-2 on the left; {seat:3} passed"},
		{0, "play 4-2", 1, [2]int{4, 1}, "{seat:0} played 4-2 on the left"},
	}
	for i, tt := range tests {
		st = play(t, st, noDeal, step{seat: tt.seat, move: tt.move})
		left, right, _ := st.layout().Ends()
		if st.Turn() != tt.turn || [2]int{left, right} != tt.ends || eventsText(st) != tt.events {
			t.Fatalf("move %d %s %q: turn %s ends %d %d events %q; want %s %v %q\n%s",
				i+1, tt.seat, tt.move, st.Turn(), left, right, eventsText(st), tt.turn, tt.ends, tt.events, dump(st))
		}
	}
	if got := st.Void[0].List(); !slices.Equal(got, []int{0, 1}) {
		t.Errorf("seat 1 passed on 0 and 1, void %v", got)
	}
	if got := st.Void[3].List(); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("seat 4 passed on 2 and 1, void %v", got)
	}
}

// TestRefusals checks the reasons a player reads.
func TestRefusals(t *testing.T) {
	st := position(t, `
round 3 leader 0 turn 1
layout 3|6@0 6|5@0
0: 1-1
1: 5-3 6-1 4-4 3-0
2: 2-2 5-1
3: 0-0`)
	play(t, st, noDeal,
		step{seat: 0, move: "play 1-1", fails: "wait for {seat:1} to play"},
		step{seat: 4, move: "play 1-1", fails: "you have no seat in this game"},
		step{seat: 1, move: "pass", fails: "a tile of yours fits, so you must play; when nothing fits, the pass is automatic"},
		step{seat: 1, move: "play 6-6", fails: "you do not hold 6-6"},
		step{seat: 1, move: "play 4-4", fails: "4-4 fits neither end (3 and 5)"},
		step{seat: 1, move: "play 5-3", fails: "5-3 fits both ends: say which, e.g. play 5-3 left"},
		step{seat: 1, move: "play 3-0 right", fails: "3-0 does not fit the right end (5)"},
		step{seat: 1, move: "play 6-1", fails: "6-1 fits neither end (3 and 5)"},
		step{seat: 1, move: "play 5-3 up", fails: `"up" is no end: the ends are left and right; write "play 6-5", "play 6-5 left" or "play 3-3 right"`},
	)
	if got := st.Legal(1); !slices.Equal(got, []games.Move{"play 3-0", "play 5-3 left", "play 5-3 right"}) {
		t.Errorf("legal %v\n%s", got, dump(st))
	}
	// Naming the only end a tile fits is the same move as not naming it.
	a := play(t, st, noDeal, step{seat: 1, move: "play 3-0 left"})
	b := play(t, st, noDeal, step{seat: 1, move: "PLAY  0-3"})
	if ea, eb := mustEncode(t, a), mustEncode(t, b); ea != eb {
		t.Errorf("play 3-0 left and play 0-3 differ:\n%s\n%s", ea, eb)
	}
	for _, m := range []games.Move{"play 5-3 left", "play 5-3 right"} {
		next := play(t, st, noDeal, step{seat: 1, move: m})
		left, right, _ := next.layout().Ends()
		want := map[games.Move][2]int{"play 5-3 left": {5, 5}, "play 5-3 right": {3, 3}}[m]
		if [2]int{left, right} != want {
			t.Errorf("%s: ends %d %d, want %v\n%s", m, left, right, want, dump(next))
		}
	}
}

// TestBlock plays the tile after which nobody can play: all four pass, the
// lighter team scores the other's pips without bonus, the hands are
// revealed and the next round is dealt, led by the seat after the leader.
func TestBlock(t *testing.T) {
	st := position(t, `
round 3 leader 2 turn 0 scores 100 50
layout 6|6@2 6|1@3
0: 1-0 5-5
1: 4-4
2: 3-3 2-2
3: 5-4`)
	st = play(t, st, gametest.Seeded(7), step{seat: 0, move: "play 1-0"})
	want := "{seat:0} played 1-0 on the right; {seat:1} passed; {seat:2} passed; {seat:3} passed; {seat:0} passed; " +
		"all four passed: the round is blocked; {seat:1} & {seat:3} score 20 for round 3; round 4 dealt: {seat:3} leads"
	if got := eventsText(st); got != want {
		t.Fatalf("events:\n%s\nwant\n%s\n%s", got, want, dump(st))
	}
	rounds := st.past.rounds()
	rd := rounds[len(rounds)-1]
	if rd.Ending != Block || rd.Winner != TeamB || rd.Pips != [2]int{20, 17} || rd.Total != 20 || rd.Hands[2].Pips() != 10 {
		t.Errorf("round %+v", rd)
	}
	if st.Scores != [2]int{100, 70} || st.Round() != 4 || st.Leader() != 3 || st.Turn() != 3 || len(st.layout()) != 0 || st.Void != [Seats]Values{} {
		t.Errorf("after the block: scores %v round %d leader %s turn %s layout %d void %v\n%s",
			st.Scores, st.Round(), st.Leader(), st.Turn(), len(st.layout()), st.Void, dump(st))
	}
	if got := st.Legal(3); len(got) != HandSize {
		t.Errorf("the leader of round 4 may lead any of its %d tiles: %v", HandSize, got)
	}
}

// TestDomino goes out with a tile that fits both ends in round 1.
func TestDomino(t *testing.T) {
	st := position(t, `
round 1 leader 0 turn 3
layout 5|6@1 6|6@0 6|2@2
0: 4-4
1: 1-0
2: 3-1
3: 5-2`)
	if got := st.Legal(3); !slices.Equal(got, []games.Move{"play 5-2 left", "play 5-2 right"}) {
		t.Fatalf("legal %v", got)
	}
	st = play(t, st, gametest.Seeded(1),
		step{seat: 3, move: "play 5-2", fails: "5-2 fits both ends: say which, e.g. play 5-2 left"},
		step{seat: 3, move: "play 5-2 l"},
	)
	rd := st.past.rounds()[0]
	if rd.Ending != Domino || rd.Out != 3 || rd.Winner != TeamB || rd.Points != 12 || rd.RoundBonus != 100 || rd.TileBonus != 100 || rd.Total != 212 {
		t.Errorf("round %+v\n%s", rd, dump(st))
	}
	if st.Scores != [2]int{0, 212} || st.Round() != 2 || st.Leader() != 1 || st.Turn() != 1 {
		t.Errorf("scores %v round %d leader %s turn %s\n%s", st.Scores, st.Round(), st.Leader(), st.Turn(), dump(st))
	}
	if !strings.Contains(eventsText(st), "{seat:3} went out with 5-2: domino; {seat:1} & {seat:3} score 212 for round 1") {
		t.Errorf("events %q", eventsText(st))
	}
}

// TestTeamWins ends the game when a team reaches 500, and not before.
func TestTeamWins(t *testing.T) {
	tests := []struct {
		name   string
		scores string
		over   bool
		result []int
	}{
		{"past 500", "480 300", true, []int{502, 300, 502, 300}},
		{"exactly 500", "478 499", true, []int{500, 499, 500, 499}},
		{"short of 500", "477 499", false, []int{499, 499, 499, 499}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := position(t, "round 6 leader 1 turn 2 scores "+tt.scores+`
layout 3|4@1
0: 2-2
1: 6-6
2: 4-1
3: 5-5`)
			r := noDeal
			if !tt.over {
				r = gametest.Seeded(3)
			}
			st = play(t, st, r, step{seat: 2, move: "play 4-1"})
			res := st.Result()
			if res.Over != tt.over || !slices.Equal(res.Scores, tt.result) {
				t.Fatalf("over %v scores %v, want %v %v\n%s", res.Over, res.Scores, tt.over, tt.result, dump(st))
			}
			if !tt.over {
				return
			}
			if !slices.Equal(res.Winners, []games.Seat{0, 2}) || res.Summary != "{seat:0} & {seat:2} win "+strconv.Itoa(tt.result[0])+" to "+strconv.Itoa(tt.result[1]) {
				t.Errorf("winners %v summary %q", res.Winners, res.Summary)
			}
			if len(st.Actors()) != 0 || st.Legal(st.Turn()) != nil || st.Default(st.Turn()) != "" {
				t.Errorf("moves after the end: actors %v", st.Actors())
			}
			if _, err := st.Apply(0, "play 2-2", noDeal); !errors.Is(err, games.ErrGameOver) {
				t.Errorf("move after the end: %v", err)
			}
			recent := st.recent()
			if last := recent[len(recent)-1]; last.Kind != Won || last.Team != TeamA {
				t.Errorf("last event %v", last)
			}
		})
	}
}

// TestLeaderRotates plays default games and checks that each round after
// the first is led by the seat after the previous leader.
func TestLeaderRotates(t *testing.T) {
	for seed := range uint64(5) {
		r := gametest.Seeded(seed)
		st := newState(r)
		first := st.Leader()
		for !st.Over {
			next := play(t, st, r, step{seat: st.Turn(), move: st.Default(st.Turn())})
			if next.Round() != st.Round() && !next.Over {
				want := (first + games.Seat(next.Round()-1)) % Seats
				if next.Leader() != want || next.Turn() != want || len(next.Legal(want)) != HandSize {
					t.Fatalf("seed %d round %d: leader %s turn %s, want %s\n%s", seed, next.Round(), next.Leader(), next.Turn(), want, dump(next))
				}
			}
			st = next
		}
	}
}

func TestDeal(t *testing.T) {
	rec := &games.Recorder{R: gametest.Seeded(1)}
	hands := Deal(rec)
	var all []Tile
	for s, h := range hands {
		if len(h) != HandSize || !slices.IsSortedFunc(h, compareTiles) {
			t.Errorf("hand %d: %v", s, h)
		}
		all = append(all, h...)
	}
	slices.SortFunc(all, compareTiles)
	if !slices.Equal(all, Set()) {
		t.Errorf("the deal is not the set: %v", all)
	}
	if len(rec.Draws) != SetSize-1 || rec.Draws[0].N != SetSize || rec.Draws[SetSize-2].N != 2 {
		t.Errorf("draws %v, want IntN(28) down to IntN(2)", rec.Draws)
	}
}

func eventsText(st *state) string {
	recent := st.recent()
	parts := make([]string, len(recent))
	for i, e := range recent {
		parts[i] = e.String()
	}
	return strings.Join(parts, "; ")
}

func mustEncode(t *testing.T, st *state) string {
	t.Helper()
	b, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestListed checks over random games that Apply's reading of the moves
// Legal lists agrees with ParseMove and placement: every play in canonical
// notation that listed accepts is legal with the same tile and end, and it
// accepts every move Legal lists.
func TestListed(t *testing.T) {
	for seed := range uint64(10) {
		r := gametest.Seeded(seed)
		st := newState(r)
		for !st.Over {
			s, legal := st.Turn(), st.Legal(st.Turn())
			for _, m := range playMoves {
				tile, end, ok := st.listed(s, m)
				a, err := ParseMove(m)
				if err != nil {
					t.Fatal(err)
				}
				want, err := st.placement(s, a)
				switch {
				case ok && (err != nil || tile != a.Tile || end != want):
					t.Fatalf("%q: listed reads %s on %q, placement %s on %q (%v)\n%s", m, tile, end, a.Tile, want, err, dump(st))
				case !ok && slices.Contains(legal, m):
					t.Fatalf("%q: Legal lists it, listed does not read it\n%s", m, dump(st))
				}
			}
			next, err := st.Apply(s, legal[r.IntN(len(legal))], r)
			if err != nil {
				t.Fatal(err)
			}
			st = next.(*state)
		}
	}
}

// TestLoneDoubleOffersATileOnce: against a lone double, whose two sides
// are one place, a tile that fits is offered once, and played with or
// without a side.
func TestLoneDoubleOffersATileOnce(t *testing.T) {
	st := position(t, `
round 2 leader 0 turn 1
layout 4|4@0
0: 6-6
1: 4-2 4-1 5-5
2: 3-1
3: 5-0`)
	if got := st.Legal(1); !slices.Equal(got, []games.Move{"play 4-1", "play 4-2"}) {
		t.Fatalf("legal %v, want each tile once\n%s", got, dump(st))
	}
	for _, m := range []games.Move{"play 4-2", "play 4-2 left", "play 4-2 right"} {
		play(t, st, noDeal, step{seat: 1, move: m})
	}
}
