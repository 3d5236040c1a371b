package discord_test

import (
	"io"
	"log/slog"
	"net/http"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discord"
)

// TestSchedulerLeavesOtherShardsAlone: a deadline of a guild another
// shard owns (a match left in the file by a reshard) is neither expired
// nor retried; the owner's scheduler expires it, and measures its lag.
func TestSchedulerLeavesOtherShardsAlone(t *testing.T) {
	h := newClockHarness(t)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	h.startQwinto(alice, bob)
	before, _ := h.match()
	if before.Wake.IsZero() {
		t.Fatal("the match has no deadline")
	}
	// discordtest.GuildID is shard 0's of 2: shard 1 must not touch it.
	other, err := newBot(discord.Config{Token: "test-token", ShardID: 1, ShardCount: 2}, h.matches,
		slog.New(slog.NewTextHandler(io.Discard, nil)), discord.Options{
			HTTPClient: &http.Client{Transport: h.srv.Transport()}, Clock: h.clock,
		})
	if err != nil {
		t.Fatal(err)
	}
	posted := h.count()
	h.clock.Advance(2 * time.Hour)
	for pass := range 2 {
		next, err := other.Scheduler().RunDue(h.ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !next.IsZero() {
			t.Fatalf("pass %d: shard 1 wants to wake at %v for another shard's deadline", pass, next)
		}
	}
	if after, _ := h.match(); after.Version != before.Version || h.count() != posted {
		t.Fatalf("shard 1 expired shard 0's match (version %d -> %d, %d messages posted)",
			before.Version, after.Version, h.count()-posted)
	}
	if lag := scrape(t, other)["quintet_scheduler_lag_seconds_count"]; lag != 0 {
		t.Fatalf("shard 1 measured %v deadlines", lag)
	}

	if _, err := h.bot.Scheduler().RunDue(h.ctx); err != nil {
		t.Fatal(err)
	}
	if after, _ := h.match(); after.Version == before.Version {
		t.Fatal("the owner did not expire its match")
	}
	m := scrape(t, h.bot)
	if m["quintet_scheduler_lag_seconds_count"] < 1 || m["quintet_scheduler_lag_seconds_sum"] < 3600 {
		t.Fatalf("lag count %v sum %v s, want a deadline handled over an hour late",
			m["quintet_scheduler_lag_seconds_count"], m["quintet_scheduler_lag_seconds_sum"])
	}
}
