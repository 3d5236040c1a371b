package discord

import (
	"encoding/json"
	"io"
	"mime"
	"mime/multipart"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// TestEndpointUpdateCarriesAltText: an update answered in the endpoint's
// HTTP response gives its picture the alt text, in payload_json's
// attachments, with the update's other fields kept.
func TestEndpointUpdateCarriesAltText(t *testing.T) {
	w := httptest.NewRecorder()
	err := writeResponse(w, &discordgo.InteractionResponse{
		Type: discordgo.InteractionResponseUpdateMessage,
		Data: &discordgo.InteractionResponseData{Content: "the board", Files: []*discordgo.File{
			{Name: "board.png", ContentType: "image/png", Reader: strings.NewReader("PNG bytes")},
		}},
	}, []attachmentRef{{ID: "0", Filename: "board.png", Description: "Alice's sheet"}})
	if err != nil {
		t.Fatal(err)
	}
	_, params, err := mime.ParseMediaType(w.Header().Get("Content-Type"))
	if err != nil {
		t.Fatal(err)
	}
	mr := multipart.NewReader(w.Body, params["boundary"])
	p, err := mr.NextPart()
	if err != nil || p.FormName() != "payload_json" {
		t.Fatalf("first part %v: %v", p, err)
	}
	raw, _ := io.ReadAll(p)
	var payload struct {
		Type int `json:"type"`
		Data struct {
			Content     string          `json:"content"`
			Attachments []attachmentRef `json:"attachments"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &payload); err != nil {
		t.Fatalf("payload_json %s: %v", raw, err)
	}
	want := attachmentRef{ID: "0", Filename: "board.png", Description: "Alice's sheet"}
	if payload.Type != int(discordgo.InteractionResponseUpdateMessage) || payload.Data.Content != "the board" ||
		len(payload.Data.Attachments) != 1 || payload.Data.Attachments[0] != want {
		t.Fatalf("payload_json %s, want the update with the attachment %+v", raw, want)
	}
}
