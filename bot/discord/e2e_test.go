package discord_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	_ "github.com/quintetbot/quintet/render/all"
)

// do sends an interaction, waits until the bot has answered it and
// delivered its board, and returns the answer.
func (h *harness) do(in *discordtest.Interaction) *discordtest.Response {
	h.t.Helper()
	resp, err := h.srv.Interact(h.ctx, in)
	if err != nil {
		h.t.Fatal(err)
	}
	for {
		select {
		case id := <-h.done:
			if id == in.ID {
				return resp
			}
		case <-h.ctx.Done():
			h.t.Fatal("the bot never finished the interaction")
		}
	}
}

func (h *harness) match() (*session.Match, bool) {
	m, err := h.matches.Get(h.ctx, discordtest.ChannelID)
	if err != nil {
		return nil, false
	}
	return m, true
}

// board returns the channel's current board message.
func (h *harness) board() *discordtest.Message {
	h.t.Helper()
	m, ok := h.match()
	if !ok {
		h.t.Fatal("no open match")
	}
	msg, ok := h.srv.Message(discordtest.ChannelID, m.BoardMessage)
	if !ok {
		h.t.Fatalf("board %q not in the channel", m.BoardMessage)
	}
	return msg
}

func text(r *discordtest.Response) string {
	if r.Data == nil {
		return ""
	}
	return r.Data.Content
}

func findButton(msg *discordtest.Message, label string) (string, bool) {
	for _, row := range msg.Components {
		r, ok := row.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, c := range r.Components {
			if b, ok := c.(*discordgo.Button); ok && strings.Contains(b.Label, label) && !b.Disabled {
				return b.CustomID, true
			}
		}
	}
	return "", false
}

func findSelect(components []discordgo.MessageComponent, value string) (string, bool) {
	for _, row := range components {
		r, ok := row.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, c := range r.Components {
			if s, ok := c.(*discordgo.SelectMenu); ok {
				for _, o := range s.Options {
					if o.Value == value {
						return s.CustomID, true
					}
				}
			}
		}
	}
	return "", false
}

// TestQwintoEndToEnd plays a three-player Qwinto match through the fake
// Discord: /play, joins by button, start, rolls by toggles and the Roll
// button, cells chosen in the "My sheet" menu, typed moves, to the final
// sheets; a click on an outdated board is refused and changes nothing.
func TestQwintoEndToEnd(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	if len(srv.Commands("")) != len(commands.Definitions()) {
		t.Fatalf("registered commands: %d", len(srv.Commands("")))
	}
	alice := srv.NewMember("Alice", 0)
	bob := srv.NewMember("Bob", 0)
	carol := srv.NewMember("Carol", 0)
	members := []discordtest.Member{alice, bob, carol}

	r := h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || !strings.Contains(text(r), "lobby") {
		t.Fatalf("/play answered %d %q", r.Type, text(r))
	}
	lobby := h.board()
	join, _ := findButton(lobby, "Join")
	for _, m := range []discordtest.Member{bob, carol} {
		if r := h.do(srv.Button(m, h.board(), join)); r.Type != discordgo.InteractionResponseUpdateMessage {
			t.Fatalf("join answered %d", r.Type)
		}
		join, _ = findButton(h.board(), "Join")
	}
	start, _ := findButton(h.board(), "Start")
	h.do(srv.Button(alice, h.board(), start))
	if !strings.Contains(string(latest(srv, lobby).RawEmbeds), "Started") || len(latest(srv, lobby).Components) != 0 {
		t.Fatal("lobby not retired")
	}

	// A "My sheet" view opened and left unused goes stale with the turn.
	var stale *discordtest.Response
	var staleWho discordtest.Member
	var staleMove games.Move
	for turn := 0; ; turn++ {
		_, st, seat, open := h.nextTurn(turn, 3000)
		if !open {
			break
		}
		who := members[seat]
		move := st.Default(seat)
		board := h.board()
		switch {
		case strings.HasPrefix(string(move), "roll") && turn%3 != 0:
			h.roll(who, move)
		case stale == nil && strings.HasPrefix(string(move), "write"):
			stale = h.do(srv.Button(who, board, mustButton(t, board, "My sheet")))
			staleWho, staleMove = who, move
			h.do(srv.Command(who, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(move)))))
		case strings.HasPrefix(string(move), "write") && turn%2 == 0:
			h.writeBySheet(who, move)
		default:
			r := h.do(srv.Command(who, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(move)))))
			if !strings.HasPrefix(text(r), "You played") {
				t.Fatalf("typed %q answered %q", move, text(r))
			}
		}
		if stale != nil && turn == 30 {
			h.checkStaleClick(staleWho, stale.Message, staleMove)
		}
	}
	final := lastChannelMessage(srv)
	if !strings.Contains(final.Content, "Game over") || len(final.Embeds) == 0 || len(final.Embeds[0].Fields) != 3 {
		t.Fatalf("final board: %q %+v", final.Content, final.Embeds)
	}
	if len(final.Attachments) != 1 {
		t.Fatalf("final board has %d images", len(final.Attachments))
	}
	if _, err := final.Attachments[0].Image(); err != nil {
		t.Fatalf("final board image: %v", err)
	}
	if alt := final.Attachments[0].Description; !strings.Contains(alt, "wins") && !strings.Contains(alt, "win") {
		t.Fatalf("final board image has the alt text %q, want the result", alt)
	}
	srv.AssertClean(t)
}

// roll toggles the board's colours until they match the move, then rolls.
func (h *harness) roll(who discordtest.Member, move games.Move) {
	h.t.Helper()
	want := strings.Fields(string(move))[1:]
	for _, c := range []string{"Red", "Yellow", "Blue"} {
		on := strings.Contains(buttonLabel(h.board(), c), "✓")
		needed := contains(want, strings.ToLower(c))
		if on != needed {
			id := mustButton(h.t, h.board(), c)
			if r := h.do(h.srv.Button(who, h.board(), id)); r.Type != discordgo.InteractionResponseUpdateMessage {
				h.t.Fatalf("toggle answered %d", r.Type)
			}
		}
	}
	id := mustButton(h.t, h.board(), "Roll")
	if !strings.HasSuffix(id, string(move)) {
		h.t.Fatalf("Roll button %q for %q", id, move)
	}
	h.do(h.srv.Button(who, h.board(), id))
}

// writeBySheet opens "My sheet" and picks the cell in its menu.
func (h *harness) writeBySheet(who discordtest.Member, move games.Move) {
	h.t.Helper()
	id := mustButton(h.t, h.board(), "My sheet")
	r := h.do(h.srv.Button(who, h.board(), id))
	if r.Message == nil || !r.Message.Ephemeral() {
		h.t.Fatalf("My sheet answered type %d, not ephemeral", r.Type)
	}
	sel, ok := findSelect(r.Message.Components, string(move))
	if !ok {
		h.t.Fatalf("no menu offers %q", move)
	}
	u := h.do(h.srv.Select(who, r.Message, sel, string(move)))
	if u.Type != discordgo.InteractionResponseUpdateMessage {
		h.t.Fatalf("choosing a cell answered %d", u.Type)
	}
}

// checkStaleClick chooses a cell in a sheet view of a roll long gone.
func (h *harness) checkStaleClick(who discordtest.Member, sheet *discordtest.Message, move games.Move) {
	h.t.Helper()
	before, _ := h.match()
	sel, ok := findSelect(sheet.Components, string(move))
	if !ok {
		h.t.Fatalf("the old sheet does not offer %q", move)
	}
	r := h.do(h.srv.Select(who, sheet, sel, string(move)))
	if text(r) != "This board is out of date." {
		h.t.Fatalf("stale click answered %q", text(r))
	}
	after, _ := h.match()
	if after.Version != before.Version || string(after.State) != string(before.State) {
		h.t.Fatal("a stale click changed the match")
	}
}

func mustButton(t *testing.T, msg *discordtest.Message, label string) string {
	t.Helper()
	id, ok := findButton(msg, label)
	if !ok {
		t.Fatalf("no enabled button %q on %s", label, msg.RawComponents)
	}
	return id
}

func buttonLabel(msg *discordtest.Message, label string) string {
	for _, row := range msg.Components {
		if r, ok := row.(*discordgo.ActionsRow); ok {
			for _, c := range r.Components {
				if b, ok := c.(*discordgo.Button); ok && strings.Contains(b.Label, label) {
					return b.Label
				}
			}
		}
	}
	return ""
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func latest(srv *discordtest.Server, m *discordtest.Message) *discordtest.Message {
	if l, ok := srv.Message(discordtest.ChannelID, m.ID); ok {
		return l
	}
	return m
}

func lastChannelMessage(srv *discordtest.Server) *discordtest.Message {
	msgs := srv.Messages(discordtest.ChannelID)
	for i := len(msgs) - 1; i >= 0; i-- {
		if !msgs[i].Ephemeral() {
			return msgs[i]
		}
	}
	return nil
}
