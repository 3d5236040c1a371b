package quingo

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestSecretWilds: while choosing, a seat's wild numbers are in its own
// view only; once play starts they are public.
func TestSecretWilds(t *testing.T) {
	g, _ := Rules.New(nil, 3, gametest.Dice(11, 3, 14, 15, 2))
	st := play(t, g.(*state),
		step{seat: 0, move: "wilds 21 22 23 24 25"},
		step{seat: 1, move: "wilds 21 22 23 24 25"},
	)
	views := map[games.Seat][]byte{}
	for s := games.Spectator; s < 3; s++ {
		b, err := json.Marshal(st.View(s))
		if err != nil {
			t.Fatal(err)
		}
		views[s] = b
	}
	for owner := games.Seat(0); owner < 3; owner++ {
		secrets := st.Secrets(owner)
		if (len(secrets) > 0) != (owner < 2) {
			t.Errorf("%s has secrets %v", owner, secrets)
		}
		for _, secret := range secrets {
			for viewer, b := range views {
				if (viewer == owner) != bytes.Contains(b, []byte(secret)) {
					t.Errorf("View(%s) and %s's secret %q: contained %v", viewer, owner, secret, viewer != owner)
				}
			}
		}
	}
	b := st.Board(2)
	if b.Seats[0].Wilds != nil || !b.Seats[0].Chosen || b.Seats[2].Chosen || b.Seats[0].Sheet.Chosen() {
		t.Errorf("seat 2 sees seat 0 as %+v", b.Seats[0])
	}
	if v := st.View(0); !v.Private || st.View(2).Private || st.View(games.Spectator).Private {
		t.Errorf("private views: %v %v %v", v.Private, st.View(2).Private, st.View(games.Spectator).Private)
	}
	if text := b.Text(func(s games.Seat) string { return s.String() }); !strings.Contains(text, "Wild  wilds chosen") ||
		!strings.Contains(text, "Wild  choosing wilds") || strings.Contains(text, "21") {
		t.Errorf("seat 3's board text:\n%s", text)
	}
	st = play(t, st, step{seat: 2, move: "wilds 5 6 7 8 9", dice: []int{1, 1, 1, 1, 1, 1, 1, 1, 1}})
	if len(st.Secrets(0)) != 0 || st.Board(games.Spectator).Seats[2].Wilds[4] != 9 || st.View(0).Private {
		t.Errorf("wilds still secret after the start")
	}
}

func TestStatus(t *testing.T) {
	tests := []struct {
		name, pos, title, status string
	}{
		{"turn", `round 4
pool d4:4 d6:- d8:6 d10:3 d12:12 d20:20
limits 2 3
0: ..... ..... ..... ..... wild 21,22,23,24,25 .....
1: ..... ..... ..... ..... wild 21,22,23,24,25 .....`,
			"Quingo · round 4", "{seat:0} to take up to 2 dice"},
		{"fewer dice than the limit", `round 4
pool d4:4 d6:- d8:- d10:3 d12:- d20:-
limits 5 3
0: ..... ..... ..... ..... wild 21,22,23,24,25 .....
1: ..... ..... ..... ..... wild 21,22,23,24,25 .....`,
			"Quingo · round 4", "{seat:0} to take up to 2 dice"},
		{"forced", `turn 1
pool d4:- d6:- d8:6 d10:- d12:- d20:-
limits 1 1
0: ..... ..... ..... ..... wild 21,22,23,24,25 .....
1: ..... v.... ..... ..... wild 21,22,23,24,25 .....`,
			"Quingo · round 1", "{seat:1} can check nothing: take one die and cross a box out"},
		{"last lap", `phase lastlap
turn 1 finisher 0
lap 1
pool d4:1 d6:- d8:- d10:- d12:- d20:-
limits 1 1
0: vvvvv vvvvv vvvvv vvvvv wild 1,1,1,1,1 vvvvv
1: ..... ..... ..... ..... wild 1,2,3,4,5 .....`,
			"Quingo · round 1 · last lap", "last lap: {seat:1} to take up to 1 die or pass"},
		{"over", `phase over
turn -1
pool d4:1 d6:- d8:- d10:- d12:- d20:-
limits 1 1
0: vvvvv vvvvv vvvvv vvvvv wild 1,1,1,1,1 vvvvv
1: vvvvv vvvvv vvvvv vvvvv wild 1,1,1,1,1 vvvvv`,
			"Quingo · final", "{seat:0} and {seat:1} share the win with 263 points"},
	}
	for _, tt := range tests {
		st := position(t, tt.pos)
		v := st.View(games.Spectator)
		if v.Title != tt.title || v.Status != tt.status {
			t.Errorf("%s: title %q status %q, want %q %q\n%s", tt.name, v.Title, v.Status, tt.title, tt.status, dump(st))
		}
	}
	st := position(t, `
pool d4:4 d6:- d8:6 d10:3 d12:12 d20:20
limits 3 3
0: ..... ..... ..... ..... wild 21,22,23,24,25 .....
1: ..... ..... ..... ..... wild 21,22,23,24,25 .....`)
	st = play(t, st, step{seat: 0, move: "take d12 d4 d10 box 19"})
	if got, want := st.status(), "{seat:0} took d4 4 + d10 3 + d12 12 = 19 for box 19 · {seat:1} to take up to 2 dice"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	v := st.View(1)
	if len(v.Dice) != 6 || v.Dice[0] != (games.Die{Label: "d4", Faces: 4, Value: 4, Held: true}) || v.Dice[5].Held {
		t.Errorf("dice %+v", v.Dice)
	}
}

// TestBoardJSON keeps BoardView.MarshalJSON equal to what encoding/json
// writes from the struct.
func TestBoardJSON(t *testing.T) {
	type plain BoardView
	g, _ := Rules.New(games.Options{"pool": "6 6 20"}, 3, gametest.Seeded(4))
	st := g.(*state)
	dice := gametest.Seeded(5)
	for !st.Result().Over {
		for s := games.Spectator; int(s) < st.seats(); s++ {
			b := st.Board(s)
			got, err := json.Marshal(b)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := json.Marshal(plain(b))
			if !bytes.Equal(got, want) {
				t.Fatalf("MarshalJSON\n got %s\nwant %s", got, want)
			}
		}
		s := st.Actors()[0]
		next, err := st.Apply(s, st.Default(s), dice)
		if err != nil {
			t.Fatal(err)
		}
		st = next.(*state)
	}
}
