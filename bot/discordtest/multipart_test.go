package discordtest

import (
	"bytes"
	"testing"

	"github.com/bwmarrin/discordgo"
)

func TestParseMultipartAsDiscordgoSendsIt(t *testing.T) {
	files := []*discordgo.File{
		{Name: "a.png", ContentType: "image/png", Reader: bytes.NewReader(dotPNG(t))},
		{Name: `we"ird.txt`, Reader: bytes.NewReader([]byte("text"))},
	}
	ct, body, err := discordgo.MultipartBodyWithJSON(&discordgo.MessageSend{Content: "hi"}, files)
	if err != nil {
		t.Fatal(err)
	}
	payload, got, err := parseMultipart(body, ct)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(payload, []byte(`"content":"hi"`)) {
		t.Errorf("payload_json = %s", payload)
	}
	if len(got) != 2 || got[0].Filename != "a.png" || got[0].ContentType != "image/png" || got[0].index != 0 ||
		got[1].Filename != `we"ird.txt` || got[1].ContentType != "application/octet-stream" || string(got[1].Data) != "text" {
		t.Errorf("files = %+v", got)
	}
	isDotPNG(t, got[0])
}

func FuzzParseMultipart(f *testing.F) {
	ct, body, err := discordgo.MultipartBodyWithJSON(map[string]string{"content": "x"},
		[]*discordgo.File{{Name: "f.png", Reader: bytes.NewReader([]byte{1, 2, 3})}})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(body, ct)
	f.Add([]byte("--b\r\nContent-Disposition: form-data; name=\"files[x]\"\r\n\r\n\r\n--b--"), "multipart/form-data; boundary=b")
	f.Fuzz(func(t *testing.T, body []byte, contentType string) {
		payload, files, err := parseMultipart(body, contentType)
		if err != nil && (payload != nil || files != nil) {
			t.Errorf("error %v with results", err)
		}
	})
}
