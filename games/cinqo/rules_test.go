package cinqo

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestInfo(t *testing.T) {
	info := Rules.Info()
	if r, err := games.Lookup(Name); err != nil || r.Info().Name != Name {
		t.Fatalf("cinqo is not registered: %v", err)
	}
	if len(info.Summary) > 100 || strings.Contains(info.Summary, "\n") {
		t.Errorf("summary of %d characters: %q", len(info.Summary), info.Summary)
	}
	if len(info.Help) > 1800 {
		t.Errorf("help of %d characters, want at most 1800", len(info.Help))
	}
	for _, want := range []string{"`roll`", "`rack 6 6 bank 5 box`", "`take 5`", "without a roll", "that turn ends", "Bots (normal level) and timeouts", "`solitaire`", "`rounds`", "`race`"} {
		if !strings.Contains(info.Help, want) {
			t.Errorf("help does not mention %s", want)
		}
	}
	for _, op := range info.Options {
		if len(op.Description) > 100 {
			t.Errorf("option %s: description of %d characters", op.Name, len(op.Description))
		}
		if err := (games.Options{op.Name: op.Default}).Check(info); err != nil {
			t.Errorf("option %s: default %q refused: %v", op.Name, op.Default, err)
		}
	}
}

func TestNew(t *testing.T) {
	tests := []struct {
		opts   games.Options
		seats  int
		mode   Mode
		rounds int
		err    string // reason when refused
	}{
		{nil, 2, Race, 0, ""},
		{nil, 6, Race, 0, ""},
		{nil, 1, Solitaire, 0, ""},
		{games.Options{"mode": "race"}, 1, Solitaire, 0, ""},
		{games.Options{"mode": "solitaire"}, 1, Solitaire, 0, ""},
		{games.Options{"mode": "rounds"}, 3, Rounds, 5, ""},
		{games.Options{"mode": "rounds"}, 1, Rounds, 5, ""},
		{games.Options{"mode": "rounds", "rounds": "8"}, 2, Rounds, 8, ""},
		{games.Options{"rounds": "3"}, 4, Rounds, 3, ""},
		{nil, 0, 0, 0, "Cinq-O is for 1 to 6 players"},
		{nil, 7, 0, 0, "Cinq-O is for 1 to 6 players"},
		{games.Options{"mode": "solitaire"}, 2, 0, 0, "solitaire is for one player"},
		{games.Options{"mode": "race", "rounds": "3"}, 2, 0, 0, "the rounds option is for mode rounds"},
		{games.Options{"mode": "sprint"}, 2, 0, 0, "mode must be race, rounds or solitaire"},
		{games.Options{"rounds": "0"}, 2, 0, 0, "rounds must be from 1 to 20"},
		{games.Options{"rounds": "x"}, 2, 0, 0, "rounds must be a whole number"},
		{games.Options{"target": "50"}, 2, 0, 0, `Cinq-O has no option "target"`},
	}
	for _, tt := range tests {
		g, err := Rules.New(tt.opts, tt.seats, nil)
		if tt.err != "" {
			if !errors.Is(err, games.ErrBadOptions) || games.Reason(err) != tt.err {
				t.Errorf("New(%v, %d): %v, want %q", tt.opts, tt.seats, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("New(%v, %d): %v", tt.opts, tt.seats, err)
			continue
		}
		st := g.(*state)
		if st.Mode != tt.mode || int(st.Rounds) != tt.rounds || st.seats() != tt.seats || st.Round != 1 || st.Phase != Rolling {
			t.Errorf("New(%v, %d): %s with %d rounds, want %s with %d\n%s", tt.opts, tt.seats, st.Mode, st.Rounds, tt.mode, tt.rounds, dump(st))
		}
	}
}

// TestEncode checks that Encode writes what json.Marshal would, and that
// Decode restores it.
func TestEncode(t *testing.T) {
	positions := []string{
		"",
		"mode=rounds rounds=3 round=2 seats=4 active=3 totals=1,2,3,4",
		"rolls=2 rack=6 bank=5 roll=643 hilo=1-up boxed extra",
		"over totals=104,3",
	}
	for _, pos := range positions {
		st := at(t, pos)
		checkEncode(t, st)
	}
	st := play(t, at(t, ""), step{seat: 0, move: "roll", dice: []int{2, 3, 4, 5, 6, 6}})
	st = play(t, st, step{seat: 0, move: "rack 2 3 4 5 6"})
	checkEncode(t, st)
	st = play(t, st, step{seat: 1, move: "roll", dice: []int{5, 5, 5, 5, 5, 1}})
	checkEncode(t, st)
}

func checkEncode(t *testing.T, st *state) {
	t.Helper()
	got, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	want, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("Encode:\n%s\njson.Marshal:\n%s", got, want)
	}
	back, err := Rules.Decode(got)
	if err != nil {
		t.Fatalf("Decode(%s): %v", got, err)
	}
	if again := encode(t, back); again != string(got) {
		t.Fatalf("round trip:\n%s\n%s", got, again)
	}
}

func TestDecodeRefuses(t *testing.T) {
	good := `{"mode":"race","rounds":0,"phase":"placing","active":0,"round":1,"extra":false,"rolls":1,"rack":"","bank":"","roll":"12345","hilo":"1-up","boxed":false,"totals":[0,0]}`
	if _, err := Rules.Decode([]byte(good)); err != nil {
		t.Fatalf("Decode(%s): %v", good, err)
	}
	bad := map[string][2]string{
		"not json":          {`"totals":[0,0]}`, `"totals":[0,0]`},
		"no seats":          {`"totals":[0,0]`, `"totals":[]`},
		"seven seats":       {`"totals":[0,0]`, `"totals":[0,0,0,0,0,0,0]`},
		"solitaire of two":  {`"mode":"race"`, `"mode":"solitaire"`},
		"rounds in a race":  {`"rounds":0`, `"rounds":5`},
		"rounds mode at 0":  {`"mode":"race"`, `"mode":"rounds"`},
		"active seat 2":     {`"active":0`, `"active":2`},
		"round 0":           {`"round":1`, `"round":0`},
		"six dice":          {`"roll":"12345"`, `"roll":"123456"`},
		"a 7":               {`"roll":"12345"`, `"roll":"12347"`},
		"four dice placing": {`"roll":"12345"`, `"roll":"1234"`},
		"no Hi/Lo":          {`"hilo":"1-up"`, `"hilo":""`},
		"bad Hi/Lo":         {`"hilo":"1-up"`, `"hilo":"4-up"`},
		"no roll":           {`"rolls":1`, `"rolls":0`},
		"six rolls":         {`"rolls":1`, `"rolls":6`},
		"bad phase":         {`"phase":"placing"`, `"phase":"thinking"`},
		"rolling with dice": {`"phase":"placing"`, `"phase":"rolling"`},
		"negative total":    {`"totals":[0,0]`, `"totals":[0,-1]`},
		"last of seat 3":    {`"totals":[0,0]`, `"totals":[0,0],"last":{"seat":2,"round":1,"dice":"66666","hilo":"3-up","score":{"total":30,"side":"hi","partial":10,"multiplier":3,"points":30}}`},
		"last of 4 dice":    {`"totals":[0,0]`, `"totals":[0,0],"last":{"seat":1,"round":1,"dice":"6666","hilo":"3-up","score":{"total":30,"side":"hi","partial":10,"multiplier":3,"points":30}}`},
	}
	for name, r := range bad {
		text := strings.Replace(good, r[0], r[1], 1)
		if text == good {
			t.Fatalf("%s: %q is not in the good state", name, r[0])
		}
		if _, err := Rules.Decode([]byte(text)); err == nil {
			t.Errorf("%s: Decode(%s) accepted", name, text)
		}
	}
}

// TestCheckOptionsAtTheLobby: every option set that New refuses is
// refused by games.CheckOptions, which a lobby runs when it opens, so a
// lobby never opens that its host cannot start.
func TestCheckOptionsAtTheLobby(t *testing.T) {
	for _, opts := range []games.Options{
		{"mode": "race", "rounds": "3"},
		{"mode": "solitaire", "rounds": "3"},
		{"mode": "rounds", "rounds": "x"},
	} {
		_, newErr := Rules.New(opts, 2, nil)
		err := games.CheckOptions(Rules, opts)
		if newErr == nil || err == nil || !errors.Is(err, games.ErrBadOptions) {
			t.Errorf("%v: New says %v, CheckOptions %v; want both to refuse", opts, newErr, err)
		}
	}
	for _, opts := range []games.Options{{"rounds": "3"}, {"mode": "rounds", "rounds": "3"}, {"mode": "race"}} {
		if err := games.CheckOptions(Rules, opts); err != nil {
			t.Errorf("%v: %v", opts, err)
		}
	}
}
