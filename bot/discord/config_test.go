package discord

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestLoadConfig(t *testing.T) {
	c, err := LoadConfig([]string{"DISCORD_TOKEN=abc.def", "PATH=/bin", "QUINTET_GUILD=42"})
	if err != nil {
		t.Fatal(err)
	}
	if c.Token != "abc.def" || c.DB != "quintet.db" || c.Guild != "42" || c.LogLevel != "info" || c.LogFormat != "text" {
		t.Fatalf("config %+v", c)
	}
	for _, bad := range [][]string{{"LOG_LEVEL=loud"}, {"LOG_FORMAT=xml"}} {
		if _, err := LoadConfig(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestLoadConfigShardsAndHTTP(t *testing.T) {
	key := strings.Repeat("ab", 32)
	c, err := LoadConfig([]string{"QUINTET_SHARD_ID=1", "QUINTET_SHARD_COUNT=3", "QUINTET_HTTP_ADDR=:9090",
		"QUINTET_INTERACTIONS_ADDR=:8080", "DISCORD_PUBLIC_KEY=" + key})
	if err != nil {
		t.Fatal(err)
	}
	if c.Shard() != (Shard{1, 3}) || c.HTTPAddr != ":9090" || c.InteractionsAddr != ":8080" {
		t.Fatalf("config %+v", c)
	}
	if c, _ := LoadConfig(nil); c.Shard() != (Shard{0, 1}) || c.HTTPAddr != "" || c.InteractionsAddr != "" {
		t.Fatalf("defaults %+v", c)
	}
	for _, bad := range [][]string{
		{"QUINTET_SHARD_ID=2", "QUINTET_SHARD_COUNT=2"},
		{"QUINTET_SHARD_ID=-1"},
		{"QUINTET_SHARD_COUNT=0"},
		{"QUINTET_SHARD_COUNT=two"},
		{"QUINTET_INTERACTIONS_ADDR=:8080"},
		{"QUINTET_INTERACTIONS_ADDR=:8080", "DISCORD_PUBLIC_KEY=zz"},
		{"QUINTET_INTERACTIONS_ADDR=:8080", "DISCORD_PUBLIC_KEY=abcd"},
		{"QUINTET_INTERACTIONS_ADDR=:8080", "QUINTET_HTTP_ADDR=:8080", "DISCORD_PUBLIC_KEY=" + key},
	} {
		if _, err := LoadConfig(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestTokenNeverLogged(t *testing.T) {
	c, _ := LoadConfig([]string{"DISCORD_TOKEN=super-secret-token", "LOG_FORMAT=json"})
	var buf bytes.Buffer
	c.Logger(&buf).Info("starting", "config", c)
	slog.New(slog.NewTextHandler(&buf, nil)).Info("starting", "config", c)
	if strings.Contains(buf.String(), "super-secret-token") {
		t.Fatalf("token in logs: %s", buf.String())
	}
	if !strings.Contains(buf.String(), `"token":"set"`) {
		t.Fatalf("logs do not say the token is set: %s", buf.String())
	}
}

func TestNewNeedsToken(t *testing.T) {
	if _, err := New(Config{}, nil, slog.Default(), Options{}); err != ErrNoToken {
		t.Fatalf("New without token: %v", err)
	}
}

func TestRetainLogs(t *testing.T) {
	for _, tc := range []struct {
		value string
		want  time.Duration
		ok    bool
	}{
		{"", 0, true},
		{"90d", 90 * 24 * time.Hour, true},
		{"720h", 720 * time.Hour, true},
		{"1h", 0, false},
		{"-5d", 0, false},
		{"soon", 0, false},
	} {
		c, err := LoadConfig([]string{"QUINTET_RETAIN_LOGS=" + tc.value})
		if (err == nil) != tc.ok || err == nil && time.Duration(c.RetainLogs) != tc.want {
			t.Errorf("QUINTET_RETAIN_LOGS=%q: %v, %v", tc.value, time.Duration(c.RetainLogs), err)
		}
	}
}
