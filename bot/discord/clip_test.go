package discord_test

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/render"
)

// huge is the length of the string once echoed back in a reply.
const huge = 60083

// withName is body with the member's display name set to name.
func withName(body []byte, name string) []byte {
	var m map[string]any
	_ = json.Unmarshal(body, &m)
	m["member"].(map[string]any)["user"].(map[string]any)["global_name"] = name
	raw, _ := json.Marshal(m)
	return raw
}

// componentBody is a select on message msg with values, by the member of
// commandBody.
func componentBody(id, msg, customID string, values ...string) []byte {
	var m map[string]any
	_ = json.Unmarshal(commandBody(id, discordtest.GuildID, discordtest.ChannelID, "game", ""), &m)
	m["type"] = discordgo.InteractionMessageComponent
	m["data"] = map[string]any{"custom_id": customID, "component_type": discordgo.SelectMenuComponent, "values": values}
	m["message"] = map[string]any{"id": msg, "channel_id": discordtest.ChannelID, "content": "", "type": 0}
	raw, _ := json.Marshal(m)
	return raw
}

// assertFits fails when an answer breaks one of Discord's limits on a
// message.
func assertFits(t *testing.T, what string, w []byte) {
	t.Helper()
	var r discordgo.InteractionResponse
	if err := json.Unmarshal(w, &r); err != nil {
		t.Fatalf("%s: answer %.200s: %v", what, w, err)
	}
	if r.Data == nil {
		return
	}
	m := &render.Message{Content: r.Data.Content, Embeds: r.Data.Embeds, Components: r.Data.Components}
	if err := m.Validate(); err != nil {
		t.Errorf("%s: the answer breaks Discord's limits: %v", what, err)
	}
	if n := utf8.RuneCountInString(r.Data.Content); n > render.MaxContent {
		t.Errorf("%s: the answer has %d characters", what, n)
	}
}

// TestHugeInputIsClipped sends a 60,083-character string wherever a user
// can type one, through the endpoint as raw signed JSON: option values,
// the notation of a typed move, a select's value, a display name shown on
// the lobby board and in a public note. Every answer fits Discord's limits,
// and so does every REST body (the fake checks them against Discord's
// OpenAPI schema).
func TestHugeInputIsClipped(t *testing.T) {
	srv := discordtest.New(t)
	e := newEndpointBot(t, srv, endpointConfig{})
	x := strings.Repeat("x", huge)
	n := 0
	id := func() string { n++; return strconv.Itoa(1246251869798402000 + n) }
	send := func(what string, body func(id string) []byte) {
		t.Helper()
		i := id()
		w := e.signed(body(i))
		if w.Code != http.StatusOK {
			t.Fatalf("%s answered %d: %.300s", what, w.Code, w.Body)
		}
		assertFits(t, what, w.Body.Bytes())
		e.waitEither(i)
	}
	send("rules of a huge game", func(i string) []byte { return optionBody(i, "rules", "", "game", x) })
	send("history export of a huge id", func(i string) []byte { return optionBody(i, "history", "", "export", x) })
	send("play with a huge turn time", func(i string) []byte { return optionBody(i, "play", "qwinto", "turn_time", x) })
	send("play with a huge variant", func(i string) []byte { return optionBody(i, "play", "qwinto", "variant", x) })
	send("leaderboard with a huge metric", func(i string) []byte { return optionBody(i, "leaderboard", "", "game", "qwinto", "metric", x) })
	send("settings with a huge duration", func(i string) []byte { return optionBody(i, "settings", "turn_time", "duration", x) })
	send("play by a huge name", func(i string) []byte { return withName(optionBody(i, "play", "qwinto", "bots", 1), x) })
	send("start by a huge name", func(i string) []byte {
		return withName(commandBody(i, discordtest.GuildID, discordtest.ChannelID, "game", "start"), x)
	})
	send("typed huge move", func(i string) []byte { return optionBody(i, "game", "move", "notation", x) })
	send("extend by a huge duration", func(i string) []byte { return optionBody(i, "game", "extend", "duration", x) })
	m, err := e.matches.Get(t.Context(), discordtest.ChannelID)
	if err != nil {
		t.Fatal(err)
	}
	send("select of a huge value", func(i string) []byte {
		return componentBody(i, m.BoardMessage, render.SelectID(m.Version, ""), x)
	})
	send("cancel by a huge name", func(i string) []byte {
		return withName(commandBody(i, discordtest.GuildID, discordtest.ChannelID, "game", "cancel"), x)
	})
	srv.AssertClean(t)
}
