package discord_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/render"
	_ "github.com/quintetbot/quintet/render/cinqo"
)

// TestCinqOEndToEnd plays a two-round Cinq-O match of two players and a
// bot through the fake Discord: /play with options, a join by button, the
// Roll button, dice placed with the toggles and Confirm, the Rack all
// shortcut, typed moves, a refused placement with its reason, the score
// card, to the final board.
func TestCinqOEndToEnd(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	alice := srv.NewMember("Alice", 0)
	bob := srv.NewMember("Bob", 0)
	members := map[string]discordtest.Member{alice.ID: alice, bob.ID: bob}

	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("cinqo",
		discordtest.StringArg("mode", "rounds"), discordtest.IntArg("rounds", 2), discordtest.IntArg("bots", 1))))
	h.do(srv.Button(bob, h.board(), mustButton(t, h.board(), "Join")))
	h.do(srv.Button(alice, h.board(), mustButton(t, h.board(), "Start")))

	checked := map[string]bool{}
	step := 0
	for ; ; step++ {
		m, st, seat, open := h.nextTurn(step, 500)
		if !open {
			break
		}
		who, ok := members[m.Players[seat].User]
		if !ok {
			t.Fatalf("seat %d is a bot and waits: %+v", seat, m.Players[seat])
		}
		move := st.Default(seat)
		b := st.View(games.Spectator).Board.(cinqo.BoardView)
		switch {
		case !checked["card"]:
			checked["card"] = true
			h.cinqoScoreCard(who)
			continue
		case b.Phase == cinqo.Placing && !checked["refused"]:
			checked["refused"] = true
			h.cinqoRefused(who, b)
			continue
		case step%5 == 4:
			r := h.do(srv.Command(who, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(move)))))
			if !strings.HasPrefix(text(r), "You played") {
				t.Fatalf("typed %q answered %q", move, text(r))
			}
			checked["typed"] = true
		case b.Phase == cinqo.Rolling:
			h.cinqoClick(who, mustButton(t, h.board(), "Roll"), move)
		case move == cinqo.Action{Kind: cinqo.Place, Rack: b.Roll}.Move() && !checked["rack all"]:
			h.cinqoClick(who, mustButton(t, h.board(), "Rack all"), move)
			checked["rack all"] = true
		default:
			h.cinqoPlace(who, b, move)
			checked["toggles"] = true
		}
	}
	t.Logf("%d steps, %d messages", step, len(srv.Messages(discordtest.ChannelID)))
	for _, k := range []string{"card", "refused", "typed", "rack all", "toggles"} {
		if !checked[k] {
			t.Errorf("the match never went through %q", k)
		}
	}
	final := lastChannelMessage(srv)
	if !strings.HasPrefix(final.Content, "Game over") || !onlyRematch(final) {
		t.Fatalf("final board: %q with %d rows", final.Content, len(final.Components))
	}
	if len(final.Embeds) == 0 || len(final.Embeds[0].Fields) != 3 || !strings.HasPrefix(final.Embeds[0].Fields[0].Name, "🏆") {
		t.Fatalf("final fields: %+v", final.Embeds)
	}
	if len(final.Attachments) != 1 {
		t.Fatalf("final board has %d images", len(final.Attachments))
	}
	if _, err := final.Attachments[0].Image(); err != nil {
		t.Fatalf("final board image: %v", err)
	}
	srv.AssertClean(t)
}

// cinqoClick clicks a button of the board that must play move.
func (h *harness) cinqoClick(who discordtest.Member, id string, move games.Move) {
	h.t.Helper()
	parsed, err := render.ParseID(id)
	if err != nil || parsed.Action != render.ActMove || parsed.Arg != string(move) {
		h.t.Fatalf("button %q does not play %q", id, move)
	}
	h.do(h.srv.Button(who, h.board(), id))
}

// cinqoPlace sets the toggles of the board to move, then confirms.
func (h *harness) cinqoPlace(who discordtest.Member, b cinqo.BoardView, move games.Move) {
	h.t.Helper()
	a, err := cinqo.ParseMove(move)
	if err != nil {
		h.t.Fatal(err)
	}
	// The toggles follow the faces in ascending order: racked dice of a
	// face first, then banked ones, the rest rolled again.
	rack, bank := a.Rack, a.Bank
	for i, f := range b.Roll.Faces() {
		want := "roll again"
		switch {
		case rack.Count(f) > 0:
			rack[f-1]--
			want = "rack"
		case bank.Count(f) > 0:
			bank[f-1]--
			want = "bank"
		}
		h.cinqoToggle(who, 0, i, fmt.Sprintf("%d · %s", f, want))
	}
	take := a.Take
	for i, f := range b.Bank.Faces() {
		want := "keep"
		if take.Count(f) > 0 {
			take[f-1]--
			want = "rack"
		}
		h.cinqoToggle(who, 1, i, fmt.Sprintf("Banked %d · %s", f, want))
	}
	if a.Box {
		h.cinqoToggle(who, cinqoRows(h.board())-1, 0, "Hi/Lo "+b.HiLo.String()+" · box")
	}
	h.cinqoClick(who, mustButton(h.t, h.board(), "Confirm"), move)
}

// cinqoToggle clicks the toggle at row and index until its label is want.
func (h *harness) cinqoToggle(who discordtest.Member, row, index int, want string) {
	h.t.Helper()
	for range 3 {
		bt := cinqoButton(h.t, h.board(), row, index)
		if bt.Label == want {
			return
		}
		if r := h.do(h.srv.Button(who, h.board(), bt.CustomID)); r.Type != discordgo.InteractionResponseUpdateMessage {
			h.t.Fatalf("toggle %q answered %d", bt.Label, r.Type)
		}
	}
	h.t.Fatalf("toggle %d/%d never shows %q", row, index, want)
}

// cinqoRefused checks the refusals of an empty placement: Confirm is
// disabled with the reason, and typed, the engine says why.
func (h *harness) cinqoRefused(who discordtest.Member, b cinqo.BoardView) {
	h.t.Helper()
	if label := buttonLabel(h.board(), "Confirm"); label != "Confirm: rack at least one die" {
		h.t.Fatalf("Confirm with nothing racked: %q", label)
	}
	if _, ok := findButton(h.board(), "Confirm"); ok {
		h.t.Fatal("Confirm is enabled with nothing racked")
	}
	before, _ := h.match()
	notation := fmt.Sprintf("bank %d", b.Roll.Faces()[0])
	r := h.do(h.srv.Command(who, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", notation))))
	if !strings.Contains(strings.ToLower(text(r)), "rack at least one die") || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		h.t.Fatalf("typed %q answered %q", notation, text(r))
	}
	if after, _ := h.match(); after.Version != before.Version {
		h.t.Fatal("a refused move changed the match")
	}
}

// cinqoScoreCard opens the score card from the board.
func (h *harness) cinqoScoreCard(who discordtest.Member) {
	h.t.Helper()
	r := h.do(h.srv.Button(who, h.board(), mustButton(h.t, h.board(), "Score card")))
	if r.Message == nil || !r.Message.Ephemeral() || len(r.Message.Embeds) == 0 {
		h.t.Fatalf("Score card answered type %d", r.Type)
	}
	if d := r.Message.Embeds[0].Description; !strings.Contains(d, "Hi total") || !strings.Contains(d, "13+  1") {
		h.t.Fatalf("score card:\n%s", d)
	}
}

// cinqoRows is the number of rows of msg above the board's own Text
// button, which has a row of its own.
func cinqoRows(msg *discordtest.Message) int {
	n := len(msg.Components)
	if _, ok := findButton(msg, "Text"); ok && n > 0 {
		n--
	}
	return n
}

// cinqoButton is the button at row and index of msg.
func cinqoButton(t *testing.T, msg *discordtest.Message, row, index int) *discordgo.Button {
	t.Helper()
	if row >= len(msg.Components) {
		t.Fatalf("no row %d in %s", row, msg.RawComponents)
	}
	r, ok := msg.Components[row].(*discordgo.ActionsRow)
	if !ok || index >= len(r.Components) {
		t.Fatalf("no component %d/%d in %s", row, index, msg.RawComponents)
	}
	bt, ok := r.Components[index].(*discordgo.Button)
	if !ok {
		t.Fatalf("component %d/%d is not a button", row, index)
	}
	return bt
}
