package commands

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
	_ "github.com/quintetbot/quintet/render/quingo"
)

// startQuingo opens and starts a two-player Quingo match.
func startQuingo(t *testing.T) *tableDriver {
	d := newTable(t)
	d.started("quingo", "bob")
	return d
}

func wildFields(vs ...string) map[string]string {
	out := map[string]string{}
	for i, v := range vs {
		out["wild"+string(rune('1'+i))] = v
	}
	return out
}

func TestFormOpensAndPlaysThroughTheMovePath(t *testing.T) {
	d := startQuingo(t)
	board := d.match().BoardMessage
	open := button(t, d.sink.msgs[board], "Choose wilds").CustomID
	if id, err := render.ParseID(open); err != nil || id.Action != render.ActForm {
		t.Fatalf("Choose wilds id %q: %v", open, err)
	}
	if got := reason(d.click("zed", board, open)); got != "You are not playing in this game." {
		t.Fatalf("a spectator opened the form: %q", got)
	}
	r := d.click("alice", board, open)
	if r.Modal == nil || r.Modal.CustomID != open || len(r.Modal.Components) != 5 {
		t.Fatalf("the button answered %+v", r)
	}
	if got := d.sink.responses[len(d.sink.responses)-1]; got.Kind != RespondModal {
		t.Fatalf("the modal was delivered as %d", got.Kind)
	}
	if _, ok := r.Modal.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.TextInput); !ok {
		t.Fatalf("the modal's first row holds %T", r.Modal.Components[0])
	}

	submit := func(user string, fields map[string]string) *Reply {
		return d.do(&Request{Kind: KindModal, User: User{ID: user, Name: user}, Message: board, CustomID: open, Fields: fields})
	}
	before := d.match()
	if got := reason(submit("alice", wildFields("21", "22", "99", "24", "25"))); !strings.Contains(got, "Wild number 3") || !strings.Contains(got, "1 to 60") {
		t.Fatalf("a wild of 99 answered %q", got)
	}
	if after := d.match(); after.Version != before.Version || string(after.State) != string(before.State) {
		t.Fatal("a refused form changed the match")
	}
	r = submit("alice", wildFields("31", "42", "53", "54", "59"))
	if got := reason(r); got != "You played `wilds 31 42 53 54 59`." || !r.Message.Ephemeral {
		t.Fatalf("the form answered %q", got)
	}
	m := d.match()
	if m.Version == before.Version {
		t.Fatal("the form played nothing")
	}
	// The wild 53 must not show as a number of its own (the board's dice
	// commitment is hex and may hold the digits "53" by chance).
	words := strings.FieldsFunc(d.sink.msgs[m.BoardMessage].Text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if text := d.sink.msgs[m.BoardMessage].Text; slices.Contains(words, "53") || !strings.Contains(text, "alice chose wild numbers") {
		t.Fatalf("the public board after alice chose:\n%s", text)
	}
	if got := reason(submit("alice", wildFields("1", "2", "3", "4", "5"))); got != "This board is out of date." {
		t.Fatalf("a second submission answered %q", got)
	}
	again := button(t, d.sink.msgs[m.BoardMessage], "Choose wilds").CustomID
	if got := reason(d.click("alice", m.BoardMessage, again)); got != "You have nothing to fill in right now." {
		t.Fatalf("Choose wilds after choosing answered %q", got)
	}
	r = submit("bob", wildFields("21", "22", "23", "24", "25"))
	if !strings.HasPrefix(reason(r), "You played") {
		t.Fatalf("bob's form, drawn before alice chose, answered %q", reason(r))
	}
	st, err := d.match().Decode()
	if err != nil {
		t.Fatal(err)
	}
	if b := st.View(-1).Board.(quingo.BoardView); b.Phase != quingo.Playing {
		t.Fatalf("after both chose the phase is %s", b.Phase)
	}
}

// TestSelectValuesJoinTheUIState: a select menu with a UI id redraws the
// board with the values chosen; only the player on turn may pick.
func TestSelectValuesJoinTheUIState(t *testing.T) {
	d := startQuingo(t)
	d.command("alice", "game move", map[string]string{"notation": "wilds 21 22 23 24 25"})
	d.command("bob", "game move", map[string]string{"notation": "wilds 21 22 23 24 25"})
	m := d.match()
	st, err := m.Decode()
	if err != nil {
		t.Fatal(err)
	}
	users := []string{"alice", "bob"}
	turn, other := users[st.Actors()[0]], users[1-st.Actors()[0]]
	id := render.ID{Action: render.ActUI, Version: m.Version, Arg: "take"}.String()
	if got := reason(d.click(other, m.BoardMessage, id, "d4")); !strings.Contains(got, "turn") {
		t.Fatalf("the other player's pick answered %q", got)
	}
	r := d.click(turn, m.BoardMessage, id, "d4", "d6")
	if r.Update == nil {
		t.Fatalf("a pick answered %+v", r)
	}
	var menus []discordgo.SelectMenu
	for _, row := range r.Update.Components {
		for _, c := range row.(discordgo.ActionsRow).Components {
			if s, ok := c.(discordgo.SelectMenu); ok {
				menus = append(menus, s)
			}
		}
	}
	if len(menus) == 0 {
		t.Fatal("no dice select after the pick")
	}
	picked := 0
	for _, o := range menus[0].Options {
		if o.Default {
			picked++
			if o.Value != "d4" && o.Value != "d6" {
				t.Fatalf("option %s shown picked", o.Value)
			}
		}
	}
	if picked != 2 {
		t.Fatalf("%d dice shown picked, want d4 and d6", picked)
	}
	if after := d.match(); after.Version != m.Version {
		t.Fatal("picking dice changed the match")
	}
}

// TestRulesQuingoDocumentsTheNotation: /rules quingo shows every kind of
// move as it is typed, unclipped.
func TestRulesQuingoDocumentsTheNotation(t *testing.T) {
	d := newTable(t)
	got := reason(d.command("alice", "rules", map[string]string{"game": "quingo"}))
	for _, want := range []string{"wilds 21 22 23 24 25", "take d4 d10 d12 box 19", "take d6 d20 wild 25", "take d8 cross 15", "take d8 cross wild 18", "`pass`", "bots (normal level) and timeouts"} {
		if !strings.Contains(strings.ToLower(got), strings.ToLower(want)) {
			t.Errorf("/rules quingo lacks %q:\n%s", want, got)
		}
	}
}

// TestRefusedFormOpensAgainWithWhatWasTyped: a form refused for one bad
// value answers with a button that opens it again holding all five
// values as typed.
func TestRefusedFormOpensAgainWithWhatWasTyped(t *testing.T) {
	d := startQuingo(t)
	board := d.match().BoardMessage
	open := button(t, d.sink.msgs[board], "Choose wilds").CustomID
	r := d.do(&Request{Kind: KindModal, User: User{ID: "alice", Name: "alice"}, Message: board, CustomID: open,
		Fields: wildFields("21", "22", "99", "24", "25")})
	if !strings.Contains(reason(r), "Wild number 3") || len(r.Message.Components) != 1 {
		t.Fatalf("the refusal: %q with %d rows", reason(r), len(r.Message.Components))
	}
	fix := r.Message.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.Button)
	modal := d.click("alice", "refusal", fix.CustomID).Modal
	if modal == nil {
		t.Fatalf("%q opened no form", fix.Label)
	}
	var got []string
	for _, in := range textInputs(modal) {
		got = append(got, in.Value)
	}
	if strings.Join(got, " ") != "21 22 99 24 25" {
		t.Errorf("the form opened again with %q", got)
	}
	if modal.CustomID != open {
		t.Errorf("the form opened again as %q, want %q", modal.CustomID, open)
	}
}
