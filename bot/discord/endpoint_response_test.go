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

// TestEndpointResponseWithFiles: an answer that carries files is written
// as Discord's multipart form, payload_json first, then files[n].
func TestEndpointResponseWithFiles(t *testing.T) {
	w := httptest.NewRecorder()
	err := writeResponse(w, &discordgo.InteractionResponse{
		Type: discordgo.InteractionResponseChannelMessageWithSource,
		Data: &discordgo.InteractionResponseData{Content: "your sheet", Files: []*discordgo.File{
			{Name: "sheet.png", ContentType: "image/png", Reader: strings.NewReader("PNG bytes")},
		}},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	mediaType, params, err := mime.ParseMediaType(w.Header().Get("Content-Type"))
	if err != nil || mediaType != "multipart/form-data" {
		t.Fatalf("content type %q: %v", w.Header().Get("Content-Type"), err)
	}
	mr := multipart.NewReader(w.Body, params["boundary"])
	parts := map[string]string{}
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(p)
		parts[p.FormName()] = string(b)
	}
	var payload discordgo.InteractionResponse
	if err := json.Unmarshal([]byte(parts["payload_json"]), &payload); err != nil {
		t.Fatalf("payload_json %q: %v", parts["payload_json"], err)
	}
	if payload.Type != discordgo.InteractionResponseChannelMessageWithSource || payload.Data.Content != "your sheet" {
		t.Fatalf("payload_json %s", parts["payload_json"])
	}
	if parts["files[0]"] != "PNG bytes" {
		t.Fatalf("files[0] = %q", parts["files[0]"])
	}
}

func TestEndpointResponseJSON(t *testing.T) {
	w := httptest.NewRecorder()
	if err := writeResponse(w, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredMessageUpdate}, nil); err != nil {
		t.Fatal(err)
	}
	if w.Header().Get("Content-Type") != "application/json" || strings.TrimSpace(w.Body.String()) != `{"type":6}` {
		t.Fatalf("%s %s", w.Header().Get("Content-Type"), w.Body)
	}
}
