package discord_test

import (
	"bufio"
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// scrape returns the value of each sample line of /metrics, by name and
// labels as exposed (e.g. `quintet_interactions_total{kind="command",outcome="answered"}`).
func scrape(t *testing.T, b *discord.Bot) map[string]float64 {
	t.Helper()
	w := get(t, b.HealthHandler(), "/metrics")
	if w.Code != 200 {
		t.Fatalf("/metrics %d", w.Code)
	}
	out := map[string]float64{}
	sc := bufio.NewScanner(w.Body)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err != nil {
			t.Fatalf("bad sample %q", line)
		}
		out[line[:i]] = v
	}
	return out
}

// TestMetricsAfterInteractions plays through the fake Discord and reads
// what /metrics says: interactions by kind and outcome, their latency,
// open matches per game, database transactions, and a 429 from Discord.
func TestMetricsAfterInteractions(t *testing.T) {
	srv := discordtest.New(t)
	e := newEndpointBot(t, srv, endpointConfig{gateway: true})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	alice := srv.NewMember("Alice", 0)
	// The lobby board's post is rate limited once; discordgo waits and retries.
	srv.FailNext(discordtest.Route("POST", "/channels/{channel_id}/messages"), 1, discordtest.RateLimited)
	in := srv.Command(alice, "play", discordtest.SubcommandArg("qwinto"))
	if _, err := srv.Interact(ctx, in); err != nil {
		t.Fatal(err)
	}
	e.wait(e.done, in.ID)

	const want = `
# HELP quintet_interactions_total Interactions received, by kind and outcome.
# TYPE quintet_interactions_total counter
quintet_interactions_total{kind="command",outcome="answered"} 1
# HELP quintet_active_matches Open matches (lobby or playing), by game.
# TYPE quintet_active_matches gauge
quintet_active_matches{game="qwinto"} 1
# HELP quintet_discord_rest_errors_total Discord REST calls that failed, by reason: 429, 5xx or transport.
# TYPE quintet_discord_rest_errors_total counter
quintet_discord_rest_errors_total{reason="429"} 1
`
	err := testutil.GatherAndCompare(e.metrics.Registry, strings.NewReader(want),
		"quintet_interactions_total", "quintet_active_matches", "quintet_discord_rest_errors_total")
	if err != nil {
		t.Fatal(err)
	}
	m := scrape(t, e.bot)
	for name, min := range map[string]float64{
		`quintet_interaction_seconds_count{kind="command"}`:            1,
		`quintet_db_transaction_seconds_count{mode="write"}`:           1,
		`quintet_db_transaction_seconds_count{mode="read"}`:            1,
		`quintet_discord_rate_limit_wait_seconds_count`:                1,
		`quintet_interaction_seconds_bucket{kind="command",le="+Inf"}`: 1,
	} {
		if m[name] < min {
			t.Errorf("%s = %v, want at least %v", name, m[name], min)
		}
	}
	if got := m[`quintet_interaction_seconds_count{kind="command"}`]; got != 1 {
		t.Errorf("latency observed %v times for one command", got)
	}
	if m["quintet_discord_rate_limit_wait_seconds_sum"] <= 0 {
		t.Error("the rate limit's wait was not recorded")
	}
}

// TestMetricsPerBot: two bots in one process count apart.
func TestMetricsPerBot(t *testing.T) {
	srv := discordtest.New(t)
	a := newEndpointBot(t, srv, endpointConfig{})
	b := newEndpointBot(t, srv, endpointConfig{})
	const id = "1246251869798400500"
	if w := a.signed(commandBody(id, discordtest.GuildID, discordtest.ChannelID, "notify", "on")); w.Code != 200 {
		t.Fatalf("answered %d", w.Code)
	}
	a.wait(a.done, id)
	if got := scrape(t, a.bot)[`quintet_interactions_total{kind="command",outcome="answered"}`]; got != 1 {
		t.Fatalf("bot a counted %v", got)
	}
	if got, ok := scrape(t, b.bot)[`quintet_interactions_total{kind="command",outcome="answered"}`]; ok {
		t.Fatalf("bot b counted %v of a's interaction", got)
	}
}
