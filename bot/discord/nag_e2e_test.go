package discord_test

import (
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
)

// startLong opens a two-player qwinto match, Alice hosting, with extra
// /play options, and has Alice roll so that the turn waits on both.
func (h *clockHarness) startLong(alice, bob discordtest.Member, args ...discordtest.Arg) {
	h.t.Helper()
	if r := h.do(h.srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", args...))); !strings.Contains(text(r), "lobby") {
		h.t.Fatalf("/play: %q", text(r))
	}
	h.do(h.srv.Command(bob, "game", discordtest.SubcommandArg("join")))
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("start")))
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red"))))
	if m, _ := h.match(); m == nil || m.Phase != session.Playing {
		h.t.Fatalf("match not started: %+v", m)
	}
}

// reminders counts the channel messages since n that remind Bob.
func (h *clockHarness) reminders(n int, bob discordtest.Member) int {
	c := 0
	for _, s := range h.channelText(n) {
		if strings.Contains(s, "<@"+bob.ID+">") && strings.Contains(s, "your move") {
			c++
		}
	}
	return c
}

// TestRemindEveryEndToEnd: reminder_every:20m on a 2-hour turn reminds
// at half time, then every 20 minutes until the timeout, in the channel
// and by direct message; less than 15 minutes is refused in one line
// and opens nothing.
func TestRemindEveryEndToEnd(t *testing.T) {
	h := newClockHarnessDM(t, false)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	r := h.do(h.srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.StringArg("reminder_every", "10m"))))
	if got := text(r); !strings.Contains(got, "The reminder_every option is from 15m") || strings.Contains(got, "\n") {
		t.Fatalf("/play reminder_every:10m: %q", got)
	}
	if _, open := h.match(); open {
		t.Fatal("a refused /play opened a lobby")
	}
	h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("on")))
	h.startLong(alice, bob, discordtest.StringArg("turn_time", "2h"), discordtest.StringArg("reminder_every", "20m"))
	dms := len(h.srv.DirectMessages(bob.ID))
	n := h.count()
	for i, step := range []time.Duration{59 * time.Minute, time.Minute, 20 * time.Minute, 20 * time.Minute, 19 * time.Minute} {
		h.runDue(step)
		want := []int{0, 1, 2, 3, 3}[i]
		if got := h.reminders(n, bob); got != want {
			t.Fatalf("after step %d: %d reminders in the channel, want %d:\n%q", i, got, want, h.channelText(n))
		}
	}
	if got := len(h.srv.DirectMessages(bob.ID)) - dms; got != 3 {
		t.Fatalf("%d reminders by direct message, want 3", got)
	}
	h.runDue(time.Minute)
	if got := strings.Join(h.channelText(n), "\n"); !strings.Contains(got, "Time ran out") {
		t.Fatalf("no timeout at 2h:\n%s", got)
	}
	h.srv.AssertClean(t)
}

// TestTurnStartDMEndToEnd: a turn that starts for Bob sends him one
// direct message naming the game and the channel, with the link to the
// board; a board posted again for the same turn sends none.
func TestTurnStartDMEndToEnd(t *testing.T) {
	h := newClockHarnessDM(t, false)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("on")))
	h.startLong(alice, bob, discordtest.StringArg("turn_time", "1d"), discordtest.IntArg("bots", 1))
	dms := h.srv.DirectMessages(bob.ID)
	if len(dms) != 1 {
		t.Fatalf("Bob has %d direct messages, want 1", len(dms))
	}
	for _, want := range []string{"Your turn in Qwinto", "<#" + discordtest.ChannelID + ">", "https://discord.com/channels/" + discordtest.GuildID + "/" + discordtest.ChannelID + "/"} {
		if !strings.Contains(dms[0].Content, want) {
			t.Errorf("direct message %q lacks %q", dms[0].Content, want)
		}
	}
	h.do(h.srv.Command(bob, "game", discordtest.SubcommandArg("board")))
	if got := len(h.srv.DirectMessages(bob.ID)); got != 1 {
		t.Fatalf("after /game board Bob has %d direct messages, want still 1", got)
	}
	h.srv.AssertClean(t)
}

// TestQuietHoursEndToEnd: during Bob's quiet hours his direct messages
// are held while the channel's reminder goes out; when they end he gets
// one message that sums them up. Bad hours and zones are refused in one
// line each.
func TestQuietHoursEndToEnd(t *testing.T) {
	h := newClockHarnessDM(t, false)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	quiet := func(args ...discordtest.Arg) string {
		return text(h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("quiet", args...))))
	}
	for _, tc := range []struct {
		args []discordtest.Arg
		want string
	}{
		{[]discordtest.Arg{discordtest.StringArg("hours", "22")}, "Quiet hours are HH-HH, for example 22-08"},
		{[]discordtest.Arg{discordtest.StringArg("hours", "25-08")}, "Quiet hours are HH-HH, for example 22-08"},
		{[]discordtest.Arg{discordtest.StringArg("hours", "22-08"), discordtest.StringArg("tz", "Mars/Olympus")}, "Unknown time zone"},
		{[]discordtest.Arg{discordtest.StringArg("hours", "22-08"), discordtest.StringArg("tz", "../../etc/passwd")}, "Unknown time zone"},
	} {
		if got := quiet(tc.args...); !strings.Contains(got, tc.want) || strings.Contains(got, "\n") {
			t.Errorf("/notify quiet %v: %q, want one line with %q", tc.args, got, tc.want)
		}
	}
	// The clock is at 12:00 UTC, 13:00 in Paris: quiet until 18:00 there.
	if got := quiet(discordtest.StringArg("hours", "12-18"), discordtest.StringArg("tz", "Europe/Paris")); !strings.Contains(got, "12-18 (Europe/Paris)") {
		t.Fatalf("/notify quiet: %q", got)
	}
	h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("on")))
	h.startLong(alice, bob, discordtest.StringArg("turn_time", "4h"))
	n := h.count()
	h.runDue(2 * time.Hour) // the reminder, in the channel only
	if got := h.reminders(n, bob); got != 1 {
		t.Fatalf("%d reminders in the channel during quiet hours, want 1", got)
	}
	if got := h.srv.DirectMessages(bob.ID); len(got) != 0 {
		t.Fatalf("direct messages during quiet hours: %d", len(got))
	}
	h.runDue(2*time.Hour + 59*time.Minute) // 16:59 UTC, 17:59 in Paris
	if got := h.srv.DirectMessages(bob.ID); len(got) != 0 {
		t.Fatalf("direct messages before the quiet hours end: %d", len(got))
	}
	h.runDue(time.Minute)
	dms := h.srv.DirectMessages(bob.ID)
	// The held reminder's turn ran out at 16:00 UTC: the summary tells the
	// turn Bob has now, with its deadline, not the one he lost.
	if len(dms) != 1 || !strings.Contains(dms[0].Content, "quiet hours") || !strings.Contains(dms[0].Content, "Your turn in Qwinto") {
		t.Fatalf("after the quiet hours: %d direct messages, want one summary: %+v", len(dms), dms)
	}
	h.runDue(time.Hour)
	if got := len(h.srv.DirectMessages(bob.ID)); got != 1 {
		t.Fatalf("the summary went out %d times", got)
	}
	if got := quiet(discordtest.StringArg("hours", "off")); !strings.Contains(got, "cleared") {
		t.Fatalf("/notify quiet hours:off: %q", got)
	}
	h.srv.AssertClean(t)
}

// TestClosedDMsEndToEnd: a direct message that Discord refuses with
// 50007 is tried once, turns Bob's /notify off, and Bob's next /notify
// says why.
func TestClosedDMsEndToEnd(t *testing.T) {
	h := newClockHarnessDM(t, false)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("on")))
	dmPost := func(c discordtest.Call) bool {
		return c.Method == "POST" && c.Route == "/channels/{channel_id}/messages" && c.Endpoint() != "/channels/"+discordtest.ChannelID+"/messages"
	}
	h.srv.FailNext(dmPost, 5, discordtest.CannotDM)
	h.startLong(alice, bob, discordtest.StringArg("turn_time", "1h"))
	h.runDue(30 * time.Minute) // the reminder: no direct message tried
	if got := len(h.srv.CallsMatching(dmPost)); got != 1 {
		t.Fatalf("%d direct messages tried, want 1", got)
	}
	if on, err := h.store.Notify(h.ctx, bob.ID); err != nil || on {
		t.Fatalf("Bob's /notify after a refused direct message: %v, %v; want off", on, err)
	}
	r := text(h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("on"))))
	if !strings.Contains(r, "could not be delivered") {
		t.Fatalf("/notify on after: %q", r)
	}
	if r := text(h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("on")))); strings.Contains(r, "could not be delivered") {
		t.Fatalf("the note came twice: %q", r)
	}
	h.srv.AssertClean(t)
}

// TestQuietHoursDropStaleTurns: a message held for a turn that is over
// when Bob's quiet hours end (here the game was cancelled) is not sent:
// the summary would send him to a game that no longer waits on him.
func TestQuietHoursDropStaleTurns(t *testing.T) {
	h := newClockHarnessDM(t, false)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("quiet", discordtest.StringArg("hours", "12-18"), discordtest.StringArg("tz", "Europe/Paris"))))
	h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("on")))
	h.startLong(alice, bob, discordtest.StringArg("turn_time", "4h"))
	h.runDue(2 * time.Hour) // the reminder: Bob's direct message is held
	if r := text(h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("cancel")))); !strings.Contains(strings.ToLower(r), "cancel") {
		t.Fatalf("/game cancel: %q", r)
	}
	h.runDue(3 * time.Hour) // past the quiet hours' end
	if dms := h.srv.DirectMessages(bob.ID); len(dms) != 0 {
		t.Fatalf("direct messages for a cancelled game after the quiet hours: %+v", dms)
	}
	h.srv.AssertClean(t)
}
