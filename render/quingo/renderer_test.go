package quingo

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

// seedSheet is the seed's score sheet as the board's text must show it.
const seedSheet = ` Bonus    1    2    3    4    5  Score
    11    ✓    ✓    ✓    ✓    ✓     26
 Bonus    6    7    8    9   10  Score
     3    ✓    ✓    ✓    ✓    ✓     43
 Bonus   11   12   13   14   15  Score
    14    ✓    ✗    ✓    ✗    ✗    -17
 Bonus   16   17   18   19   20  Score
    15    ✓    ✓    ✗    ✓    ✓     54
  Wild    2   15   18    7    5  Score
     2    ✓    ✓    ✗    ✓    ✓      8
Final score: 114
`

// final114 is a finished two-seat game where Alice's sheet is the seed's.
func final114(t testing.TB) games.State {
	p := playing([]string{sheet114, "xxxxx xxxxx xxxxx xxxxv wild 30,31,32,33,34 xxxxx"}, []int{4, 2}, 0,
		defaultPool([6]int{1, 2, 3, 4, 5, 6}, 0, 1)...)
	p.Phase, p.Turn, p.First = "over", -1, 0
	return p.state(t)
}

func TestSeedSheetScoresAndRenders(t *testing.T) {
	rendertest.FromScratch(t)
	st := final114(t)
	tb := tableOf(st, games.Spectator, "")
	b := boardOf(tb)
	sc := b.Seats[0].Score
	if sc.Rows != [4]int{26, 43, -17, 54} || sc.Wild != 8 || sc.Total != 114 {
		t.Fatalf("seed sheet scores %+v, want rows 26 43 -17 54, wild 8, total 114", sc)
	}
	m := Renderer{}.Board(tb)
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.Text, "Alice · 114 points\n"+seedSheet) {
		t.Fatalf("board text does not hold the seed's sheet:\n%s", m.Text)
	}
	if strings.Contains(m.Embeds[0].Description, seedSheet) {
		t.Fatalf("the public board's embed holds the sheets:\n%s", m.Embeds[0].Description)
	}
	if !strings.HasPrefix(m.Content, "Game over") || len(m.Components) != 0 {
		t.Fatalf("final board: %q with %d rows", m.Content, len(m.Components))
	}
	f := m.Embeds[0].Fields
	if len(f) != 2 || f[0].Name != "🏆 Alice: 114" || f[0].Value != "rows 26, 43, -17, 54 · wilds 8" {
		t.Fatalf("final fields: %+v", f)
	}
	if len(m.Files) != 1 || m.Files[0].Name != imageName {
		t.Fatalf("final board files: %+v", m.Files)
	}
	golden(t, "final-114.png", m.Files[0].Data)
}

// turnPosition: Alice (limit 3) on turn with d6 taken; her box 7 is
// checked and a wild box holds 7, box 9 is open, wild 21 too.
func turnPosition(t testing.TB) games.State {
	return playing([]string{
		"..... .v... ..... ..... wild 7,21,22,23,24 .....",
		"vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,5 vvxv.",
	}, []int{3, 2}, 0, defaultPool([6]int{3, 5, 6, 4, 11, 17}, 1)...).state(t)
}

func TestPlayingBoardGolden(t *testing.T) {
	rendertest.FromScratch(t)
	tb := tableOf(turnPosition(t), games.Spectator, "take d4 d8")
	m := Renderer{}.Board(tb)
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	d := m.Embeds[0].Description
	for _, want := range []string{"Pool: d4 **3** · ~~d6~~ · d8 **6** · d10 **4** · d12 **11** · d20 **17**", "Limits: Alice 3 · Bob 2", "d4 3 + d8 6 = 9: choose the box."} {
		if !strings.Contains(d, want) {
			t.Errorf("board header lacks %q:\n%s", want, d)
		}
	}
	golden(t, "playing.png", m.Files[0].Data)
}

func TestDiceSelectTakesUpToTheLimit(t *testing.T) {
	tests := []struct {
		name    string
		limits  []int
		taken   []int
		wantMax int
		wantOpt []string
	}{
		{"limit below the pool", []int{3, 2}, []int{1}, 3, []string{"d4", "d8", "d10", "d12", "d20"}},
		{"limit 1", []int{1, 2}, nil, 1, []string{"d4", "d6", "d8", "d10", "d12", "d20"}},
		{"pool below the limit", []int{6, 2}, []int{0, 1, 2}, 3, []string{"d10", "d12", "d20"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := playing([]string{"..... ..... ..... ..... wild 21,22,23,24,25 .....", "..... ..... ..... ..... wild 21,22,23,24,25 ....."},
				tt.limits, 0, defaultPool([6]int{1, 2, 3, 4, 5, 6}, tt.taken...)...).state(t)
			m := Renderer{}.Board(tableOf(st, games.Spectator, ""))
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			s := selects(m)
			if len(s) != 1 {
				t.Fatalf("%d selects before a pick, want the dice select only", len(s))
			}
			if id := parseID(t, s[0].CustomID); id.Action != render.ActUI || id.Version != 9 || id.Arg != takeWord {
				t.Fatalf("dice select id %+v", id)
			}
			if s[0].MaxValues != tt.wantMax || s[0].MinValues == nil || *s[0].MinValues != 1 {
				t.Fatalf("dice select takes %v to %d, want 1 to %d", s[0].MinValues, s[0].MaxValues, tt.wantMax)
			}
			if got := values(s[0]); !slices.Equal(got, tt.wantOpt) {
				t.Fatalf("dice options %v, want %v", got, tt.wantOpt)
			}
		})
	}
}

// TestBoxSelectOffersWhatTheSumChecks compares the box select of every
// pick with the engine's legal moves for those dice.
func TestBoxSelectOffersWhatTheSumChecks(t *testing.T) {
	st := turnPosition(t)
	legal := st.Legal(0)
	tests := []struct {
		ui   string
		want []string
	}{
		{"take d4 d8", []string{"take d4 d8 box 9"}},
		{"take d4 d10", []string{"take d4 d10 wild 7"}}, // box 7 checked, a wild box holds 7
		{"take d10 d4", []string{"take d4 d10 wild 7"}}, // any order
		{"take d4", []string{"take d4 box 3"}},
		{"take d10 d20", []string{"take d10 d20 wild 21"}},
		{"take d12 d20", nil}, // 28: no box
		{"take d8 d12 d20", nil},
	}
	for _, tt := range tests {
		t.Run(tt.ui, func(t *testing.T) {
			tb := tableOf(st, games.Spectator, tt.ui)
			m := Renderer{}.Board(tb)
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			p, reason := ParsePick(tt.ui, boardOf(tb))
			if !reason.IsZero() {
				t.Fatalf("pick refused: %s", reason)
			}
			var fromEngine []string
			for _, mv := range legal {
				if a, err := quingo.ParseMove(mv); err == nil && !a.Cross && slices.Equal(a.Dice, p.Dice) {
					fromEngine = append(fromEngine, string(mv))
				}
			}
			if !slices.Equal(fromEngine, tt.want) {
				t.Fatalf("the engine allows %v, the test expects %v", fromEngine, tt.want)
			}
			s := selects(m)
			if tt.want == nil {
				if len(s) != 1 || !strings.Contains(m.Embeds[0].Description, "checks no open box") {
					t.Fatalf("a sum that checks nothing: %d selects, header:\n%s", len(s), m.Embeds[0].Description)
				}
				return
			}
			if len(s) != 2 {
				t.Fatalf("%d selects after a pick, want 2", len(s))
			}
			if got := values(s[1]); !slices.Equal(got, tt.want) {
				t.Fatalf("box options %v, want %v", got, tt.want)
			}
			id := parseID(t, s[1].CustomID)
			if !id.SelectsMove() || id.Version != 9 || id.Arg != "#"+strings.TrimPrefix(p.String(), "take ") {
				t.Fatalf("box select id %+v", id)
			}
			for _, o := range s[0].Options {
				if o.Default != slices.ContainsFunc(p.Dice, func(l quingo.Label) bool { return l.String() == o.Value }) {
					t.Fatalf("dice option %s default %v", o.Value, o.Default)
				}
			}
		})
	}
}

func TestBadPickIsExplained(t *testing.T) {
	st := turnPosition(t)
	for ui, want := range map[string]string{
		"take d6":             "d6 is not a die left in the pool",
		"take d4 d4":          "d4 is not a die left in the pool",
		"take d7":             "d7 is not a die left in the pool",
		"take d4 d8 d10 d12":  "take at most 3 dice",
		"cross d4":            "that choice is out of date",
		"take d4 d8 box 9 xx": "box is not a die left in the pool",
	} {
		m := Renderer{}.Board(tableOf(st, games.Spectator, ui))
		if err := m.Validate(); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.ToLower(m.Embeds[0].Description), want) {
			t.Errorf("%q: header lacks %q:\n%s", ui, want, m.Embeds[0].Description)
		}
		if n := len(selects(m)); n != 1 {
			t.Errorf("%q: %d selects, want the dice select alone", ui, n)
		}
	}
}

// forcedPosition: Alice can check nothing (her open boxes are 20 and the
// wild 40s) while Bob could.
func forcedPosition(t testing.TB) games.State {
	return playing([]string{
		"vvvvv vvvvv vvvvv vvvv. wild 40,41,41,43,44 vv...",
		"..... ..... ..... ..... wild 21,22,23,24,25 .....",
	}, []int{1, 2}, 0, defaultPool([6]int{1, 2, 3, 4, 5, 6})...).state(t)
}

func TestForcedCrossOut(t *testing.T) {
	st := forcedPosition(t)
	tb := tableOf(st, games.Spectator, "")
	if !boardOf(tb).Forced {
		t.Fatal("the position is not a forced cross-out")
	}
	m := Renderer{}.Board(tb)
	if !strings.Contains(m.Embeds[0].Description, "Nothing can be checked: pick one die to take, then the box to cross out.") {
		t.Fatalf("forced header:\n%s", m.Embeds[0].Description)
	}
	s := selects(m)
	if len(s) != 1 || s[0].MaxValues != 1 || parseID(t, s[0].CustomID).Arg != crossWord {
		t.Fatalf("forced dice select: %+v", s)
	}
	m = Renderer{}.Board(tableOf(st, games.Spectator, "cross d8"))
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	s = selects(m)
	if len(s) != 2 {
		t.Fatalf("%d selects after picking the die", len(s))
	}
	var want []string
	for _, mv := range st.Legal(0) {
		if strings.HasPrefix(string(mv), "take d8 cross ") {
			want = append(want, string(mv))
		}
	}
	got := values(s[1])
	slices.Sort(got)
	if !slices.Equal(got, want) || len(want) != 4 {
		t.Fatalf("cross-out options %v, want the engine's %v", got, want)
	}
	labels := map[string]bool{}
	for _, o := range s[1].Options {
		labels[o.Label] = true
	}
	if !labels["Cross out 20"] || !labels["Cross out wild 41"] {
		t.Fatalf("cross-out labels %v", labels)
	}
	if m := (Renderer{}).Board(tableOf(st, games.Spectator, "take d8")); !strings.Contains(m.Embeds[0].Description, "out of date") {
		t.Fatalf("a take pick on a forced turn:\n%s", m.Embeds[0].Description)
	}
}

// lastLap: Bob filled his sheet; Alice plays her last turn.
func lastLap(t testing.TB, aliceSheet string) games.State {
	p := playing([]string{aliceSheet, "vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,5 vvxvv"}, []int{2, 2}, 0,
		defaultPool([6]int{1, 2, 3, 4, 5, 6})...)
	p.Phase, p.Finisher, p.Lap, p.First = "lastlap", 1, []int{0}, 1
	return p.state(t)
}

func TestLastLapOffersPass(t *testing.T) {
	tests := []struct {
		name    string
		sheet   string
		selects int
	}{
		{"can check", "..... ..... ..... ..... wild 21,22,23,24,25 .....", 1},
		{"can check nothing", "vvvvv vvvvv vvvvv vvvv. wild 40,41,42,43,44 .....", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := lastLap(t, tt.sheet)
			m := Renderer{}.Board(tableOf(st, games.Spectator, ""))
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			if n := len(selects(m)); n != tt.selects {
				t.Fatalf("%d selects, want %d", n, tt.selects)
			}
			var pass string
			for _, b := range buttons(m) {
				if b.Label == "Pass" {
					pass = b.CustomID
				}
			}
			if id := parseID(t, pass); id.Action != render.ActMove || id.Arg != "pass" || !slices.Contains(st.Legal(0), "pass") {
				t.Fatalf("Pass button %+v; legal %v", id, st.Legal(0))
			}
		})
	}
}

// choosing: Alice has chosen her wild numbers, Bob has not.
func choosing(t testing.TB) games.State {
	return pos{
		Phase: "choosing", Setup: map[string]any{"bonus": []int{11, 3, 14, 15}, "wild": 2},
		Pool: defaultPool([6]int{}), Limits: []int{0, 0}, Finisher: -1,
		Sheets: []string{"..... ..... ..... ..... wild 31,42,53,54,59 .....", "..... ..... ..... ..... wild - ....."},
	}.state(t)
}

func TestChoosingKeepsWildsPrivate(t *testing.T) {
	st := choosing(t)
	tb := tableOf(st, games.Spectator, "")
	tb.Last = "The game has started. · Alice: wilds 31 42 53 54 59"
	m := Renderer{}.Board(tb)
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	public := m.Content + m.Text + m.Embeds[0].Description
	for _, f := range m.Files {
		public += f.Description
	}
	for _, secret := range []string{"31", "42", "53", "54", "59"} {
		if strings.Contains(public, secret) {
			t.Fatalf("the public board shows Alice's wild %s:\n%s", secret, public)
		}
	}
	if !strings.Contains(m.Embeds[0].Description, "Alice chose wild numbers.") {
		t.Fatalf("the board does not say Alice chose:\n%s", m.Embeds[0].Description)
	}
	bs := buttons(m)
	if len(bs) != 2 || bs[0].Label != "Choose wilds" {
		t.Fatalf("choosing buttons %+v", bs)
	}
	if id := parseID(t, bs[0].CustomID); id.Action != render.ActForm || id.Arg != wildsForm || id.Version != 9 {
		t.Fatalf("Choose wilds id %+v", id)
	}
	if !strings.Contains(m.Text, "wilds chosen") || !strings.Contains(m.Text, "choosing wilds") {
		t.Fatalf("the sheets do not say who has chosen:\n%s", m.Text)
	}
	own := Renderer{}.Private(tableOf(st, 0, ""))
	if !own.Ephemeral || !strings.Contains(own.Text, "31   42   53   54   59") || len(own.Components) != 0 {
		t.Fatalf("Alice's own sheet (ephemeral %v, %d rows):\n%s", own.Ephemeral, len(own.Components), own.Text)
	}
	bob := Renderer{}.Private(tableOf(st, 1, ""))
	if strings.Contains(bob.Text, "31") || len(buttons(bob)) != 1 || buttons(bob)[0].Label != "Choose wilds" {
		t.Fatalf("Bob's own sheet:\n%s", bob.Text)
	}
}

func TestWildsForm(t *testing.T) {
	st := choosing(t)
	tb := tableOf(st, 1, "")
	data, err := Renderer{}.Form(tb, wildsForm)
	if err != nil {
		t.Fatal(err)
	}
	if len(data.Components) != quingo.WildBoxes || data.Title == "" {
		t.Fatalf("form: %+v", data)
	}
	if _, err := (Renderer{}).Form(tb, "other"); err == nil {
		t.Fatal("an unknown form opened")
	}
	fields := func(vs ...string) map[string]string {
		out := map[string]string{}
		for i, v := range vs {
			out[wildInput(i)] = v
		}
		return out
	}
	mv, err := Renderer{}.FormMove(tb, wildsForm, fields("21", " 22", "60", "1", "21"))
	if err != nil || mv != "wilds 21 22 60 1 21" {
		t.Fatalf("FormMove = %q, %v", mv, err)
	}
	if _, err := st.Apply(1, mv, rand.New(rand.NewPCG(1, 2))); err != nil {
		t.Fatalf("the engine refuses the form's move: %v", err)
	}
	for _, bad := range [][]string{
		{"0", "2", "3", "4", "5"},
		{"1", "61", "3", "4", "5"},
		{"1", "2", "x", "4", "5"},
		{"1", "2", "3", "", "5"},
		{"1", "2", "3", "4"},
		{"1", "2", "3", "4", "-5"},
		{"1", "2", "3", "4", "+5"},
		{"1", "2", "3", "4", "5.0"},
	} {
		_, err := Renderer{}.FormMove(tb, wildsForm, fields(bad...))
		if !errors.Is(err, games.ErrBadNotation) || !strings.Contains(games.Reason(err), "from 1 to 60") {
			t.Errorf("FormMove(%q) = %v", bad, err)
		}
	}
}

// TestWildsFormBound: the largest wild number is the pool's largest sum.
func TestWildsFormBound(t *testing.T) {
	st, err := quingo.Rules.New(games.Options{"pool": "6 6 10 20"}, 2, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	tb := tableOf(st, 0, "")
	form := map[string]string{"wild1": "42", "wild2": "1", "wild3": "1", "wild4": "1", "wild5": "43"}
	if _, err := (Renderer{}).FormMove(tb, wildsForm, form); err == nil ||
		!strings.Contains(err.Error(), "wild number 5") || !strings.Contains(err.Error(), "1 to 42") {
		t.Fatalf("43 in a pool whose largest sum is 42: %v", err)
	}
}

// TestPrivateViewOnTurn: the player on turn gets the turn's selects in
// their own view too; the others get none.
func TestPrivateViewOnTurn(t *testing.T) {
	st := turnPosition(t)
	m := Renderer{}.Private(tableOf(st, 0, "take d4 d8"))
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	s := selects(m)
	if !m.Ephemeral || len(s) != 2 || !slices.Equal(values(s[1]), []string{"take d4 d8 box 9"}) {
		t.Fatalf("Alice's view on her turn: ephemeral %v, selects %+v", m.Ephemeral, s)
	}
	if other := (Renderer{}).Private(tableOf(st, 1, "")); len(other.Components) != 0 {
		t.Fatalf("Bob's view off turn has %d rows", len(other.Components))
	}
}

// TestSixSeatsFit: the text view of six players fits Discord's limits
// whole (the sheets' code block is not clipped), and the picture's alt
// text keeps the status and the sheet of the player on turn.
func TestSixSeatsFit(t *testing.T) {
	var sheets []string
	for range 6 {
		sheets = append(sheets, "v.v.v x.x.x ..v.. v...x wild 30,31,32,33,34 v.x..")
	}
	st := playing(sheets, []int{3, 2, 4, 1, 6, 5}, 0, defaultPool([6]int{3, 5, 6, 4, 11, 17}, 1)...).state(t)
	m := Renderer{}.Board(tableOf(st, games.Spectator, "take d4 d8"))
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	d := render.TextView(m).Embeds[0].Description
	if !strings.HasSuffix(d, "```") || strings.Count(d, "\nTotal: ") != 6 || !strings.Contains(d, "Frank · limit 5") {
		t.Fatalf("six-seat text view of %d characters:\n%s", len(d), d)
	}
	alt := m.Files[0].Description
	if !strings.Contains(alt, "Alice to take up to 3 dice") || !strings.Contains(alt, "Alice, limit 3, -4 points: 1, 3, 5, 13 and 16 checked") || len([]rune(alt)) > render.MaxAltText {
		t.Fatalf("six-seat alt text of %d characters:\n%s", len([]rune(alt)), alt)
	}
	t.Logf("text view %d characters, alt text %d", len(d), len([]rune(alt)))
}
