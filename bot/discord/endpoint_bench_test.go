package discord_test

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/quintetbot/quintet/bot/discordtest"
)

// BenchmarkEndpointPing: signature check, timestamp window and PONG.
func BenchmarkEndpointPing(b *testing.B) {
	e := newEndpointBot(b, discordtest.New(b), endpointConfig{})
	body := []byte(`{"id":"1","application_id":"2","type":1,"token":"t","version":1}`)
	for b.Loop() {
		if w := e.signed(body); w.Code != http.StatusOK {
			b.Fatalf("answered %d", w.Code)
		}
	}
}

// BenchmarkEndpointCommand: a signed /notify on through the router and
// the database, answered in the HTTP body, until the bot is done with it.
func BenchmarkEndpointCommand(b *testing.B) {
	e := newEndpointBot(b, discordtest.New(b), endpointConfig{})
	n := 0
	for b.Loop() {
		n++
		id := strconv.Itoa(1246251869798500000 + n)
		if w := e.signed(commandBody(id, discordtest.GuildID, discordtest.ChannelID, "notify", "on")); w.Code != http.StatusOK {
			b.Fatalf("answered %d", w.Code)
		}
		e.wait(e.done, id)
	}
}
