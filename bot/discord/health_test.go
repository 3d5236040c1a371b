package discord_test

import (
	"context"
	"crypto/ed25519"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
)

func get(t *testing.T, h http.Handler, path string) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil))
	return w
}

// TestReadyGateway: ready while the gateway is connected and the database
// open; 503 once the database is closed, and once the bot is closed.
func TestReadyGateway(t *testing.T) {
	srv := discordtest.New(t)
	e := newEndpointBot(t, srv, endpointConfig{gateway: true})
	h := e.bot.HealthHandler()
	if w := get(t, h, "/healthz"); w.Code != http.StatusOK {
		t.Fatalf("/healthz %d", w.Code)
	}
	if w := get(t, h, "/readyz"); w.Code != http.StatusOK {
		t.Fatalf("/readyz while connected: %d %s", w.Code, w.Body)
	}
	if err := e.bot.Close(time.Second); err != nil {
		t.Fatal(err)
	}
	if w := get(t, h, "/readyz"); w.Code != http.StatusServiceUnavailable {
		t.Fatalf("/readyz after Close: %d %s", w.Code, w.Body)
	}
	if w := get(t, h, "/healthz"); w.Code != http.StatusOK {
		t.Fatalf("/healthz after Close %d", w.Code)
	}
}

func TestReadyNeedsTheDatabase(t *testing.T) {
	e := newEndpointBot(t, discordtest.New(t), endpointConfig{gateway: true})
	h := e.bot.HealthHandler()
	if w := get(t, h, "/readyz"); w.Code != http.StatusOK {
		t.Fatalf("/readyz: %d %s", w.Code, w.Body)
	}
	e.db.Close()
	if w := get(t, h, "/readyz"); w.Code != http.StatusServiceUnavailable {
		t.Fatalf("/readyz with the database closed: %d %s", w.Code, w.Body)
	}
}

// TestReadyEndpoint: without a gateway, the bot is ready while its
// interactions endpoint serves, and not before or after.
func TestReadyEndpoint(t *testing.T) {
	e := newEndpointBot(t, discordtest.New(t), endpointConfig{})
	h := e.bot.HealthHandler()
	if w := get(t, h, "/readyz"); w.Code != http.StatusServiceUnavailable {
		t.Fatalf("/readyz before serving: %d", w.Code)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- e.bot.ServeEndpoint(ctx, ln, endpointKey.Public().(ed25519.PublicKey)) }()
	// The endpoint answers a PING over the network once it serves.
	body := `{"id":"1","application_id":"2","type":1,"token":"t","version":1}`
	for {
		resp, err := http.Post("http://"+ln.Addr().String(), "application/json", strings.NewReader(body))
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode != http.StatusUnauthorized {
				t.Fatalf("an unsigned PING answered %d", resp.StatusCode)
			}
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if w := get(t, h, "/readyz"); w.Code != http.StatusOK {
		t.Fatalf("/readyz while serving: %d %s", w.Code, w.Body)
	}
	cancel()
	if err := <-served; err != nil {
		t.Fatal(err)
	}
	if w := get(t, h, "/readyz"); w.Code != http.StatusServiceUnavailable {
		t.Fatalf("/readyz after the endpoint stopped: %d", w.Code)
	}
}
