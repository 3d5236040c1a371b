package discord

import (
	"strings"
	"testing"
)

// The web pages need both their address and their public URL, an
// http(s) URL, and an address of their own; unset, they are off.
func TestLoadConfigWeb(t *testing.T) {
	c, err := LoadConfig(nil)
	if err != nil || c.WebOn() {
		t.Fatalf("unset: %v, on %v", err, c.WebOn())
	}
	c, err = LoadConfig([]string{"QUINTET_WEB_ADDR=127.0.0.1:8080", "QUINTET_WEB_URL=https://quintet.example.org"})
	if err != nil || !c.WebOn() || c.WebURL != "https://quintet.example.org" {
		t.Fatalf("set: %+v, %v", c, err)
	}
	for _, env := range [][]string{
		{"QUINTET_WEB_ADDR=127.0.0.1:8080"},
		{"QUINTET_WEB_URL=https://quintet.example.org"},
		{"QUINTET_WEB_ADDR=127.0.0.1:8080", "QUINTET_WEB_URL=quintet.example.org"},
		{"QUINTET_WEB_ADDR=127.0.0.1:8080", "QUINTET_WEB_URL=javascript:alert(1)"},
		{"QUINTET_WEB_ADDR=127.0.0.1:8080", "QUINTET_WEB_URL=https://q.example/?a=1"},
		{"QUINTET_WEB_ADDR=:9090", "QUINTET_HTTP_ADDR=:9090", "QUINTET_WEB_URL=https://q.example"},
	} {
		if _, err := LoadConfig(env); err == nil || !strings.Contains(err.Error(), "QUINTET_WEB") {
			t.Errorf("%v: %v, want a refusal naming QUINTET_WEB_*", env, err)
		}
	}
}
