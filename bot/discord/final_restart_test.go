package discord_test

import (
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// restart stops the harness's bot and closes its file, then starts a new
// bot on the same file against the same fake Discord and runs its
// start-up repairs; the harness goes on with the new bot.
func (h *harness) restart() {
	h.t.Helper()
	h.restartThrough(h.srv.Transport())
}

// restartThrough is restart with the new bot's REST calls sent through
// rt.
func (h *harness) restartThrough(rt http.RoundTripper) {
	h.t.Helper()
	if err := h.bot.Close(5 * time.Second); err != nil {
		h.t.Fatal(err)
	}
	if err := h.store.Close(); err != nil {
		h.t.Fatal(err)
	}
	db, err := storage.Open(h.path)
	if err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(func() { db.Close() })
	h.store = db
	h.matches = session.NewManager(db, session.WithSeeds(func() [2]uint64 { return [2]uint64{11, 12} }))
	b, err := newBot(discord.Config{Token: "test-token"}, h.matches, slog.New(slog.NewTextHandler(io.Discard, nil)), discord.Options{
		HTTPClient: &http.Client{Transport: rt},
		Handled:    func(id string) { h.done <- id },
	})
	if err != nil {
		h.t.Fatal(err)
	}
	if err := b.Open(h.ctx); err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(func() { b.Close(5 * time.Second) })
	h.bot = b
	b.Scheduler().Repair(h.ctx)
}

// TestFinalBoardAfterRestart: Discord answers 503 to every try of the
// game-over board's post; the bot is stopped and started again on the
// same file with Discord well, and the final board appears with the
// result, the last board before it without buttons. It is owed no more:
// a second restart does not post it again.
func TestFinalBoardAfterRestart(t *testing.T) {
	h := newHarness(t)
	h.srv.FailNext(finalPost, discord.BoardTries, discordtest.ServiceUnavailable)
	playSoloQwinto(h)
	assertFaultsServed(t, h.srv, map[int]bool{503: true})
	if last := lastChannelMessage(h.srv); last != nil && strings.Contains(last.Content, "Game over") {
		t.Fatal("the final board was posted although every try failed")
	}
	h.restart()
	assertFinalBoardShown(h)
	final := lastChannelMessage(h.srv)
	if len(final.Embeds) == 0 || len(final.Embeds[0].Fields) == 0 {
		t.Fatalf("the final board shows no result: %q %+v", final.Content, final.Embeds)
	}
	if !onlyRematch(final) {
		t.Fatalf("the final board's buttons are not its Rematch alone: %s", final.RawComponents)
	}
	posts := len(h.srv.CallsMatching(finalPost))
	h.restart()
	if again := len(h.srv.CallsMatching(finalPost)) - posts; again != 0 {
		t.Errorf("a second restart posted the final board %d more times", again)
	}
	h.srv.AssertClean(t)
}

// TestFinalBoardAfterRestartBesideANewMatch: a final board owed at a
// restart, in a channel where a new lobby has opened meanwhile, shows the
// result without buttons: the lobby's board keeps the only live ones.
func TestFinalBoardAfterRestartBesideANewMatch(t *testing.T) {
	h := newHarness(t)
	h.srv.FailNext(finalPost, discord.BoardTries, discordtest.ServiceUnavailable)
	alice := playSoloQwinto(h)
	h.do(h.srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	lobby, open := h.match()
	if !open || lobby.BoardMessage == "" {
		t.Fatal("the new lobby has no board")
	}
	h.restart()
	final := lastChannelMessage(h.srv)
	if final == nil || !strings.Contains(final.Content, "Game over") {
		t.Fatalf("the owed final board was not posted")
	}
	if len(final.Components) != 0 {
		t.Fatalf("the final board beside an open lobby keeps buttons: %s", final.RawComponents)
	}
	for _, m := range h.srv.Messages(discordtest.ChannelID) {
		if _, live := anyButton(m); live && !m.Ephemeral() && m.ID != lobby.BoardMessage {
			t.Errorf("message %s keeps live buttons beside the lobby's board %s: %q", m.ID, lobby.BoardMessage, m.Content)
		}
	}
	h.srv.AssertClean(t)
}

// TestOwedFinalBoardPostedOnce: at the restart, the owed final board's
// post reaches Discord but its answer is lost, as when a stop comes
// between the post and its record; the board is then sent again (by a
// retry or the next start). The nonce of its posts keeps Discord from
// making a second message.
func TestOwedFinalBoardPostedOnce(t *testing.T) {
	h := newHarness(t)
	h.srv.FailNext(finalPost, discord.BoardTries, discordtest.ServiceUnavailable)
	playSoloQwinto(h)
	lost := &lostAnswer{next: h.srv.Transport(), channel: discordtest.ChannelID}
	h.restartThrough(lost)
	if !lost.lost.Load() {
		t.Fatal("no answer was lost")
	}
	h.restart()
	finals := 0
	for _, m := range h.srv.Messages(discordtest.ChannelID) {
		if strings.Contains(m.Content, "Game over") {
			finals++
		}
	}
	if finals != 1 {
		t.Errorf("%d final boards in the channel, want 1", finals)
	}
	h.srv.AssertClean(t)
}

// TestRestartRetiresAFinalBoardBesideTheNextLobby: the game-over board's
// post is made but every answer to it is lost, as when a stop comes
// between the post and its record: the bot neither knows it shown nor
// retires the last in-play board. The next match's lobby opens, and its
// board fails to go out. At the next start the lobby's board is posted
// and the final board owed goes out again (the same message, by its
// nonce); the lobby's board is then the channel's one message to press:
// neither the final board's Rematch nor the in-play board keeps live
// buttons.
func TestRestartRetiresAFinalBoardBesideTheNextLobby(t *testing.T) {
	h := newHarness(t)
	h.srv.FailNext(finalPost, discord.BoardTries, discordtest.AnswerLost)
	alice := playSoloQwinto(h)
	lobbyPost := func(c discordtest.Call) bool {
		return c.Method == "POST" && c.Route == "/channels/{channel_id}/messages" && !strings.Contains(string(c.Body), "Game over")
	}
	h.srv.FailNext(lobbyPost, discord.BoardTries, discordtest.ServiceUnavailable)
	h.do(h.srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	if lobby, open := h.match(); !open || lobby.BoardMessage != "" {
		t.Fatalf("the new lobby is not open with its board unposted: %+v", lobby)
	}
	h.restart()
	lobby, _ := h.match()
	if lobby.BoardMessage == "" {
		t.Fatal("the start posted no board for the lobby")
	}
	for _, m := range h.srv.Messages(discordtest.ChannelID) {
		if _, live := anyButton(m); live && !m.Ephemeral() && m.ID != lobby.BoardMessage {
			t.Errorf("message %s keeps live buttons beside the lobby's board %s: %q", m.ID, lobby.BoardMessage, m.Content)
		}
	}
	h.srv.AssertClean(t)
}
