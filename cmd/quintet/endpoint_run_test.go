package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// freeAddr returns a loopback address with a port free a moment ago.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// endpointKey signs the endpoint's requests in tests.
var endpointKey = ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, ed25519.SeedSize))

// commandBody is the body of a slash command /name sub as Discord posts
// it to the interactions endpoint.
func commandBody(id, guild, channel, name, sub string) []byte {
	data := map[string]any{"id": "1246251869798400100", "name": name, "type": 1}
	if sub != "" {
		data["options"] = []any{map[string]any{"type": 1, "name": sub, "options": []any{}}}
	}
	body, _ := json.Marshal(map[string]any{
		"id": id, "application_id": discordtest.ApplicationID, "type": 2, "data": data,
		"guild_id": guild, "channel_id": channel, "token": "token-" + id, "version": 1, "locale": "en-US",
		"member": map[string]any{
			"user":        map[string]any{"id": "1246251869798400050", "username": "alice", "global_name": "Alice"},
			"roles":       []any{},
			"permissions": "0",
			"joined_at":   "2024-06-01T00:00:00Z",
		},
	})
	return body
}

// TestRunEndpointMode runs the bot as configured for the interactions
// endpoint, over real sockets: no gateway; /readyz turns 200; a signed
// /play is answered in the HTTP body; /metrics counts it and the
// database's transactions; the shard's file is QUINTET_DB with {shard}
// replaced; cancelling stops it cleanly.
func TestRunEndpointMode(t *testing.T) {
	srv := discordtest.New(t)
	dir := t.TempDir()
	cfg := discord.Config{
		Token: "test-token", DB: filepath.Join(dir, "q-{shard}.db"), ShardID: 1, ShardCount: 2,
		InteractionsAddr: freeAddr(t), HTTPAddr: freeAddr(t),
		PublicKey: hex.EncodeToString(endpointKey.Public().(ed25519.PublicKey)),
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	done := make(chan string, 4)
	ran := make(chan error, 1)
	go func() {
		ran <- runWith(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), discord.Options{
			HTTPClient: &http.Client{Transport: srv.Transport()},
			Handled:    func(id string) { done <- id },
		})
	}()
	health := "http://" + cfg.HTTPAddr
	for {
		resp, err := http.Get(health + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		select {
		case err := <-ran:
			t.Fatalf("run ended: %v", err)
		case <-ctx.Done():
			t.Fatal("never ready")
		case <-time.After(20 * time.Millisecond):
		}
	}

	// 1 << 22 is shard 1's guild of 2.
	const id, guild, channel = "1246251869798400600", "4194304", discordtest.ChannelID
	body := commandBody(id, guild, channel, "play", "qwinto")
	stamp := strconv.FormatInt(time.Now().Unix(), 10)
	req, _ := http.NewRequest(http.MethodPost, "http://"+cfg.InteractionsAddr+"/", bytes.NewReader(body))
	req.Header.Set("X-Signature-Ed25519", hex.EncodeToString(ed25519.Sign(endpointKey, append([]byte(stamp), body...))))
	req.Header.Set("X-Signature-Timestamp", stamp)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var answer discordgo.InteractionResponse
	err = json.NewDecoder(resp.Body).Decode(&answer)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK || answer.Type != discordgo.InteractionResponseChannelMessageWithSource ||
		!strings.Contains(answer.Data.Content, "lobby") {
		t.Fatalf("/play answered %d %+v %v", resp.StatusCode, answer, err)
	}
	if got := <-done; got != id {
		t.Fatalf("handled %s", got)
	}

	resp, err = http.Get(health + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	metrics, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, want := range []string{
		`quintet_interactions_total{kind="command",outcome="answered"} 1`,
		`quintet_active_matches{game="qwinto"} 1`,
		`quintet_db_transaction_seconds_count{mode="write"}`,
	} {
		if !strings.Contains(string(metrics), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	if st := srv.Gateway(); st.Connections != 0 {
		t.Errorf("endpoint mode opened %d gateway connections", st.Connections)
	}
	if _, err := os.Stat(filepath.Join(dir, "q-1.db")); err != nil {
		t.Errorf("shard 1's database: %v", err)
	}

	cancel()
	if err := <-ran; err != nil {
		t.Fatalf("run: %v", err)
	}
	if resp, err := http.Get(health + "/healthz"); err == nil {
		resp.Body.Close()
		t.Fatal("the health server outlived run")
	}
}
