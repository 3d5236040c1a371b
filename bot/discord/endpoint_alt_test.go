package discord_test

import (
	"encoding/json"
	"io"
	"mime/multipart"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// buttonBody is a click on button customID of message msg, by the member
// of commandBody.
func buttonBody(id, msg, customID string) []byte {
	var m map[string]any
	_ = json.Unmarshal(commandBody(id, discordtest.GuildID, discordtest.ChannelID, "game", ""), &m)
	m["type"] = discordgo.InteractionMessageComponent
	m["data"] = map[string]any{"custom_id": customID, "component_type": discordgo.ButtonComponent}
	m["message"] = map[string]any{"id": msg, "channel_id": discordtest.ChannelID, "content": "", "type": 0}
	raw, _ := json.Marshal(m)
	return raw
}

// TestEndpointFollowupCarriesAltText: through the HTTP endpoint, as
// through the gateway (TestDeferredFollowupCarriesAltText), a deferred
// answer's picture follows up with its alt text: the private "My hand"
// of a Quinientos match, each upload's description in the request.
func TestEndpointFollowupCarriesAltText(t *testing.T) {
	srv := discordtest.New(t)
	rec := &webhookRecorder{next: srv.Transport(), edits: make(chan string, 64)}
	e := newEndpointBot(t, srv, endpointConfig{deferAfter: time.Nanosecond, transport: rec})
	n := 0
	send := func(body func(id string) []byte) {
		t.Helper()
		n++
		id := strconv.Itoa(1246251869798403000 + n)
		if w := e.signed(body(id)); w.Code != 200 {
			t.Fatalf("answered %d: %s", w.Code, w.Body)
		}
		e.wait(e.done, id)
	}
	send(func(id string) []byte { return optionBody(id, "play", "quinientos", "bots", 3) })
	send(func(id string) []byte {
		return commandBody(id, discordtest.GuildID, discordtest.ChannelID, "game", "start")
	})
	var board *discordtest.Message
	for _, m := range srv.Messages(discordtest.ChannelID) {
		if strings.Contains(string(mustJSON(t, m.Components)), "My hand") {
			board = m
		}
	}
	if board == nil {
		t.Fatal("no board with a My hand button after the start")
	}
	for len(rec.edits) > 0 {
		<-rec.edits // the answers so far
	}
	send(func(id string) []byte { return buttonBody(id, board.ID, mustButton(t, board, "My hand")) })
	var followup string
	for len(rec.edits) > 0 {
		if r := <-rec.edits; strings.HasPrefix(r, "POST ") {
			followup = r
		}
	}
	if followup == "" {
		t.Skip("the click beat a 1 ns timer: no follow-up to look at")
	}
	files, payload := followupParts(t, followup)
	var body struct {
		Attachments []struct {
			ID          json.Number `json:"id"`
			Description string      `json:"description"`
		} `json:"attachments"`
	}
	if err := json.Unmarshal(payload, &body); err != nil {
		t.Fatalf("payload_json: %v\n%s", err, payload)
	}
	if files == 0 || len(body.Attachments) != files {
		t.Fatalf("the hand's follow-up uploads %d files and describes %d: %s", files, len(body.Attachments), payload)
	}
	for _, a := range body.Attachments {
		if a.Description == "" {
			t.Errorf("upload %s of the follow-up has no alt text", a.ID)
		}
	}
}

// followupParts reads a recorded multipart request ("METHOD path body"):
// how many files it uploads, and its payload_json.
func followupParts(t *testing.T, rec string) (files int, payload []byte) {
	t.Helper()
	_, body, _ := strings.Cut(rec, " ")
	_, body, _ = strings.Cut(body, " ")
	first, _, _ := strings.Cut(body, "\r\n")
	mr := multipart.NewReader(strings.NewReader(body), strings.TrimPrefix(first, "--"))
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			return files, payload
		}
		if err != nil {
			t.Fatalf("the follow-up is not multipart: %v\n%.300s", err, rec)
		}
		if p.FormName() == "payload_json" {
			payload, _ = io.ReadAll(p)
		} else if p.FileName() != "" {
			files++
		}
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}
