package discord_test

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestHostileReplayBeforeAnyCommit: a request that commits nothing of
// its own (a private list of moves, a board posted again, the rules),
// replayed at once, before any later write could carry its claim to the
// file, is answered as already handled and not handled again: the claim
// is seen in memory.
func TestHostileReplayBeforeAnyCommit(t *testing.T) {
	for _, tt := range []struct {
		name string
		body func(id string) []byte
	}{
		{"/game moves", func(id string) []byte {
			return commandBody(id, discordtest.GuildID, discordtest.ChannelID, "game", "moves")
		}},
		{"/game board", func(id string) []byte {
			return commandBody(id, discordtest.GuildID, discordtest.ChannelID, "game", "board")
		}},
		{"/rules qwinto", func(id string) []byte {
			return optionBody(id, "rules", "", "game", "qwinto")
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv := discordtest.New(t)
			e := &replayBot{endpointBot: newEndpointBot(t, srv, endpointConfig{}), t: t, srv: srv}
			e.started()
			const id = "1246251869798400990"
			body := tt.body(id)
			w := e.signed(body)
			if r := decodeResponse(t, w); w.Code != 200 || r.Data == nil || r.Data.Content == "" || strings.Contains(r.Data.Content, "know that command") {
				t.Fatalf("%s answered %d: %s", tt.name, w.Code, w.Body)
			}
			e.wait(e.done, id)
			before, posted := e.match(), len(srv.Messages(discordtest.ChannelID))
			e.replay(id, body)
			if n := len(srv.Messages(discordtest.ChannelID)); n != posted {
				t.Errorf("the replay posted %d messages", n-posted)
			}
			if m := e.match(); m.Version != before.Version || m.BoardMessage != before.BoardMessage {
				t.Errorf("the replay changed the match: v%d board %s -> v%d board %s", before.Version, before.BoardMessage, m.Version, m.BoardMessage)
			}
			srv.AssertClean(t)
		})
	}
}
