package quingo_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/quingo"
)

func TestInfo(t *testing.T) {
	r, err := games.Lookup("quingo")
	if err != nil {
		t.Fatal(err)
	}
	info := r.Info()
	if info.Name != "quingo" || info.Title != "Quingo" || info.MinSeats != 1 || info.MaxSeats != 6 {
		t.Errorf("info %+v", info)
	}
	if len(info.Options) != 1 || info.Options[0].Name != "pool" || info.Options[0].Kind != games.OptionString ||
		info.Options[0].Default != "4 6 8 10 12 20" || len(info.Options[0].Description) > 100 {
		t.Errorf("options %+v", info.Options)
	}
	if len(info.Summary) > 100 || strings.Contains(info.Summary, "\n") {
		t.Errorf("summary of %d characters: %q", len(info.Summary), info.Summary)
	}
	if n := len([]rune(info.Help)); n > 1800 {
		t.Errorf("help of %d characters, want at most 1800", n)
	}
	for _, want := range []string{
		"wilds 21 22 23 24 25", "take d4 d10 d12 box 19", "take d6 d20 wild 25", "take d8 cross 15",
		"take d8 cross wild 18", "`pass`", "d4 d6 d8 d10 d12 d20", "`pool`", "lower seat", "d6a", "leftmost",
		"limits kept", "50 rounds", "ties share", "is rolled",
	} {
		if !strings.Contains(info.Help, want) {
			t.Errorf("help does not mention %q", want)
		}
	}
}

func TestNew(t *testing.T) {
	tests := []struct {
		opts  games.Options
		seats int
		pool  string // the pool's labels; "" when refused
	}{
		{nil, 1, "d4 d6 d8 d10 d12 d20"},
		{nil, 6, "d4 d6 d8 d10 d12 d20"},
		{games.Options{"pool": ""}, 2, "d4 d6 d8 d10 d12 d20"},
		{games.Options{"pool": "d20, d6, d6"}, 2, "d6a d6b d20"},
		{games.Options{"pool": "2"}, 2, "d2"},
		{games.Options{"pool": "20 20 20 20 10 8 6 4 2 2"}, 3, "d2a d2b d4 d6 d8 d10 d20a d20b d20c d20d"},
		{nil, 0, ""},
		{nil, 7, ""},
		{games.Options{"pool": "20 20 20 20 18"}, 2, "d18 d20a d20b d20c d20d"},
		{games.Options{"pool": "20 20 20 20 20"}, 2, ""},
		{games.Options{"pool": "20 20 20 20 20 20"}, 2, ""},
		{games.Options{"pool": "20 20 20 20 10 10"}, 2, ""},
		{games.Options{"pool": "1 6"}, 2, ""},
		{games.Options{"pool": "6 22"}, 2, ""},
		{games.Options{"pool": "6 x"}, 2, ""},
		{games.Options{"pool": "-6"}, 2, ""},
		{games.Options{"pool": "2 2 2 2 2 2 2 2 2 2 2"}, 2, ""},
		{games.Options{"pool": ","}, 2, ""},
		{games.Options{"limit": "3"}, 2, ""},
	}
	for _, tt := range tests {
		st, err := quingo.Rules.New(tt.opts, tt.seats, gametest.Seeded(1))
		if (tt.pool != "") != (err == nil) || (err != nil && !errors.Is(err, games.ErrBadOptions)) {
			t.Errorf("New(%v, %d): %v", tt.opts, tt.seats, err)
			continue
		}
		if err != nil {
			continue
		}
		b := st.View(games.Spectator).Board.(quingo.BoardView)
		labels := make([]string, len(b.Pool))
		for i, d := range b.Pool {
			labels[i] = d.Label
		}
		if got := strings.Join(labels, " "); got != tt.pool || len(st.Actors()) != tt.seats {
			t.Errorf("New(%v, %d): pool %q actors %v, want %q", tt.opts, tt.seats, got, st.Actors(), tt.pool)
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	st, _ := quingo.Rules.New(nil, 2, gametest.Dice(11, 3, 14, 15, 2))
	st, _ = st.Apply(0, "wilds 21 22 23 24 25", nil)
	b, _ := st.Encode()
	choosing := string(b)
	st, _ = st.Apply(1, "wilds 1 2 3 4 5", gametest.Dice(4, 6, 8, 10, 12, 20, 3, 2))
	st, _ = st.Apply(1, "take d4 d6 box 10", nil)
	b, _ = st.Encode()
	playing := string(b)
	bad := []struct{ good, from, to string }{
		{choosing, `"phase":"choosing"`, `"phase":"playing"`},
		{choosing, `"phase":"choosing"`, `"phase":"dancing"`},
		{choosing, `wild 21,22,23,24,25`, `wild 21,22,23,24,61`},
		{choosing, `wild 21,22,23,24,25 .....`, `wild - ..v..`},
		{choosing, `"limits":[0,0]`, `"limits":[0,3]`},
		{choosing, `"bonus":[11,3,14,15]`, `"bonus":[11,3,14,21]`},
		{choosing, `"wild":2`, `"wild":5`},
		{choosing, `{"faces":4,"value":0`, `{"faces":4,"value":1`},
		{playing, `"turn":0`, `"turn":2`},
		{playing, `"limits":[3,2]`, `"limits":[3,7]`},
		{playing, `"limits":[3,2]`, `"limits":[3]`},
		{playing, `{"faces":8,"value":8`, `{"faces":8,"value":9`},
		{playing, `{"faces":8,"value":8`, `{"faces":3,"value":3`},
		{playing, `"round":1`, `"round":0`},
		{playing, `"finisher":-1`, `"finisher":0`},
		{playing, `"lap":null`, `"lap":[0]`},
		{playing, `"phase":"playing"`, `"phase":"over"`},
		{playing, `"move":"take d4 d6 box 10"`, `"move":"take d6 d4 box 10"`},
		{playing, `"move":"take d4 d6 box 10"`, `"move":"wilds 1 2 3 4 5"`},
		{playing, `"sum":10`, `"sum":11`},
		{playing, `"faces":[4,6]`, `"faces":[4,7]`},
		{playing, `"..... ..... ..... ..... wild 21,22,23,24,25 ....."`, `"vvvvv vvvvv vvvvv vvvvv wild 21,22,23,24,25 vvvvv"`},
	}
	for _, b := range bad {
		text := strings.Replace(b.good, b.from, b.to, 1)
		if text == b.good {
			t.Fatalf("%q is not in %s", b.from, b.good)
		}
		if _, err := quingo.Rules.Decode([]byte(text)); err == nil {
			t.Errorf("Decode accepted %s", text)
		}
	}
	for _, good := range []string{choosing, playing} {
		back, err := quingo.Rules.Decode([]byte(good))
		if err != nil {
			t.Fatalf("Decode(%s): %v", good, err)
		}
		if again, _ := back.Encode(); string(again) != good {
			t.Errorf("round trip:\n%s\n%s", good, again)
		}
	}
	if back, _ := quingo.Rules.Decode([]byte(playing)); !slices.Equal(back.Actors(), st.Actors()) {
		t.Errorf("decoded actors %v, want %v", back.Actors(), st.Actors())
	}
}
