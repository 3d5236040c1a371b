package blingo_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestInfo(t *testing.T) {
	r, err := games.Lookup("blingo")
	if err != nil {
		t.Fatal(err)
	}
	info := r.Info()
	if info.Name != "blingo" || info.Title != "Blingo" || info.MinSeats != 2 || info.MaxSeats != 6 || len(info.Options) != 2 ||
		info.Options[0].Name != "markers" || info.Options[0].Legacy != "50" {
		t.Errorf("info %+v", info)
	}
	if len(info.Summary) > 100 || strings.Contains(info.Summary, "\n") {
		t.Errorf("summary of %d characters: %q", len(info.Summary), info.Summary)
	}
	if n := len([]rune(info.Help)); n > 1800 {
		t.Errorf("help of %d characters, want at most 1800", n)
	}
	for _, want := range []string{
		"`roll`", "`place 2 8`", "`place 28`", "`place 40`", "`pass`", "markers unlimited", "`markers:50`", "a double places one",
		"a second marker of yours", "cannot be chosen", "your turn passes (`pass`)", "one placement only, it is played for you", "`length:short`", "second Blingo line ends it", "27", "except those on their own Blingo lines",
		"intersection", "1,000 turns", "most Blingo lines wins", "remains is shared", "rolled for you", "Bots (normal level) and timeouts",
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
		ok    bool
	}{
		{nil, 2, true},
		{nil, 6, true},
		{games.Options{}, 4, true},
		{nil, 1, false},
		{nil, 7, false},
		{games.Options{"markers": "50"}, 2, true},
		{games.Options{"markers": "30"}, 3, true},
		{games.Options{"markers": "0"}, 2, false},
		{games.Options{"markers": "89"}, 2, false},
		{games.Options{"markers": "many"}, 2, false},
		{games.Options{"reroll": "true"}, 2, false},
		{games.Options{"length": "short"}, 2, true},
		{games.Options{"length": "full", "markers": "50"}, 6, true},
		{games.Options{"length": "long"}, 2, false},
	}
	for _, tt := range tests {
		st, err := blingo.Rules.New(tt.opts, tt.seats, nil)
		if tt.ok != (err == nil) || (err != nil && !errors.Is(err, games.ErrBadOptions)) {
			t.Errorf("New(%v, %d): %v", tt.opts, tt.seats, err)
			continue
		}
		if err == nil && (len(st.Actors()) != 1 || st.Actors()[0] != 0 || st.Legal(0)[0] != "roll") {
			t.Errorf("New(%v, %d): actors %v, legal %v, want seat 0 to roll", tt.opts, tt.seats, st.Actors(), st.Legal(0))
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	st, _ := blingo.Rules.New(nil, 2, nil)
	good, _ := st.Encode()
	rolled, _ := st.Apply(0, "roll", gametest.Dice(2, 8))
	goodRolled, _ := rolled.Encode()
	placed, _ := rolled.Apply(0, "place 28", nil)
	goodPlaced, _ := placed.Encode()
	short, _ := blingo.Rules.New(games.Options{blingo.OptLength: blingo.Short}, 2, nil)
	goodShort, _ := short.Encode()
	for _, b := range [][]byte{good, goodRolled, goodPlaced, goodShort} {
		if _, err := blingo.Rules.Decode(b); err != nil {
			t.Fatalf("Decode(%s): %v", b, err)
		}
	}
	emptyRow := ". . . . . . . . . . ."
	bad := []struct{ from, old, new string }{
		{string(good), `"seats":2`, `"seats":7`},
		{string(good), `"seats":2`, `"seats":1`},
		{string(good), `"active":0`, `"active":2`},
		{string(good), `"phase":"rolling"`, `"phase":"placing"`},
		{string(good), `"phase":"rolling"`, `"phase":"over"`},
		{string(good), `"phase":"rolling"`, `"phase":"thinking"`},
		{string(good), `"end":"playing"`, `"end":"blackout"`},
		{string(good), `"dice":[0,0]`, `"dice":[3,4]`},
		{string(good), `"turn":0`, `"turn":1001`},
		{string(good), `"supply":88`, `"supply":0`},
		{string(good), `"supply":88`, `"supply":89`},
		{string(good), emptyRow, ". . . . . . . . . . c"},
		{string(good), emptyRow, ". . . . . . . . . . x"},
		{string(good), emptyRow, ". . . . . . . . . ."},
		{string(goodRolled), `"dice":[2,8]`, `"dice":[0,0]`},
		{string(goodRolled), `"dice":[2,8]`, `"dice":[9,8]`},
		{string(goodPlaced), `"placed":[28,0]`, `"placed":[89,0]`},
		{string(goodPlaced), `"turn":1,"seat":0`, `"turn":3,"seat":0`},
		{string(goodPlaced), `"turn":1,"seat":0`, `"turn":1,"seat":5`},
		{string(good), `"supply":88`, `"supply":88,"endLines":-1`},
		{string(good), `"supply":88`, `"supply":88,"endLines":28`},
		{string(good), `"end":"playing"`, `"end":"lined"`},
		{string(good), `"supply":88`, `"supply":88,"endLines":2`},
		{string(goodShort), `,"endLines":2`, ``},
		{string(goodShort), `,"endLines":2`, `,"endLines":1`},
		{string(goodShort), `. . . . . . . . . . ."`, `. . . . . . . . . . . / . . . . . . . . . . . / . . . . . . . . . . ."`},
		{`{`, `{`, `{`},
	}
	for _, c := range bad {
		b := strings.Replace(c.from, c.old, c.new, 1)
		if b == c.from && c.old != c.new {
			t.Fatalf("the corruption %q did not apply to %s", c.old, c.from)
		}
		if _, err := blingo.Rules.Decode([]byte(b)); err == nil {
			t.Errorf("Decode accepted %s", b)
		}
	}
}

// TestShortGame: length:short is stored with the game (its board of 7
// rows and the second line that ends it), shown in its title, and
// decodes as it was written; a state without it plays the full game.
func TestShortGame(t *testing.T) {
	st, err := blingo.Rules.New(games.Options{blingo.OptLength: blingo.Short}, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := st.Encode()
	if !strings.HasSuffix(string(b), `. . . . . . . . . . . / . . . . . . . . . . .","supply":88,"endLines":2}`) ||
		strings.Count(string(b), "/") != blingo.ShortRows-1 {
		t.Errorf("a short game encodes as %s", b)
	}
	rolled, _ := st.Apply(0, "roll", gametest.Dice(2, 8))
	if got := rolled.View(games.Spectator).Title; got != "Blingo, short · turn 1" {
		t.Errorf("the short game's title is %q", got)
	}
	back, err := blingo.Rules.Decode(b)
	if b2, _ := back.Encode(); err != nil || string(b2) != string(b) {
		t.Errorf("decoded %s as %s: %v", b, b2, err)
	}
	full, _ := blingo.Rules.New(nil, 3, nil)
	if b, _ := full.Encode(); strings.Contains(string(b), "endLines") {
		t.Errorf("a full game encodes as %s", b)
	}
}

// TestDecodeBeforeSupply decodes a state stored before the markers option
// existed: it keeps the box's 50 markers a player, as it was played.
func TestDecodeBeforeSupply(t *testing.T) {
	st, _ := blingo.Rules.New(nil, 2, nil)
	b, _ := st.Encode()
	old := strings.Replace(string(b), `,"supply":88`, "", 1)
	if old == string(b) {
		t.Fatalf("no supply in %s", b)
	}
	got, err := blingo.Rules.Decode([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if p := got.View(games.Spectator).Board.(blingo.BoardView).Players[0]; p.Supply != blingo.Markers {
		t.Errorf("a state stored without a supply has %d markers left, want %d", p.Supply, blingo.Markers)
	}
	if p := st.View(games.Spectator).Board.(blingo.BoardView).Players[0]; p.Supply != -1 {
		t.Errorf("a new game's supply shows %d left, want -1 (unlimited)", p.Supply)
	}
	if b2, _ := got.Encode(); !strings.Contains(string(b2), `"supply":50`) {
		t.Errorf("re-encoded as %s", b2)
	}
}
