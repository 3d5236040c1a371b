package qwinto_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/qwinto"
)

func TestInfo(t *testing.T) {
	r, err := games.Lookup("qwinto")
	if err != nil {
		t.Fatal(err)
	}
	info := r.Info()
	if info.Name != "qwinto" || info.Title != "Qwinto" || info.MinSeats != 1 || info.MaxSeats != 6 {
		t.Errorf("info %+v", info)
	}
	if len(info.Options) != 1 || info.Options[0].Name != "reroll" || info.Options[0].Kind != games.OptionBool || info.Options[0].Default != "false" {
		t.Errorf("options %+v", info.Options)
	}
	if len(info.Summary) > 100 || strings.Contains(info.Summary, "\n") {
		t.Errorf("summary of %d characters: %q", len(info.Summary), info.Summary)
	}
	if n := len([]rune(info.Help)); n > 1800 {
		t.Errorf("help of %d characters, want at most 1800", n)
	}
	for _, want := range []string{"roll red blue", "write yellow 4", "skip", "reroll", "keep", "failed throw", "4 failed throws", "two complete rows", "ties share",
		"Out of time, a roller rolls as a bot, then writes nothing (a failed throw); others write nothing."} {
		if !strings.Contains(info.Help, want) {
			t.Errorf("help does not mention %q", want)
		}
	}
}

func TestNew(t *testing.T) {
	tests := []struct {
		opts  games.Options
		seats int
		ok    bool
	}{
		{nil, 1, true},
		{nil, 6, true},
		{games.Options{"reroll": "true"}, 3, true},
		{games.Options{"reroll": "false"}, 3, true},
		{nil, 0, false},
		{nil, 7, false},
		{games.Options{"reroll": "maybe"}, 2, false},
		{games.Options{"rounds": "3"}, 2, false},
	}
	for _, tt := range tests {
		st, err := qwinto.Rules.New(tt.opts, tt.seats, nil)
		if tt.ok != (err == nil) || (err != nil && !errors.Is(err, games.ErrBadOptions)) {
			t.Errorf("New(%v, %d): %v", tt.opts, tt.seats, err)
			continue
		}
		if err == nil && (len(st.Actors()) != 1 || st.Actors()[0] != 0) {
			t.Errorf("New(%v, %d): actors %v, want seat 0", tt.opts, tt.seats, st.Actors())
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	st, _ := qwinto.Rules.New(nil, 2, nil)
	good, _ := st.Encode()
	bad := []string{
		``,
		`{}`,
		strings.Replace(string(good), `"active":0`, `"active":2`, 1),
		strings.Replace(string(good), `"phase":"choosing"`, `"phase":"deciding"`, 1),
		strings.Replace(string(good), `"phase":"choosing"`, `"phase":"rerolling"`, 1),
		strings.Replace(string(good), `"dice":[0,0,0]`, `"dice":[3,0,0]`, 1),
		strings.Replace(string(good), `"decided":[false,false]`, `"decided":[false]`, 1),
		strings.Replace(string(good), `"decided":[false,false]`, `"decided":[true,false]`, 1),
		strings.Replace(string(good), `"rerolled":false`, `"rerolled":true`, 1),
		strings.Replace(string(good), `red 0,0,0,X`, `red 5,4,0,X`, 1),
	}
	for _, b := range bad {
		if b == string(good) {
			t.Fatalf("a corruption did not apply to %s", good)
		}
		if _, err := qwinto.Rules.Decode([]byte(b)); err == nil {
			t.Errorf("Decode accepted %s", b)
		}
	}
}
