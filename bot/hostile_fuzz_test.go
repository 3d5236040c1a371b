package bot_test

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// FuzzInteractionJSON feeds whole raw interaction JSON through both
// transports' decoding and routing: signed with the application's key to
// the endpoint, and, to a second bot, as the gateway path does (decoded by
// discordgo into an InteractionCreate, whose handler runs even when the
// decoding failed half-way). Neither may panic, and the endpoint answers
// only 200, 400, 413 or 421. Seeds: the interactions of
// ../commands/testdata, the crashes of crashingData, and
// testdata/fuzz/FuzzInteractionJSON.
func FuzzInteractionJSON(f *testing.F) {
	names, _ := filepath.Glob(filepath.Join("..", "commands", "testdata", "*.json"))
	for _, n := range names {
		if b, err := os.ReadFile(n); err == nil {
			f.Add(b)
		}
	}
	for i, c := range crashingData {
		f.Add(withData("12462518697984006"+string(rune('0'+i)), c.data))
	}
	f.Add(optionBody("1246251869798400601", "game", "move", "notation", "skip"))
	f.Add(optionBody("1246251869798400602", "play", "qwinto", "bots", 1))
	srv := discordtest.New(f)
	endpoint := newEndpointBot(f, srv, endpointConfig{})
	gateway := newEndpointBot(f, srv, endpointConfig{})
	f.Fuzz(func(t *testing.T, raw []byte) {
		switch w := endpoint.signed(raw); w.Code {
		case http.StatusOK, http.StatusBadRequest, http.StatusMisdirectedRequest, http.StatusRequestEntityTooLarge:
		default:
			t.Fatalf("endpoint answered %d: %s", w.Code, w.Body)
		}
		// As discordgo's onEvent: decode, log an error, call the
		// handlers with what was decoded anyway.
		ic := &discordgo.InteractionCreate{}
		_ = json.Unmarshal(raw, ic)
		bot.OnInteractionCreate(gateway.bot, ic)
	})
}
