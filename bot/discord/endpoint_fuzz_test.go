package discord_test

import (
	"net/http"
	"testing"

	"github.com/quintetbot/quintet/bot/discordtest"
)

// FuzzEndpoint signs whatever body it is given and posts it: whatever
// the body, the endpoint neither panics nor answers anything but a
// response (200), a refusal of the body (400), another shard's guild
// (421) or a size refusal (413).
func FuzzEndpoint(f *testing.F) {
	f.Add([]byte(`{"type":1}`))
	f.Add([]byte(`{"type":2,"id":"1","data":{"name":"rules","type":1}}`))
	f.Add([]byte(`{"type":3,"id":"2","data":{"custom_id":"x","component_type":2}}`))
	f.Add([]byte(`{"type":5,"id":"3","data":{"custom_id":"m","components":[]}}`))
	f.Add(commandBody("1246251869798400700", discordtest.GuildID, discordtest.ChannelID, "notify", "on"))
	f.Add(commandBody("1246251869798400701", "4194304", "5", "play", "qwinto"))
	f.Add([]byte(`[]`))
	f.Add([]byte(`{"type":2,"data":null}`))
	e := newEndpointBot(f, discordtest.New(f), endpointConfig{})
	f.Fuzz(func(t *testing.T, body []byte) {
		switch w := e.signed(body); w.Code {
		case http.StatusOK, http.StatusBadRequest, http.StatusMisdirectedRequest, http.StatusRequestEntityTooLarge:
		default:
			t.Fatalf("answered %d: %s", w.Code, w.Body)
		}
	})
}
