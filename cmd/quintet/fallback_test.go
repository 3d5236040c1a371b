package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestStartOnFallbackMetaLogsAWarning: a bot that starts on a file whose
// newer meta page is damaged (bbolt opens it at the older one, losing the
// last commit) logs a warning that says so; on a sound file it does not.
func TestStartOnFallbackMetaLogsAWarning(t *testing.T) {
	srv := discordtest.New(t)
	data := damageFixture(t)
	ps := pageSize(data)
	txid := func(p int) uint64 { return binary.LittleEndian.Uint64(data[p*ps+16+48:]) }
	newer := 0
	if txid(1) > txid(0) {
		newer = 1
	}
	bad := bytes.Clone(data)
	bad[newer*ps+16+56]++ // its checksum
	for _, tc := range []struct {
		name string
		file []byte
		warn bool
	}{{"sound", data, false}, {"newer meta page damaged", bad, true}} {
		var logs syncBuffer // the gateway's READY handler may still be logging
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		err := runWith(ctx, discord.Config{Token: "test-token", DB: writeDB(t, tc.file)}, slog.New(slog.NewTextHandler(&logs, nil)),
			discord.Options{HTTPClient: &http.Client{Transport: srv.Transport()}})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		warned := strings.Contains(logs.String(), "level=WARN") && strings.Contains(logs.String(), "may be lost")
		if warned != tc.warn {
			t.Errorf("%s: warned %v, want %v:\n%s", tc.name, warned, tc.warn, logs.String())
		}
	}
}
