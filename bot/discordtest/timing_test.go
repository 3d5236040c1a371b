package discordtest

import (
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
)

// TestTiming: the fake records when it dispatched an interaction and when
// the first callback for it arrived, on the real clock even under a fake
// one; a second callback does not move it.
func TestTiming(t *testing.T) {
	const hold = 30 * time.Millisecond
	fake := &clock{now: time.Unix(1_800_000_000, 0)}
	srv := New(t, WithHeartbeatInterval(100*time.Millisecond), WithClock(fake.Now), WithAckDeadline(0))
	openSessionOn(t, srv, func(s *discordgo.Session, ic *discordgo.InteractionCreate) {
		time.Sleep(hold)
		resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
			Data: &discordgo.InteractionResponseData{Content: "ok"}}
		_ = s.InteractionRespond(ic.Interaction, resp)
		_ = s.InteractionRespond(ic.Interaction, resp) // refused: already acknowledged
	})
	ctx := testContext(t)
	alice := srv.NewMember("Alice", 0)
	in := srv.Command(alice, "ping")
	if _, ok := srv.Timing(in.ID); ok {
		t.Fatal("a timing before dispatch")
	}
	start := time.Now()
	if _, err := srv.Interact(ctx, in); err != nil {
		t.Fatal(err)
	}
	tm, ok := srv.Timing(in.ID)
	switch {
	case !ok || tm.InteractionID != in.ID:
		t.Fatalf("timing %+v, %v", tm, ok)
	case tm.Dispatched.Before(start) || tm.Answered.After(time.Now()):
		t.Fatalf("timing %+v outside the real time of Interact", tm)
	case tm.Latency() < hold:
		t.Fatalf("latency %v, but the bot held the answer %v", tm.Latency(), hold)
	}
	// The refused second callback arrives after Interact returned.
	deadline := time.Now().Add(2 * time.Second)
	for len(srv.Failures()) == 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if again, _ := srv.Timing(in.ID); again != tm {
		t.Fatalf("the second callback moved the timing: %+v, was %+v", again, tm)
	}
	if all := srv.Timings(); len(all) != 1 || all[0] != tm {
		t.Fatalf("Timings() = %+v", all)
	}
	if (Timing{Dispatched: time.Now()}).Latency() != 0 {
		t.Fatal("an unanswered interaction has a latency")
	}
}
