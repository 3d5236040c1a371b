package discord_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/render/blingo"
)

// blingoSeeds seed the match's dice: with them a two-player game played by
// the default policy is among the shortest, about fifty turns each.
var blingoSeeds = [2]uint64{365, 366}

// TestBlingoEndToEnd plays a whole Blingo match through the fake Discord,
// Alice against a bot: /play blingo bots:1, Start, then on each of her
// turns, which start with the dice rolled for her (and pass by themselves
// when the roll allows nothing), a placement chosen in the board's menu
// (described in words), and now and then a typed move, to the final board
// with its image. A choice by someone not at the table is refused and
// changes nothing; /game hand shows Alice her own board with her controls.
func TestBlingoEndToEnd(t *testing.T) {
	h := newSeededHarness(t, blingoSeeds)
	srv := h.srv
	alice := srv.NewMember("Alice", 0)
	mallory := srv.NewMember("Mallory", 0)

	r := h.do(srv.Command(alice, "play", discordtest.SubcommandArg("blingo", discordtest.IntArg("bots", 1))))
	if !strings.Contains(text(r), "lobby") {
		t.Fatalf("/play answered %q", text(r))
	}
	h.do(srv.Button(alice, h.board(), mustButton(t, h.board(), "Start")))

	var menus, typed int
	refused := false
	for turn := 0; ; turn++ {
		if turn > 2000 {
			t.Fatal("the match does not end")
		}
		m, open := h.match()
		if !open {
			break
		}
		st, err := m.Decode()
		if err != nil {
			t.Fatal(err)
		}
		if acts := st.Actors(); !slices.Equal(acts, []games.Seat{0}) {
			t.Fatalf("actors %v: the bot did not play its turn", acts)
		}
		board := h.board()
		if len(board.Attachments) != 1 {
			t.Fatalf("turn %d: the board has %d images", turn, len(board.Attachments))
		}
		move := st.Default(0)
		if legal := st.Legal(0); slices.Contains(legal, "roll") || slices.Contains(legal, "pass") {
			t.Fatalf("turn %d: Alice must decide %v", turn, legal)
		}
		switch {
		case turn%9 == 4:
			h.blingoType(alice, move)
			typed++
		default:
			if !refused {
				h.blingoRefused(mallory, board, move)
				h.blingoHand(alice, move)
				refused = true
			}
			h.blingoChoose(alice, board, move)
			menus++
		}
	}
	t.Logf("%d placements by the board, %d typed moves", menus, typed)
	if menus == 0 || typed == 0 || !refused {
		t.Fatal("some controls were never used")
	}
	final := lastChannelMessage(srv)
	if !strings.HasPrefix(final.Content, "Game over") || len(final.Embeds) == 0 || len(final.Embeds[0].Fields) != 2 || !onlyRematch(final) {
		t.Fatalf("final board: %q %+v", final.Content, final.Embeds)
	}
	if !strings.Contains(final.Embeds[0].Fields[0].Name+final.Embeds[0].Fields[1].Name, "🏆") {
		t.Fatalf("no winner on the final board: %+v", final.Embeds[0].Fields)
	}
	if len(final.Attachments) != 1 {
		t.Fatalf("final board has %d images", len(final.Attachments))
	}
	if _, err := final.Attachments[0].Image(); err != nil {
		t.Fatalf("final board image: %v", err)
	}
	srv.AssertClean(t)
}

// blingoChoose picks the placement in the board's menu, checking that the
// menu describes it in words.
func (h *harness) blingoChoose(who discordtest.Member, board *discordtest.Message, move games.Move) {
	h.t.Helper()
	sel, ok := findSelect(board.Components, string(move))
	if !ok {
		h.t.Fatalf("the board's menu does not offer %q: %s", move, board.RawComponents)
	}
	if label := blingoOptionLabel(board, string(move)); !strings.HasPrefix(label, "One marker on ") {
		h.t.Fatalf("%q is offered as %q", move, label)
	}
	before, _ := h.match()
	h.do(h.srv.Select(who, board, sel, string(move)))
	if after, _ := h.match(); after != nil && after.Version == before.Version {
		h.t.Fatalf("choosing %q changed nothing", move)
	}
}

// blingoType plays a move with /game move.
func (h *harness) blingoType(who discordtest.Member, move games.Move) {
	h.t.Helper()
	r := h.do(h.srv.Command(who, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(move)))))
	if !strings.HasPrefix(text(r), "You played") {
		h.t.Fatalf("typed %q answered %q", move, text(r))
	}
}

// blingoRefused chooses move in the board's menu as someone not at the
// table: an ephemeral refusal, and the match is unchanged.
func (h *harness) blingoRefused(who discordtest.Member, board *discordtest.Message, move games.Move) {
	h.t.Helper()
	before, _ := h.match()
	sel, ok := findSelect(board.Components, string(move))
	if !ok {
		h.t.Fatalf("the board's menu does not offer %q: %s", move, board.RawComponents)
	}
	r := h.do(h.srv.Select(who, board, sel, string(move)))
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || r.Data == nil || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		h.t.Fatalf("a stranger's click answered %d %q", r.Type, text(r))
	}
	after, _ := h.match()
	if after.Version != before.Version || string(after.State) != string(before.State) {
		h.t.Fatal("a stranger's click changed the match")
	}
}

// blingoHand opens /game hand: Alice's own board, ephemeral, with her
// menu offering move.
func (h *harness) blingoHand(who discordtest.Member, move games.Move) {
	h.t.Helper()
	r := h.do(h.srv.Command(who, "game", discordtest.SubcommandArg("hand")))
	if r.Message == nil || !r.Message.Ephemeral() || len(r.Message.Embeds) == 0 || !strings.HasPrefix(r.Message.Embeds[0].Title, "Your board") {
		h.t.Fatalf("/game hand answered %d %+v", r.Type, r.Data)
	}
	if _, ok := findSelect(r.Message.Components, string(move)); !ok {
		h.t.Fatalf("the private board does not offer %q: %s", move, r.Message.RawComponents)
	}
}

// blingoOptionLabel is the label of the menu option playing value.
func blingoOptionLabel(msg *discordtest.Message, value string) string {
	for _, row := range msg.Components {
		r, ok := row.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, c := range r.Components {
			if s, ok := c.(*discordgo.SelectMenu); ok {
				for _, o := range s.Options {
					if o.Value == value {
						return o.Label
					}
				}
			}
		}
	}
	return ""
}
