package discord_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
	_ "github.com/quintetbot/quintet/render/quingo"
)

// quingoSeeds seed the match generator: a game of some fifty turns that
// goes through a forced cross-out and the last lap's Pass.
var quingoSeeds = [2]uint64{11, 12}

// TestQuingoEndToEnd plays a Quingo match of two humans and a bot through
// the fake Discord: /play, a join by button, start; both humans choose
// their wild numbers in the modal of the "Choose wilds" button (a bad
// value first, refused with its reason), and no public message shows a
// wild number before everyone has chosen; then turns by the dice
// multi-select and the box select, typed moves, the last lap's Pass, and a
// box select of a private view gone stale, refused without change, to the
// final board.
func TestQuingoEndToEnd(t *testing.T) {
	h := newSeededHarness(t, quingoSeeds)
	srv := h.srv
	alice := srv.NewMember("Alice", 0)
	bob := srv.NewMember("Bob", 0)
	members := map[string]discordtest.Member{alice.ID: alice, bob.ID: bob}

	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("quingo", discordtest.IntArg("bots", 1))))
	h.do(srv.Button(bob, h.board(), mustButton(t, h.board(), "Join")))
	h.do(srv.Button(alice, h.board(), mustButton(t, h.board(), "Start")))

	leak := quingoLeakCheck{t: t, srv: srv}
	leak.check(h)
	h.quingoWildsRefused(alice)
	leak.check(h)
	for _, who := range []discordtest.Member{alice, bob} {
		h.quingoWilds(who)
		leak.check(h)
	}

	checked := map[string]bool{}
	var stale *discordtest.Message
	var staleWho discordtest.Member
	var staleMove games.Move
	step := 0
	for ; ; step++ {
		m, st, seat, open := h.nextTurn(step, 600)
		if !open {
			break
		}
		who, ok := members[m.Players[seat].User]
		if !ok {
			t.Fatalf("seat %d is a bot and waits: %+v", seat, m.Players[seat])
		}
		move := st.Default(seat)
		a, err := quingo.ParseMove(move)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case stale != nil && !checked["stale"]:
			h.quingoStale(staleWho, stale, staleMove)
			checked["stale"] = true
			continue
		case a.Kind == quingo.Pass:
			h.do(srv.Button(who, h.board(), mustButton(t, h.board(), "Pass")))
			checked["pass"] = true
		case step%6 == 5:
			r := h.do(srv.Command(who, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(move)))))
			if !strings.HasPrefix(text(r), "You played") {
				t.Fatalf("typed %q answered %q", move, text(r))
			}
			checked["typed"] = true
		case stale == nil && !a.Cross:
			stale, staleWho, staleMove = h.quingoPrivatePick(who, a), who, move
			h.quingoTake(who, a, move)
		default:
			h.quingoTake(who, a, move)
			if a.Cross {
				checked["cross"] = true
			} else {
				checked["take"] = true
			}
		}
		after, open := h.match()
		if open && after.Version == m.Version {
			t.Fatalf("step %d: %q changed nothing", step, move)
		}
	}
	t.Logf("%d steps, %d messages; went through %v", step, len(srv.Messages(discordtest.ChannelID)), checked)
	for _, k := range []string{"take", "typed", "stale"} {
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
	if alt := final.Attachments[0].Description; !strings.Contains(alt, ", winner, ") || !strings.Contains(alt, " checked") || strings.Contains(final.Embeds[0].Description, " checked") {
		t.Fatalf("final sheets are not in the picture's alt text alone:\n%s\nalt text:\n%s", final.Embeds[0].Description, final.Attachments[0].Description)
	}
	if _, err := final.Attachments[0].Image(); err != nil {
		t.Fatalf("final board image: %v", err)
	}
	srv.AssertClean(t)
}

// quingoOpenWilds clicks "Choose wilds" and returns the modal's custom id.
func (h *harness) quingoOpenWilds(who discordtest.Member) string {
	h.t.Helper()
	id := mustButton(h.t, h.board(), "Choose wilds")
	r := h.do(h.srv.Button(who, h.board(), id))
	if r.Type != discordgo.InteractionResponseModal || r.Data == nil || r.Data.CustomID != id || len(r.Data.Components) != quingo.WildBoxes {
		h.t.Fatalf("Choose wilds answered type %d: %+v", r.Type, r.Data)
	}
	return id
}

func wildInputs(w [quingo.WildBoxes]int) []discordtest.TextInput {
	out := make([]discordtest.TextInput, len(w))
	for i, n := range w {
		out[i] = discordtest.TextInput{CustomID: fmt.Sprintf("wild%d", i+1), Value: strconv.Itoa(n)}
	}
	return out
}

// quingoWilds submits the wild numbers the default policy picks for who
// through the modal.
func (h *harness) quingoWilds(who discordtest.Member) {
	h.t.Helper()
	m, _ := h.match()
	st, err := m.Decode()
	if err != nil {
		h.t.Fatal(err)
	}
	seat, _ := m.SeatOf(who.ID)
	a, err := quingo.ParseMove(st.Default(seat))
	if err != nil || a.Kind != quingo.ChooseWilds {
		h.t.Fatalf("seat %d's default %q is no wilds", seat, st.Default(seat))
	}
	id := h.quingoOpenWilds(who)
	r := h.do(h.srv.ModalSubmit(who, h.board(), id, wildInputs(a.Wilds)...))
	if want := fmt.Sprintf("You played `%s`.", a.Move()); text(r) != want || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		h.t.Fatalf("the modal answered %q, want %q ephemeral", text(r), want)
	}
	after, _ := h.match()
	sheet := after.Players[seat].Name
	if after.Version == m.Version {
		h.t.Fatalf("%s's wilds changed nothing", sheet)
	}
}

// quingoWildsRefused submits a wild number past the pool's largest sum:
// the reason comes back, privately, and the match is unchanged.
func (h *harness) quingoWildsRefused(who discordtest.Member) {
	h.t.Helper()
	before, _ := h.match()
	id := h.quingoOpenWilds(who)
	r := h.do(h.srv.ModalSubmit(who, h.board(), id, wildInputs([5]int{21, 22, 61, 24, 25})...))
	if !strings.Contains(text(r), "Wild number 3") || !strings.Contains(text(r), "1 to 60") || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		h.t.Fatalf("a wild of 61 answered %q", text(r))
	}
	if after, _ := h.match(); after.Version != before.Version || string(after.State) != string(before.State) {
		h.t.Fatal("a refused wild changed the match")
	}
}

// quingoTake plays a take by the board's dice multi-select, then its box
// select.
func (h *harness) quingoTake(who discordtest.Member, a quingo.Action, move games.Move) {
	h.t.Helper()
	board := h.board()
	h.quingoPickDice(who, board, a)
	board = latest(h.srv, board)
	sel, ok := findSelect(board.Components, string(move))
	if !ok {
		h.t.Fatalf("the box select does not offer %q: %s", move, board.RawComponents)
	}
	if id, _ := render.ParseID(sel); !id.SelectsMove() {
		h.t.Fatalf("the box select's id %q plays no move", sel)
	}
	h.do(h.srv.Select(who, board, sel, string(move)))
}

// quingoPickDice picks a take's dice in the dice select of msg.
func (h *harness) quingoPickDice(who discordtest.Member, msg *discordtest.Message, a quingo.Action) {
	h.t.Helper()
	word := "take"
	if a.Cross {
		word = "cross"
	}
	var sel string
	var max int
	for _, row := range msg.Components {
		r, _ := row.(*discordgo.ActionsRow)
		for _, c := range r.Components {
			if s, ok := c.(*discordgo.SelectMenu); ok {
				if id, err := render.ParseID(s.CustomID); err == nil && id.Action == render.ActUI && id.Arg == word {
					sel, max = s.CustomID, s.MaxValues
				}
			}
		}
	}
	if sel == "" {
		h.t.Fatalf("no %s dice select on %s", word, msg.RawComponents)
	}
	if len(a.Dice) > max {
		h.t.Fatalf("the dice select takes %d dice; the move takes %d", max, len(a.Dice))
	}
	labels := make([]string, len(a.Dice))
	for i, l := range a.Dice {
		labels[i] = l.String()
	}
	if r := h.do(h.srv.Select(who, msg, sel, labels...)); r.Type != discordgo.InteractionResponseUpdateMessage {
		h.t.Fatalf("picking %v answered %d %q", labels, r.Type, text(r))
	}
}

// quingoPrivatePick opens who's sheet on their turn and picks the take's
// dice there, and returns the private view, left unused.
func (h *harness) quingoPrivatePick(who discordtest.Member, a quingo.Action) *discordtest.Message {
	h.t.Helper()
	r := h.do(h.srv.Button(who, h.board(), mustButton(h.t, h.board(), "My sheet")))
	if r.Message == nil || !r.Message.Ephemeral() {
		h.t.Fatalf("My sheet answered type %d", r.Type)
	}
	h.quingoPickDice(who, r.Message, a)
	return latest(h.srv, r.Message)
}

// quingoStale chooses the box in a private view of a turn gone by.
func (h *harness) quingoStale(who discordtest.Member, view *discordtest.Message, move games.Move) {
	h.t.Helper()
	before, _ := h.match()
	sel, ok := findSelect(view.Components, string(move))
	if !ok {
		h.t.Fatalf("the old view does not offer %q: %s", move, view.RawComponents)
	}
	r := h.do(h.srv.Select(who, view, sel, string(move)))
	if text(r) != "This board is out of date." {
		h.t.Fatalf("a stale select answered %q", text(r))
	}
	if after, _ := h.match(); after.Version != before.Version || string(after.State) != string(before.State) {
		h.t.Fatal("a stale select changed the match")
	}
}

// quingoLeakCheck fails when a public request shows a wild number chosen
// while some seat is still choosing: as a move or as a sheet's wild row.
type quingoLeakCheck struct {
	t    *testing.T
	srv  *discordtest.Server
	next int
}

func (c *quingoLeakCheck) check(h *harness) {
	c.t.Helper()
	var secrets []string
	if m, open := h.match(); open {
		if st, err := m.Decode(); err == nil {
			for s := range m.Players {
				b := st.View(games.Seat(s)).Board.(quingo.BoardView)
				if b.Phase != quingo.Choosing {
					break
				}
				if w := b.Seats[s].Wilds; w != nil {
					secrets = append(secrets, string(quingo.WildsOf([5]int(w)).Move()), fmt.Sprintf("%5d%5d%5d%5d%5d", w[0], w[1], w[2], w[3], w[4]))
				}
			}
		}
	}
	calls := c.srv.Calls()
	for _, call := range calls[c.next:] {
		if len(call.Body) == 0 || call.Method == "GET" || quinientosEphemeral(call.Body) {
			continue
		}
		for _, s := range secrets {
			if strings.Contains(string(call.Body), s) {
				c.t.Fatalf("%s shows the secret %q: %s", call, s, call.Body)
			}
		}
	}
	c.next = len(calls)
}
