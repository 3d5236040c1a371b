package discord_test

import (
	"errors"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
)

// TestSeasonsEndToEnd turns monthly seasons on through the fake Discord,
// names a channel for their ends, finishes a match in November, and lets
// the fake clock cross into December: the channel hears of November's end
// once, with its top three, and the leaderboard shows December's fresh
// season by default and November's as the previous one.
func TestSeasonsEndToEnd(t *testing.T) {
	h := newClockHarness(t)
	srv := h.srv
	admin := srv.NewMember("Admin", 0x20) // Manage Server
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	news := srv.NewChannel("news")

	r := h.do(srv.Command(alice, "leaderboard", discordtest.StringArg("game", "cinqo"), discordtest.StringArg("season", "previous")))
	if got := text(r); !strings.Contains(got, "This server has no seasons") || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		t.Errorf("previous without seasons: %q", got)
	}
	r = h.do(srv.Command(alice, "settings", discordtest.SubcommandArg("season", discordtest.StringArg("length", "monthly"))))
	if got := text(r); !strings.Contains(got, "Only members who manage this server") {
		t.Errorf("a player sets seasons: %q", got)
	}
	r = h.do(srv.Command(admin, "settings", discordtest.SubcommandArg("season", discordtest.StringArg("length", "monthly"))))
	if got := text(r); !strings.Contains(got, "Seasons are now monthly. This season, November 2026") {
		t.Errorf("set monthly: %q", got)
	}
	ch := discordtest.Arg{Name: "channel", Type: discordgo.ApplicationCommandOptionChannel, Value: news}
	r = h.do(srv.Command(admin, "settings", discordtest.SubcommandArg("season_channel", ch)))
	if got := text(r); !strings.Contains(got, "announced in <#"+news+">") {
		t.Errorf("set channel: %q", got)
	}

	h.finishCinqo([]discordtest.Member{alice, bob})
	r = h.do(srv.Command(alice, "leaderboard", discordtest.StringArg("game", "cinqo")))
	if e := r.Data.Embeds[0]; !strings.Contains(e.Description, "Season November 2026") || !strings.Contains(e.Description, "Alice") {
		t.Errorf("November's board:\n%s", e.Description)
	}

	h.runDue(9 * 24 * time.Hour) // 1 December, noon
	h.runDue(time.Hour)
	var said []string
	for _, m := range srv.Messages(news) {
		said = append(said, m.Content)
	}
	posts := 0
	for _, c := range srv.Calls() {
		if c.Method == "POST" && strings.HasSuffix(c.Path, "/channels/"+news+"/messages") {
			posts++
		}
	}
	if posts != 1 {
		t.Errorf("%d posts to #news, want 1: a second pass sent the announcement again", posts)
	}
	if len(said) != 1 || !strings.Contains(said[0], "Season November 2026 is over") || !strings.Contains(said[0], "**Cinq-O** · Rating: 1. ") || !strings.Contains(said[0], "Bob") {
		t.Fatalf("news channel: %q; want November's end once with its top three", said)
	}
	r = h.do(srv.Command(alice, "leaderboard", discordtest.StringArg("game", "cinqo")))
	if e := r.Data.Embeds[0]; !strings.Contains(e.Description, "Season December 2026") || !strings.Contains(e.Description, "nobody yet") {
		t.Errorf("December's board:\n%s", e.Description)
	}
	r = h.do(srv.Command(alice, "leaderboard", discordtest.StringArg("game", "cinqo"), discordtest.StringArg("season", "previous")))
	if e := r.Data.Embeds[0]; !strings.Contains(e.Description, "Season November 2026, ended") || !strings.Contains(e.Description, "Alice") {
		t.Errorf("previous:\n%s", e.Description)
	}
	srv.AssertClean(t)
}

// lostAnswer is a transport whose first POST to channel reaches Discord
// but whose answer is lost on the way back.
type lostAnswer struct {
	next    http.RoundTripper
	channel string
	lost    atomic.Bool
}

func (l *lostAnswer) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := l.next.RoundTrip(r)
	if err == nil && r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/channels/"+l.channel+"/messages") && l.lost.CompareAndSwap(false, true) {
		resp.Body.Close()
		return nil, errors.New("connection reset by peer")
	}
	return resp, err
}

// TestSeasonEndPostedOnceAfterLostAnswer: the announcement's post reaches
// Discord but its answer is lost, and the post is sent again: the nonce
// it carries keeps Discord from making a second message.
func TestSeasonEndPostedOnceAfterLostAnswer(t *testing.T) {
	clock := newFakeClock()
	var lost *lostAnswer
	news := ""
	h := &clockHarness{clock: clock}
	h.harness = newHarnessWith(t, harnessOptions{clock: clock, transport: func(next http.RoundTripper) http.RoundTripper {
		lost = &lostAnswer{next: next}
		return lost
	}})
	h.bot = h.harness.bot
	news = h.srv.NewChannel("news")
	lost.channel = news
	_, err := h.matches.UpdateSeasons(h.ctx, discordtest.GuildID, func(c *session.SeasonConfig) error {
		c.Plan, _ = c.Plan.Set(clock.Now(), session.Monthly)
		c.Channel = news
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	h.runDue(10 * 24 * time.Hour)
	h.runDue(time.Hour)
	if !lost.lost.Load() {
		t.Fatal("no answer was lost")
	}
	if n := len(h.srv.Messages(news)); n != 1 {
		t.Errorf("%d messages in #news, want 1", n)
	}
	h.srv.AssertClean(t)
}
