package discord_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
)

// onlyRematch reports whether a final board's one control is its Rematch
// button.
func onlyRematch(msg *discordtest.Message) bool {
	_, ok := findButton(msg, "Rematch")
	return ok && len(msg.Components) == 1
}

// rematchEndToEnd presses Rematch on a final board as asker and checks the
// new lobby: asker hosts it, the bots sit again, and other is pinged to
// Join; a member who did not play is refused in one private line.
func rematchEndToEnd(t *testing.T, h *harness, final *discordtest.Message, asker, other discordtest.Member) {
	t.Helper()
	id := mustButton(t, final, "Rematch")
	stranger := h.srv.NewMember("Zed", 0)
	if r := h.do(h.srv.Button(stranger, final, id)); text(r) != "Only the players of that game can ask for a rematch." {
		t.Fatalf("a stranger's rematch: %q", text(r))
	}
	h.do(h.srv.Button(asker, final, id))
	m, ok := h.match()
	if !ok || m.Phase != session.Lobby || m.Host != asker.ID {
		t.Fatalf("no rematch lobby hosted by %s: %+v", asker.GlobalName, m)
	}
	lobby := h.board()
	if !strings.Contains(lobby.Content, "<@"+other.ID+">") || !strings.Contains(lobby.Content, "press Join") {
		t.Fatalf("the rematch lobby does not ask %s to join: %q", other.GlobalName, lobby.Content)
	}
	h.do(h.srv.Button(other, lobby, mustButton(t, lobby, "Join")))
	m, _ = h.match()
	if _, seated := m.SeatOf(other.ID); !seated {
		t.Fatalf("%s is not seated after Join: %+v", other.GlobalName, m.Players)
	}
}

// TestUndoAndSpectateEndToEnd: through the fake Discord, a spectator's
// /game board is private and posts nothing; a take-back that Bob must
// allow is asked on a new board with Allow and Refuse, and his Allow
// brings back the board from before Alice's write.
func TestUndoAndSpectateEndToEnd(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	alice, bob, zed := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0), srv.NewMember("Zed", 0)
	game := func(who discordtest.Member, sub string, args ...discordtest.Arg) string {
		t.Helper()
		return text(h.do(srv.Command(who, "game", discordtest.SubcommandArg(sub, args...))))
	}
	move := func(who discordtest.Member, prefix string) {
		t.Helper()
		m, _ := h.match()
		seat, _ := m.SeatOf(who.ID)
		st, _ := m.Decode()
		for _, mv := range st.Legal(seat) {
			if strings.HasPrefix(string(mv), prefix) {
				if got := game(who, "move", discordtest.StringArg("notation", string(mv))); !strings.HasPrefix(got, "You played") {
					t.Fatalf("%s %q: %q", who.GlobalName, mv, got)
				}
				return
			}
		}
		t.Fatalf("%s has no %q", who.GlobalName, prefix)
	}
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	h.do(srv.Button(bob, h.board(), mustButton(t, h.board(), "Join")))
	h.do(srv.Button(alice, h.board(), mustButton(t, h.board(), "Start")))
	move(alice, "roll red")
	before, _ := h.match()

	posted := len(srv.Messages(discordtest.ChannelID))
	r := h.do(srv.Command(zed, "game", discordtest.SubcommandArg("board")))
	if r.Data == nil || r.Data.Flags&64 == 0 || !onlyTextButton(r.Data.Components) {
		t.Fatalf("a spectator's board is not private and read-only: %+v", r.Data)
	}
	if n := len(srv.Messages(discordtest.ChannelID)); n > posted+1 {
		t.Fatalf("a spectator's /game board posted %d messages", n-posted)
	}

	move(alice, "write")
	move(bob, "skip")
	if got := game(alice, "undo"); !strings.Contains(got, "the board asks Bob to allow it") {
		t.Fatalf("alice's undo: %q", got)
	}
	prompt := h.board()
	if prompt.ID != lastChannelMessage(srv).ID || !strings.Contains(prompt.Content, "Allow undo? <@"+bob.ID+">") {
		t.Fatalf("the request is not the channel's last message, its board: %q", prompt.Content)
	}
	if got := text(h.do(srv.Button(zed, prompt, mustButton(t, prompt, "Allow")))); got != "You are not playing in this game." {
		t.Fatalf("a spectator allows: %q", got)
	}
	h.do(srv.Button(bob, prompt, mustButton(t, prompt, "Allow")))
	after, _ := h.match()
	if string(after.State) != string(before.State) {
		t.Fatal("bob's Allow did not take back alice's write")
	}
	if got := game(bob, "undo"); got != "You have no move to take back." {
		t.Fatalf("bob's undo: %q", got)
	}
	srv.AssertClean(t)
}

// onlyTextButton reports whether a message's one control is the Text
// button, which changes nothing.
func onlyTextButton(rows []discordgo.MessageComponent) bool {
	if len(rows) != 1 {
		return false
	}
	row, ok := rows[0].(*discordgo.ActionsRow)
	if !ok || len(row.Components) != 1 {
		return false
	}
	b, ok := row.Components[0].(*discordgo.Button)
	return ok && b.Label == "Text"
}
