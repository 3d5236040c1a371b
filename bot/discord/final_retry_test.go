package discord_test

import (
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestFinalBoardRetriedWhileRunning: Discord answers 503 to every try of
// the game-over board's post, and again to every try of its first retry;
// the bot, still running, posts it again on the scheduler's passes, with
// a backoff that doubles (30 s, then 60 s), and the board appears without
// a restart, once.
func TestFinalBoardRetriedWhileRunning(t *testing.T) {
	h := newClockHarness(t)
	h.srv.FailNext(finalPost, 2*discord.BoardTries, discordtest.ServiceUnavailable)
	playSoloQwinto(h.harness)
	finals := func() int {
		n := 0
		for _, m := range h.srv.Messages(discordtest.ChannelID) {
			if strings.Contains(m.Content, "Game over") {
				n++
			}
		}
		return n
	}
	for _, step := range []struct {
		advance time.Duration
		want    int
	}{
		{29 * time.Second, 0}, // not due yet
		{time.Second, 0},      // the first retry, refused
		{59 * time.Second, 0}, // the second not due yet
		{time.Second, 1},      // the second retry goes out
		{time.Hour, 1},        // and is not posted again
	} {
		h.runDue(step.advance)
		if got := finals(); got != step.want {
			t.Fatalf("after %v more: %d final boards in the channel, want %d", step.advance, got, step.want)
		}
	}
	assertFinalBoardShown(h.harness)
	h.srv.AssertClean(t)
}
