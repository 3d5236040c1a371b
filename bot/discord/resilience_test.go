package discord_test

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestRateLimitsAndReconnects plays on through a 429 on the board post,
// a 502 on a board edit, an op 7 reconnect and a dropped connection.
func TestRateLimitsAndReconnects(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)

	srv.FailNext(discordtest.Route("POST", "/channels/{channel_id}/messages"), 1, discordtest.RateLimited)
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	if _, open := h.match(); !open {
		t.Fatal("no lobby")
	}
	lobby := h.board() // posted after the 429
	srv.FailNext(discordtest.Route("PATCH", "/channels/{channel_id}/messages/{message_id}"), 1, discordtest.BadGateway)
	h.do(srv.Command(bob, "game", discordtest.SubcommandArg("join")))
	if !strings.Contains(string(latest(srv, lobby).RawEmbeds), "2. Bob") {
		t.Fatal("the lobby edit did not get through a 502")
	}

	if err := srv.Reconnect(); err != nil {
		t.Fatal(err)
	}
	h.do(srv.Command(alice, "game", discordtest.SubcommandArg("start")))
	if err := srv.DropConnection(); err != nil {
		t.Fatal(err)
	}
	r := h.do(srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red"))))
	if text(r) != "You played `roll red`." {
		t.Fatalf("move after a dropped connection: %q", text(r))
	}
	if st := srv.Gateway(); st.Resumes < 2 || st.Identifies != 1 {
		t.Fatalf("gateway: %+v, want two resumes of one session", st)
	}
	statuses := map[int]int{}
	for _, c := range srv.Calls() {
		statuses[c.Status]++
	}
	if statuses[429] != 1 || statuses[502] != 1 {
		t.Fatalf("answers by status %v: the faults were not injected", statuses)
	}
	srv.AssertClean(t)
}
