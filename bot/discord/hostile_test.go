package discord_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// endpointUser is the member of commandBody and optionBody.
const endpointUser = "1246251869798400050"

// optionBody is commandBody with options on the subcommand (on the
// command when sub is ""): name, value pairs (strings as type 3, ints as
// type 4).
func optionBody(id, name, sub string, opts ...any) []byte {
	var wire []any
	for i := 0; i+1 < len(opts); i += 2 {
		typ := discordgo.ApplicationCommandOptionString
		if _, ok := opts[i+1].(int); ok {
			typ = discordgo.ApplicationCommandOptionInteger
		}
		wire = append(wire, map[string]any{"name": opts[i], "type": typ, "value": opts[i+1]})
	}
	var body map[string]any
	_ = json.Unmarshal(commandBody(id, discordtest.GuildID, discordtest.ChannelID, name, sub), &body)
	data := body["data"].(map[string]any)
	if sub == "" {
		data["options"] = wire
	} else {
		data["options"].([]any)[0].(map[string]any)["options"] = wire
	}
	raw, _ := json.Marshal(body)
	return raw
}

// withData is commandBody's body for /game with data replaced by raw.
func withData(id, data string) []byte {
	body := commandBody(id, discordtest.GuildID, discordtest.ChannelID, "game", "")
	var m map[string]json.RawMessage
	_ = json.Unmarshal(body, &m)
	m["data"] = json.RawMessage(data)
	raw, _ := json.Marshal(m)
	return raw
}

// crashingData are interaction data that killed the process: a null
// option, at the top and under a subcommand, and data that does not match
// the interaction type (discordgo hands the handler the interaction with
// no data when it fails to decode it).
var crashingData = []struct{ name, data string }{
	{"null option", `{"name":"game","options":[null]}`},
	{"null option under a subcommand", `{"name":"game","options":[{"name":"move","type":1,"options":[null]}]}`},
	{"null option in a group", `{"name":"game","options":[{"name":"g","type":2,"options":[{"name":"s","type":1,"options":[null,null]}]}]}`},
	{"data not an object", `5`},
}

// TestHostileEndpointNullOptions: the requests that killed the process are
// answered (refused or routed), and the bot still answers afterwards.
func TestHostileEndpointNullOptions(t *testing.T) {
	e := newEndpointBot(t, discordtest.New(t), endpointConfig{})
	for n, c := range crashingData {
		t.Run(c.name, func(t *testing.T) {
			w := e.signed(withData("124625186979840070"+string(rune('0'+n)), c.data))
			if w.Code != http.StatusOK && w.Code != http.StatusBadRequest {
				t.Fatalf("answered %d: %s", w.Code, w.Body)
			}
		})
	}
	w := e.signed(commandBody("1246251869798400799", discordtest.GuildID, discordtest.ChannelID, "notify", "on"))
	if w.Code != http.StatusOK {
		t.Fatalf("the bot no longer answers: %d %s", w.Code, w.Body)
	}
}

// TestHostileGatewayNullOptions dispatches the same data as
// INTERACTION_CREATE events through the fake gateway to the real discordgo
// session: the process survives, and the next command is answered.
func TestHostileGatewayNullOptions(t *testing.T) {
	srv := discordtest.New(t)
	newEndpointBot(t, srv, endpointConfig{gateway: true})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for n, c := range crashingData {
		raw := withData("124625186979840080"+string(rune('0'+n)), c.data)
		if err := srv.Dispatch(ctx, "INTERACTION_CREATE", json.RawMessage(raw)); err != nil {
			t.Fatal(err)
		}
	}
	alice := srv.NewMember("Alice", 0)
	r, err := srv.Interact(ctx, srv.Command(alice, "rules", discordtest.StringArg("game", "qwinto")))
	if err != nil || r.Data == nil || !strings.Contains(r.Data.Content, "Qwinto") {
		t.Fatalf("after the hostile events, /rules answered %+v, %v", r, err)
	}
}
