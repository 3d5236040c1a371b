package discord_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quinientos"
	_ "github.com/quintetbot/quintet/render/quinientos"
)

// TestQuinientosEndToEnd plays a Quinientos match of two humans and two
// bots through the fake Discord, to the final board: Alice opens it with
// two bots and partners:apart, Bob joins; at the start Alice takes seat 0
// and Bob seat 3, each partnered with a bot (seats 2 and 1); the humans play by the
// "My hand" button and its menu, by /game hand and by typed moves. No
// request the bot sends to the channel shows a hand still held.
func TestQuinientosEndToEnd(t *testing.T) {
	h := newSeededHarness(t, quinientosSeeds)
	srv := h.srv
	alice := srv.NewMember("Alice", 0)
	bob := srv.NewMember("Bob", 0)
	humans := map[games.Seat]discordtest.Member{0: alice, 3: bob}

	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("quinientos", discordtest.IntArg("bots", 2), discordtest.StringArg("partners", "apart"))))
	h.do(srv.Button(bob, h.board(), mustButton(t, h.board(), "Join")))
	h.do(srv.Button(alice, h.board(), mustButton(t, h.board(), "Start")))
	m, _ := h.match()
	if s, _ := m.SeatOf(alice.ID); s != 0 {
		t.Fatalf("Alice sits at %d", s)
	}
	if s, _ := m.SeatOf(bob.ID); s != 3 {
		t.Fatalf("Bob sits at %d", s)
	}

	leak := quinientosLeakCheck{t: t, srv: srv}
	leak.check(h)
	waiterChecked, humanMoves := false, 0
	for turn := 0; ; turn++ {
		_, st, seat, open := h.nextTurn(turn, 500)
		if !open {
			break
		}
		who, ok := humans[seat]
		if !ok {
			t.Fatalf("a bot (seat %d) waits for a move", seat)
		}
		if !waiterChecked {
			quinientosWaiterView(t, h, humans[3-seat])
			waiterChecked = true
		}
		move := st.Default(seat)
		humanMoves++
		switch turn % 3 {
		case 0:
			quinientosPlayFromHand(t, h, who, st, seat, move, false)
		case 1:
			quinientosPlayFromHand(t, h, who, st, seat, move, true)
		default:
			typed := quinientosTyped(t, move)
			r := h.do(srv.Command(who, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", typed))))
			if !strings.HasPrefix(text(r), "You played") {
				t.Fatalf("typed %q answered %q", typed, text(r))
			}
		}
		leak.check(h)
	}

	final := lastChannelMessage(srv)
	if !strings.HasPrefix(final.Content, "Game over: ") || !strings.Contains(final.Content, " win ") || !onlyRematch(final) {
		t.Fatalf("final board: %q, %d rows", final.Content, len(final.Components))
	}
	fields := ""
	for _, f := range final.Embeds[0].Fields {
		fields += f.Name + "\n" + f.Value + "\n"
	}
	if !strings.Contains(fields, "🏆 Team ") || !strings.Contains(fields, "Hands at the end of round") {
		t.Fatalf("final fields:\n%s", fields)
	}
	if len(final.Attachments) != 1 {
		t.Fatalf("final board has %d images", len(final.Attachments))
	}
	if _, err := final.Attachments[0].Image(); err != nil {
		t.Fatalf("final board image: %v", err)
	}
	for _, want := range []string{"had no tile that fits and passed", "Round 1 score", "Pips left: "} {
		if !leak.seen(want) {
			t.Errorf("no board said %q", want)
		}
	}
	t.Logf("%d human moves", humanMoves)
	rematchEndToEnd(t, h, final, bob, alice)
	srv.AssertClean(t)
}

// quinientosSeeds deal a short match (three rounds, 31 human moves with
// every seat playing the default policy) in which the boards show an
// automatic pass and the end of round 1: a longer one would redraw the
// board hundreds of times under the race detector.
var quinientosSeeds = [2]uint64{884, 885}

// quinientosPlayFromHand opens the player's hand by the board's "My hand"
// button or by /game hand and plays move from its menu.
func quinientosPlayFromHand(t *testing.T, h *harness, who discordtest.Member, st games.State, seat games.Seat, move games.Move, command bool) {
	t.Helper()
	var r *discordtest.Response
	if command {
		r = h.do(h.srv.Command(who, "game", discordtest.SubcommandArg("hand")))
	} else {
		r = h.do(h.srv.Button(who, h.board(), mustButton(t, h.board(), "My hand")))
	}
	if r.Message == nil || !r.Message.Ephemeral() {
		t.Fatalf("the hand was not shown ephemerally (type %d)", r.Type)
	}
	hand := st.View(seat).Board.(quinientos.BoardView).Hand
	if want := "Your hand: " + quinientosHandText(hand); !strings.Contains(string(r.Message.RawEmbeds), want) {
		t.Fatalf("the hand view lacks %q: %s", want, r.Message.RawEmbeds)
	}
	sel, ok := findSelect(r.Message.Components, string(move))
	if !ok {
		t.Fatalf("the hand's menu does not offer %q: %s", move, r.Message.RawComponents)
	}
	if u := h.do(h.srv.Select(who, r.Message, sel, string(move))); u.Type != discordgo.InteractionResponseUpdateMessage {
		t.Fatalf("choosing a tile answered %d", u.Type)
	}
}

// quinientosWaiterView opens the hand of a player who is not to move: the
// tiles, and no menu.
func quinientosWaiterView(t *testing.T, h *harness, who discordtest.Member) {
	t.Helper()
	r := h.do(h.srv.Button(who, h.board(), mustButton(t, h.board(), "My hand")))
	if r.Message == nil || !r.Message.Ephemeral() || len(r.Message.Components) != 0 {
		t.Fatalf("the waiting player's hand view: %+v", r.Message)
	}
	if !strings.Contains(string(r.Message.RawEmbeds), "turn") {
		t.Fatalf("the waiting player is not told whose turn it is: %s", r.Message.RawEmbeds)
	}
	refused := h.do(h.srv.Command(who, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "6-6"))))
	if refused.Message == nil || !refused.Message.Ephemeral() {
		t.Fatalf("a move out of turn answered %q publicly", text(refused))
	}
}

// quinientosTyped writes move as a player might type it: halves swapped,
// the end abbreviated, "play" left out.
func quinientosTyped(t *testing.T, move games.Move) string {
	t.Helper()
	a, err := quinientos.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	typed := fmt.Sprintf("%d|%d", a.Tile.Lo, a.Tile.Hi)
	if a.End != quinientos.NoEnd {
		typed += " " + a.End.String()[:1]
	}
	return typed
}

func quinientosHandText(h quinientos.Hand) string {
	parts := make([]string, len(h))
	for i, tile := range h {
		parts[i] = tile.String()
	}
	return strings.Join(parts, " ")
}

// quinientosLeakCheck reads every request the bot sent that others may see
// (channel messages, interaction answers and follow-ups that are not
// ephemeral) and fails when one shows a hand held at that time: the whole
// hand in any notation the bot writes, or, when no round ended meanwhile,
// any single tile of it outside the hands revealed at the end of a round.
type quinientosLeakCheck struct {
	t      *testing.T
	srv    *discordtest.Server
	next   int      // calls read so far
	round  int      // the round in play after the calls read
	bodies []string // the public bodies read
}

var (
	// quinientosRevealed matches the hands a finished round reveals: the
	// text board's "Hands:" line and the embed field.
	quinientosRevealed = regexp.MustCompile(`Hands: [^\\"]*|"name":"Hands at the end of round \d+","value":"[^"]*"`)
	quinientosTile     = regexp.MustCompile(`\b[0-6]-[0-6]\b`)
)

func (c *quinientosLeakCheck) check(h *harness) {
	c.t.Helper()
	var held []quinientos.Hand
	var secrets []string
	round, lead := 0, false
	if m, open := h.match(); open {
		if st, err := m.Decode(); err == nil && !st.Result().Over {
			for s := range games.Seat(quinientos.Seats) {
				b := st.View(s).Board.(quinientos.BoardView)
				round, lead = b.Round, len(b.Layout) == 0 && b.Round == 1
				held = append(held, b.Hand)
				if len(b.Hand) > 1 {
					secrets = append(secrets, quinientosHandText(b.Hand))
				}
				secrets = append(secrets, st.(games.Secretive).Secrets(s)...)
			}
		}
	}
	calls := c.srv.Calls()
	for _, call := range calls[c.next:] {
		if len(call.Body) == 0 || call.Method == "GET" || quinientosEphemeral(call.Body) {
			continue
		}
		body := string(call.Body)
		c.bodies = append(c.bodies, body)
		if strings.Contains(body, "Your hand") {
			c.t.Fatalf("%s shows a hand: %s", call, body)
		}
		public := quinientosRevealed.ReplaceAllString(body, "")
		for _, s := range secrets {
			if strings.Contains(public, s) {
				c.t.Fatalf("%s shows the hand %s: %s", call, s, body)
			}
		}
		if round != c.round {
			continue // the tiles named are those of the round that ended
		}
		for _, word := range quinientosTile.FindAllString(public, -1) {
			tile, _ := quinientos.ParseTile(word)
			if lead && tile == quinientos.TileOf(6, 6) {
				continue // the holder of 6-6 leads round 1, as everyone knows
			}
			for s, hand := range held {
				if hand.Contains(tile) {
					c.t.Fatalf("%s names %s, held by seat %d: %s", call, tile, s, body)
				}
			}
		}
	}
	c.next, c.round = len(calls), round
}

func (c *quinientosLeakCheck) seen(s string) bool {
	for _, b := range c.bodies {
		if strings.Contains(b, s) {
			return true
		}
	}
	return false
}

// quinientosEphemeral reports whether a message body or an interaction
// callback carries the ephemeral flag.
func quinientosEphemeral(body json.RawMessage) bool {
	var v struct {
		Flags int `json:"flags"`
		Data  *struct {
			Flags int `json:"flags"`
		} `json:"data"`
	}
	if json.Unmarshal(body, &v) != nil {
		return false
	}
	eph := int(discordgo.MessageFlagsEphemeral)
	return v.Flags&eph != 0 || v.Data != nil && v.Data.Flags&eph != 0
}
