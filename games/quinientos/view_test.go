package quinientos

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestViewSecrecy checks that each seat's view holds its own hand and only
// the tile counts of the others, and that the spectator sees no hand.
func TestViewSecrecy(t *testing.T) {
	st := newState(gametest.Seeded(4))
	for s := games.Spectator; s < Seats; s++ {
		v := st.View(s)
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		board := v.Board.(BoardView)
		if board.Counts != [Seats]int{7, 7, 7, 7} {
			t.Errorf("View(%s): counts %v", s, board.Counts)
		}
		if s == games.Spectator {
			if board.Hand != nil || v.Private || bytes.Contains(b, []byte(`"hand"`)) {
				t.Errorf("the spectator sees a hand: %s", b)
			}
			continue
		}
		if !slicesEqual(board.Hand, st.hand(s)) || !v.Private {
			t.Errorf("View(%s): hand %v, want %v", s, board.Hand, st.hand(s))
		}
		if n := bytes.Count(b, []byte(`"hand"`)); n != 1 {
			t.Errorf("View(%s) has %d hands", s, n)
		}
		for other := range games.Seat(Seats) {
			for _, secret := range st.Secrets(other) {
				if (other == s) != bytes.Contains(b, []byte(secret)) {
					t.Errorf("View(%s) and %s's secret %q: contained %v", s, other, secret, other != s)
				}
			}
		}
	}
}

// TestRevealedHands checks that a finished round's hands are shown to all,
// under a key that is no secret's.
func TestRevealedHands(t *testing.T) {
	st := position(t, `
round 3 leader 2 turn 0 scores 100 50
layout 6|6@2 6|1@3
0: 1-0 5-5
1: 4-4
2: 3-3 2-2
3: 5-4`)
	st = play(t, st, gametest.Seeded(7), step{seat: 0, move: "play 1-0"})
	b, _ := json.Marshal(st.View(games.Spectator))
	if !bytes.Contains(b, []byte(`"hands":[["5-5"],["4-4"],["3-3","2-2"],["5-4"]]`)) {
		t.Errorf("the spectator does not see the last round's hands: %s", b)
	}
	if bytes.Contains(b, []byte(`"hand":`)) {
		t.Errorf("the spectator sees a hand of the new round: %s", b)
	}
}

// TestEncodeMatchesJSON plays default games and checks at every step that
// the hand-written encoders write what encoding/json writes by reflection.
func TestEncodeMatchesJSON(t *testing.T) {
	type plainBoard BoardView // no MarshalJSON: encoded by reflection
	r := gametest.Seeded(11)
	st := newState(r)
	for moves := 0; ; moves++ {
		got, _ := st.Encode()
		want, err := json.Marshal(st.stored())
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("move %d: Encode\n%s\njson.Marshal\n%s", moves, got, want)
		}
		for s := games.Spectator; s < Seats; s++ {
			b := st.Board(s)
			got, _ := b.MarshalJSON()
			want, _ := json.Marshal(plainBoard(b))
			if !bytes.Equal(got, want) {
				t.Fatalf("move %d, %s: MarshalJSON\n%s\njson.Marshal\n%s", moves, s, got, want)
			}
		}
		if st.Over {
			return
		}
		st = play(t, st, r, step{seat: st.Turn(), move: st.Default(st.Turn())})
	}
}

func TestDecodeRefuses(t *testing.T) {
	st := newState(gametest.Seeded(2))
	good, _ := st.Encode()
	if _, err := Rules.Decode(good); err != nil {
		t.Fatalf("Decode: %v", err)
	}
	for name, bad := range map[string]string{
		"not json":       "{",
		"tile twice":     strings.Replace(string(good), `"0-0"`, `"6-6"`, 1),
		"bad tile":       strings.Replace(string(good), `"0-0"`, `"7-0"`, 1),
		"turn off table": strings.Replace(string(good), `"turn":`, `"turn":9`, 1),
		"round zero":     strings.Replace(string(good), `"round":1`, `"round":0`, 1),
	} {
		if _, err := Rules.Decode([]byte(bad)); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}

func TestInfo(t *testing.T) {
	info := Rules.Info()
	if got, err := games.Lookup(Name); err != nil || got.Info().Name != Name {
		t.Fatalf("not registered: %v", err)
	}
	if len(info.Summary) > 100 || len(info.Help) > 1800 {
		t.Errorf("summary %d characters (max 100), help %d (max 1800)", len(info.Summary), len(info.Help))
	}
	for _, seats := range []int{3, 5} {
		if _, err := Rules.New(nil, seats, gametest.Seeded(1)); err == nil {
			t.Errorf("New with %d seats", seats)
		}
	}
	if _, err := Rules.New(games.Options{"target": "300"}, Seats, gametest.Seeded(1)); err == nil {
		t.Error("New with an unknown option")
	}
}

func slicesEqual(a, b Hand) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestStatusNamesEachOpenNumberOnce: with both ends on the same number the
// status names it once ("on 6", not "on 6 or 6").
func TestStatusNamesEachOpenNumberOnce(t *testing.T) {
	for _, tt := range []struct{ layout, want string }{
		{"6|6@2", "{seat:0} to play on 6"},
		{"6|6@2 6|1@3", "{seat:0} to play on 6 or 1"},
	} {
		st := position(t, `
round 1 leader 2 turn 0 scores 0 0
layout `+tt.layout+`
0: 1-0 5-5
1: 4-4
2: 3-3 2-2
3: 5-4`)
		if got := st.View(games.Spectator).Status; got != tt.want {
			t.Errorf("layout %s: status %q, want %q", tt.layout, got, tt.want)
		}
	}
}
