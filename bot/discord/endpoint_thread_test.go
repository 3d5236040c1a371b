package discord_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestEndpointKnowsAThreadFromItsChannelObject: on the interactions
// endpoint, which has no gateway state, /play thread:true sent from a
// thread is refused in one private line, as on the gateway: the
// interaction's own channel object says it is a thread.
func TestEndpointKnowsAThreadFromItsChannelObject(t *testing.T) {
	t.Parallel()
	srv := discordtest.New(t)
	e := newEndpointBot(t, srv, endpointConfig{})
	const thread = "1246251869798401234"
	var body map[string]any
	_ = json.Unmarshal(optionBody("1246251869798409001", "play", "qwinto", "thread", "true"), &body)
	body["channel_id"] = thread
	body["channel"] = map[string]any{"id": thread, "type": discordgo.ChannelTypeGuildPublicThread,
		"guild_id": discordtest.GuildID, "parent_id": discordtest.ChannelID, "name": "qwinto-alice"}
	raw, _ := json.Marshal(body)
	r := decodeResponse(t, e.signed(raw))
	if r.Data == nil || !strings.HasPrefix(r.Data.Content, "This is a thread already") || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		t.Fatalf("answer %+v, want the private refusal of a thread in a thread", r.Data)
	}
}
