package cinqo

import (
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

// The positions the tests draw, in the engine's JSON.
const (
	before   = `{"mode":"race","phase":"rolling","active":0,"round":1,"rolls":0,"totals":[0,0]}`
	midTurn  = `{"mode":"race","phase":"rolling","active":1,"round":2,"rolls":2,"rack":"66","bank":"5","hilo":"3-up","boxed":true,"totals":[45,38],"last":` + bobsTurn + `}`
	fresh    = `{"mode":"race","phase":"placing","active":0,"round":1,"rolls":1,"roll":"12346","hilo":"2-down","totals":[0,0]}`
	banked   = `{"mode":"race","phase":"placing","active":0,"round":3,"rolls":2,"rack":"6","bank":"55","roll":"16","hilo":"3-up","totals":[45,38,52],"last":` + bobsTurn + `}`
	boxed    = `{"mode":"rounds","rounds":5,"phase":"placing","active":1,"round":2,"rolls":3,"rack":"66","bank":"5","roll":"24","hilo":"3-up","boxed":true,"totals":[45,38],"last":` + bobsTurn + `}`
	lastDie  = `{"mode":"solitaire","phase":"placing","active":0,"round":4,"rolls":4,"rack":"1111","roll":"3","hilo":"1-down","totals":[71]}`
	finished = `{"mode":"race","phase":"over","active":1,"round":7,"rolls":0,"totals":[104,88,97],"last":{"seat":0,"round":7,"dice":"66665","hilo":"3-up","score":{"total":29,"side":"hi","partial":8,"multiplier":3,"points":24}}}`
)

func TestRollControls(t *testing.T) {
	for _, tc := range []struct {
		name, pos, label, golden string
	}{
		{"first roll", before, "Roll 5 dice and the Hi/Lo die", ""},
		{"Hi/Lo boxed", midTurn, "Roll 2 dice", "rolling.png"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rendertest.FromScratch(t)
			st := position(t, tc.pos)
			m := Renderer{}.Board(tableOf(st, games.Spectator, ""))
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			bs := buttons(m)
			if len(bs) != 2 || bs[0].Label != tc.label || bs[1].Label != "Score card" {
				t.Fatalf("buttons %+v", bs)
			}
			if id := parseID(t, bs[0].CustomID); id.Action != render.ActMove || id.Arg != "roll" || id.Version != 9 {
				t.Fatalf("roll id %+v", id)
			}
			if id := parseID(t, bs[1].CustomID); id.Action != render.ActPrivate || id.Arg != cardArg {
				t.Fatalf("card id %+v", id)
			}
			if tc.golden != "" {
				golden(t, tc.golden, m.Files[0].Data)
			}
		})
	}
}

// TestEveryPlanIsLegal renders every combination of the toggles: each
// Confirm plays a legal move or is disabled with a reason, every legal
// move is reachable, and every board stays within Discord's limits.
func TestEveryPlanIsLegal(t *testing.T) {
	for _, tc := range []struct{ name, pos string }{
		{"fresh roll", fresh}, {"with a bank", banked}, {"Hi/Lo boxed", boxed}, {"last die", lastDie},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := position(t, tc.pos)
			b := st.View(games.Spectator).Board.(cinqo.BoardView)
			legal := st.Legal(b.Active)
			reached := map[games.Move]bool{}
			for _, p := range allPlans(b) {
				m := Renderer{}.Board(tableOf(st, games.Spectator, p.String()))
				if err := m.Validate(); err != nil {
					t.Fatalf("plan %s: %v", p, err)
				}
				checkUnique(t, m)
				for _, bt := range buttons(m) {
					id := parseID(t, bt.CustomID)
					if id.Action != render.ActMove {
						continue
					}
					if bt.Disabled {
						t.Errorf("plan %s: disabled move button %q", p, bt.Label)
					}
					if !slices.Contains(legal, games.Move(id.Arg)) {
						t.Errorf("plan %s: %q plays %q, not legal", p, bt.Label, id.Arg)
					}
					reached[games.Move(id.Arg)] = true
				}
				confirm := buttons(m)[len(buttons(m))-1]
				for _, bt := range buttons(m) {
					if strings.HasPrefix(bt.Label, "Confirm") {
						confirm = bt
					}
				}
				if nothing := p.Action(b).Racked().Len() == 0; nothing != confirm.Disabled ||
					nothing && confirm.Label != "Confirm: rack at least one die" {
					t.Errorf("plan %s: confirm %q disabled %v", p, confirm.Label, confirm.Disabled)
				}
			}
			for _, mv := range legal {
				if !reached[mv] {
					t.Errorf("no control plays %q", mv)
				}
			}
		})
	}
}

// allPlans lists every state of the toggles of board b.
func allPlans(b cinqo.BoardView) []Plan {
	plans := []Plan{newPlan(b)}
	for i := range b.Roll.Len() {
		var next []Plan
		for _, p := range plans {
			next = append(next, p, p.toggleRoll(i), p.toggleRoll(i).toggleRoll(i))
		}
		plans = next
	}
	for i := range b.Bank.Len() {
		var next []Plan
		for _, p := range plans {
			next = append(next, p, p.toggleTake(i))
		}
		plans = next
	}
	if !b.Boxed {
		for _, p := range slices.Clone(plans) {
			plans = append(plans, p.toggleBox())
		}
	}
	return plans
}

// checkUnique fails when two components share a custom id.
func checkUnique(t *testing.T, m *render.Message) {
	t.Helper()
	seen := map[string]bool{}
	for _, bt := range buttons(m) {
		if seen[bt.CustomID] {
			t.Fatalf("custom id %q twice", bt.CustomID)
		}
		seen[bt.CustomID] = true
	}
}

// TestToggles follows the custom ids of the toggles: a rolled die cycles
// roll again, rack, bank; a banked die keep, rack; the Hi/Lo die roll
// again, box; Confirm says what it plays.
func TestToggles(t *testing.T) {
	st := position(t, banked)
	click := func(ui, label string) (string, []discordgo.Button) {
		t.Helper()
		for _, bt := range buttons(Renderer{}.Board(tableOf(st, games.Spectator, ui))) {
			if bt.Label == label {
				id := parseID(t, bt.CustomID)
				if id.Action != render.ActUI {
					t.Fatalf("%q is not a toggle", label)
				}
				return id.Arg, buttons(Renderer{}.Board(tableOf(st, games.Spectator, id.Arg)))
			}
		}
		t.Fatalf("no button %q", label)
		return "", nil
	}
	labels := func(bs []discordgo.Button) []string {
		var out []string
		for _, b := range bs {
			out = append(out, b.Label)
		}
		return out
	}
	ui, bs := click("", "6 · roll again")
	want := []string{"1 · roll again", "6 · rack", "Banked 5 · keep", "Banked 5 · keep",
		"Hi/Lo 3-up · roll again", "Confirm: rack 6", "Rack all, end turn (6 points)", "Score card"}
	if !slices.Equal(labels(bs), want) {
		t.Fatalf("after racking the 6:\n%q\nwant\n%q", labels(bs), want)
	}
	ui, _ = click(ui, "Banked 5 · keep")
	ui, bs = click(ui, "Hi/Lo 3-up · roll again")
	want = []string{"1 · roll again", "6 · rack", "Banked 5 · rack", "Banked 5 · keep",
		"Hi/Lo 3-up · box", "Confirm: rack 6, rack banked 5, box the Hi/Lo die", "Rack all, end turn (6 points)", "Score card"}
	if !slices.Equal(labels(bs), want) {
		t.Fatalf("after %s:\n%q\nwant\n%q", ui, labels(bs), want)
	}
	confirm := parseID(t, bs[5].CustomID)
	if confirm.Action != render.ActMove || confirm.Arg != "rack 6 take 5 box" {
		t.Fatalf("confirm %+v", confirm)
	}
	// Banking the 1 leaves no die to roll: Confirm racks all, and the
	// shortcut that would do the same is gone.
	ui, _ = click(ui, "1 · roll again")
	_, bs = click(ui, "1 · rack")
	want = []string{"1 · bank", "6 · rack", "Banked 5 · rack", "Banked 5 · keep",
		"Hi/Lo 3-up · box", "Confirm: rack all, end the turn: 6 points", "Score card"}
	if !slices.Equal(labels(bs), want) {
		t.Fatalf("after banking the 1:\n%q\nwant\n%q", labels(bs), want)
	}
}

func TestPlanFromAnotherRollIsIgnored(t *testing.T) {
	b := position(t, fresh).View(games.Spectator).Board.(cinqo.BoardView)
	for _, ui := range []string{"", "rr", "rrrrrrr", "rrzrro", "rrrrrq", "ro"} {
		if p := ParsePlan(ui, b); p.String() != "oooooo" {
			t.Errorf("%q reads as %s", ui, p)
		}
	}
	if p := ParsePlan("rrbbox", b); p.String() != "rrbbox" || p.Action(b).Move() != "rack 1 2 bank 3 4 box" {
		t.Errorf("plan %s plays %q", p, p.Action(b).Move())
	}
	bx := position(t, boxed).View(games.Spectator).Board.(cinqo.BoardView)
	if p := ParsePlan("rokx", bx); p.Box {
		t.Error("a boxed Hi/Lo die boxed again")
	}
}

func TestBoardText(t *testing.T) {
	rendertest.FromScratch(t)
	st := position(t, boxed)
	tb := tableOf(st, games.Spectator, "")
	tb.Last = "Bob: rack 6 bank 5"
	m := Renderer{}.Board(tb)
	b := st.View(games.Spectator).Board.(cinqo.BoardView)
	board := b.Text(tb.Name)
	for _, want := range []string{"Bank   [5]", "Roll   [2][4]", "Hi/Lo  [3-up] boxed", "Now    2 4 5 6 6: 23 on the Hi side scores 2, times 3: 6 points", "Last   Bob: 1 1 1 1 2, 2-down: 6 on the Lo side scores 8, times 2: 16 points", "> Bob"} {
		if !strings.Contains(board, want) {
			t.Errorf("board text lacks %q:\n%s", want, board)
		}
	}
	if !strings.Contains(m.Text, board) || !strings.HasPrefix(m.Text, "Cinq-O · round 2 of 5\nBob: rack 6 bank 5\n") {
		t.Errorf("message text:\n%s", m.Text)
	}
	desc := m.Embeds[0].Description
	if strings.Contains(desc, "```") || !strings.Contains(desc, "Click the dice to rack or bank them") {
		t.Errorf("embed description:\n%s", desc)
	}
	if alt := m.Files[0].Description; !strings.Contains(alt, "Rack: 6 and 6.\nBank: 5.\nRoll: 2 and 4.\nHi/Lo die: 3-up, boxed.") || !strings.Contains(alt, "\nBob: 38 points.\nAlice: 45 points.") {
		t.Errorf("alt text:\n%s", alt)
	}
	if view := render.TextView(m); !strings.Contains(view.Embeds[0].Description, board) || !view.Ephemeral {
		t.Errorf("text view:\n%s", view.Embeds[0].Description)
	}
	if !strings.Contains(m.Content, "<@2>") || !slices.Equal(m.Mentions, []string{"2"}) {
		t.Errorf("Bob is not pinged: %q %v", m.Content, m.Mentions)
	}
	if len(m.Files) != 1 || m.Embeds[0].Image.URL != "attachment://cinqo.png" {
		t.Fatal("no board image")
	}
	golden(t, "placing.png", m.Files[0].Data)
}

func TestFinalBoard(t *testing.T) {
	rendertest.FromScratch(t)
	st := position(t, finished)
	m := Renderer{}.Board(tableOf(st, games.Spectator, ""))
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if len(m.Components) != 0 {
		t.Fatal("the final board has controls")
	}
	if m.Content != "Game over: Alice wins with 104 points" {
		t.Fatalf("content %q", m.Content)
	}
	var got []string
	for _, f := range m.Embeds[0].Fields {
		got = append(got, f.Name+" / "+f.Value)
	}
	want := []string{"🏆 Alice: 104 / winner", "Bob: 88 / 16 behind", "Carol: 97 / 7 behind"}
	if !slices.Equal(got, want) {
		t.Fatalf("fields %q", got)
	}
	if !strings.Contains(m.Text, "Result Alice wins with 104 points") || !strings.Contains(m.Text, "* Alice") {
		t.Fatalf("text:\n%s", m.Text)
	}
	golden(t, "final.png", m.Files[0].Data)
}

func TestSolitaireResult(t *testing.T) {
	st := position(t, `{"mode":"solitaire","phase":"over","active":0,"round":6,"rolls":0,"totals":[102]}`)
	m := Renderer{}.Board(tableOf(st, games.Spectator, ""))
	f := m.Embeds[0].Fields
	if len(f) != 1 || f[0].Name != "🏆 Alice: 102" || f[0].Value != "reached 100 in 6 rounds" {
		t.Fatalf("fields %+v", f[0])
	}
}

func TestScoreCard(t *testing.T) {
	for _, tc := range []struct {
		name, pos, mark string
	}{
		{"Hi side", boxed, ">       23  2"},
		{"Lo side", lastDie, "        7  7 <"},
		{"no roll", before, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := position(t, tc.pos)
			m := Renderer{}.Private(tableOf(st, 0, ""))
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			if !m.Ephemeral || len(m.Components) != 0 {
				t.Fatal("the score card is public or has controls")
			}
			desc := m.Embeds[0].Description
			for _, want := range []string{"Hi total", "30 10", "5 10", "22-  1", "13+  1"} {
				if !strings.Contains(desc, want) {
					t.Errorf("card lacks %q:\n%s", want, desc)
				}
			}
			if tc.mark != "" && !strings.Contains(desc, tc.mark) {
				t.Errorf("card does not mark %q:\n%s", tc.mark, desc)
			}
			if tc.mark == "" && (strings.Contains(desc, "> ") || strings.Contains(desc, " <")) {
				t.Errorf("card marks a row before a roll:\n%s", desc)
			}
		})
	}
}

// TestLimits draws the largest boards: six players with long names and
// five dice to place, and checks them against Discord's limits.
func TestLimits(t *testing.T) {
	st := position(t, `{"mode":"rounds","rounds":20,"phase":"placing","active":5,"round":20,"rolls":1,"roll":"12356","hilo":"3-down","totals":[99,98,97,96,95,94],"last":`+bobsTurn+`}`)
	tb := tableOf(st, games.Spectator, "rrbbbx")
	for i := range tb.Seats {
		tb.Seats[i].Name = strings.Repeat("Ω", 32)
	}
	tb.Last = strings.Repeat("x", 1000)
	for _, m := range []*render.Message{Renderer{}.Board(tb), Renderer{}.Private(tableOf(st, 5, ""))} {
		if err := m.Validate(); err != nil {
			t.Fatal(err)
		}
		checkUnique(t, m)
	}
}

// TestToggleKeepsImage checks that a toggle reuses the board's image and
// that another board gets its own.
func TestToggleKeepsImage(t *testing.T) {
	st := position(t, fresh)
	a := Renderer{}.Board(tableOf(st, games.Spectator, ""))
	b := Renderer{}.Board(tableOf(st, games.Spectator, "rooooo"))
	if &a.Files[0].Data[0] != &b.Files[0].Data[0] {
		t.Error("a toggle drew the image again")
	}
	c := Renderer{}.Board(tableOf(position(t, banked), games.Spectator, ""))
	if string(c.Files[0].Data) == string(a.Files[0].Data) {
		t.Error("another board got the same image")
	}
}

// TestHaltedBoard: the last board of a game abandoned mid-turn draws with
// nobody on turn, and no controls.
func TestHaltedBoard(t *testing.T) {
	st := position(t, `{"mode":"race","phase":"rolling","active":1,"round":2,"rolls":1,"rack":"66","hilo":"3-down","totals":[10,20]}`)
	tb := tableOf(st, games.Spectator, "")
	tb.View.Board = games.Halted(tb.View.Board.(cinqo.BoardView)).Halted()
	tb.Legal = nil
	m := Renderer{}.Board(tb)
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if len(m.Components) != 0 || strings.Contains(m.Text, "Turn") || strings.Contains(m.Text, "> ") {
		t.Fatalf("halted board has %d rows of controls, text:\n%s", len(m.Components), m.Text)
	}
}
