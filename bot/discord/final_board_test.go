package discord_test

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/render"
)

// finalPost selects the post of a game-over board.
func finalPost(c discordtest.Call) bool {
	return c.Method == "POST" && c.Route == "/channels/{channel_id}/messages" && strings.Contains(string(c.Body), "Game over")
}

// playSoloQwinto has Alice open and start a Qwinto match alone and play
// it to its end by typed moves; it returns her.
func playSoloQwinto(h *harness) discordtest.Member {
	h.t.Helper()
	alice := h.srv.NewMember("Alice", 0)
	h.do(h.srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("start")))
	for turn := 0; ; turn++ {
		_, st, seat, open := h.nextTurn(turn, 3000)
		if !open {
			return alice
		}
		h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(seat))))))
	}
}

// assertFinalBoardShown checks that the channel shows a game-over board
// and that no board before it keeps enabled buttons.
func assertFinalBoardShown(h *harness) {
	h.t.Helper()
	final := lastChannelMessage(h.srv)
	if final == nil || !strings.Contains(final.Content, "Game over") {
		content := ""
		if final != nil {
			content = final.Content
		}
		h.t.Fatalf("the channel's last message is not the final board: %q", content)
	}
	for _, m := range h.srv.Messages(discordtest.ChannelID) {
		if id, live := anyButton(m); live && !m.Ephemeral() && !strings.HasPrefix(id, string(render.ActRematch)+":") {
			h.t.Fatalf("message %s keeps live buttons after the game: %s", m.ID, m.RawComponents)
		}
	}
}

// TestFinalBoardSurvivesA503: the game-over board's post gets one 503; it
// is posted after a retry, and the last board before it loses its
// buttons.
func TestFinalBoardSurvivesA503(t *testing.T) {
	h := newHarness(t)
	h.srv.FailNext(finalPost, 1, discordtest.ServiceUnavailable)
	playSoloQwinto(h)
	assertFaultsServed(t, h.srv, map[int]bool{503: true})
	assertFinalBoardShown(h)
	h.srv.AssertClean(t)
}

// TestFinalBoardAnswerLost: the game-over board's first post is made but
// its answer is lost (504); the try after it carries the same nonce, so
// the channel shows one final board, not two.
func TestFinalBoardAnswerLost(t *testing.T) {
	h := newHarness(t)
	h.srv.FailNext(finalPost, 1, discordtest.AnswerLost)
	playSoloQwinto(h)
	assertFaultsServed(t, h.srv, map[int]bool{504: true})
	n := 0
	for _, m := range h.srv.Messages(discordtest.ChannelID) {
		if strings.Contains(m.Content, "Game over") {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d final boards in the channel, want 1", n)
	}
	assertFinalBoardShown(h)
	h.srv.AssertClean(t)
}

// TestGameBoardAfterTheEnd: /game board in a channel whose match has just
// ended shows that match's final board, even when every try to post it
// failed.
func TestGameBoardAfterTheEnd(t *testing.T) {
	h := newHarness(t)
	// Every try of the final board's delivery fails.
	h.srv.FailNext(finalPost, discord.BoardTries, discordtest.ServiceUnavailable)
	alice := playSoloQwinto(h)
	r := h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("board")))
	if strings.Contains(text(r), "no game") {
		t.Fatalf("/game board after the end answered %q", text(r))
	}
	assertFinalBoardShown(h)
	h.srv.AssertClean(t)
}
