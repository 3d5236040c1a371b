package bot_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
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
	if got := text(r); !strings.Contains(got, "Seasons are now monthly. The first, November 2026") {
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
