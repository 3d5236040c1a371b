package main

import (
	"context"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"
)

// quickQwinto is the README's two-player Qwinto that ends whatever the
// dice, then /history.
const quickQwinto = `alice: /play qwinto
bob: 1
alice: 4
alice: /game move roll red yellow
alice: /game move skip
bob: /game move skip
bob: /game move roll blue
bob: /game move skip
alice: /game move skip
alice: /game move roll red
alice: /game move skip
bob: /game move skip
bob: /game move roll red
alice: /game move skip
bob: /game move skip
alice: /game move roll yellow
bob: /game move skip
alice: /game move skip
bob: /game move roll all
bob: /game move skip
alice: /game move skip
alice: /game move roll blue
alice: /game move skip
bob: /game move skip
alice: /history
`

// quintet console --web serves the pages of the console's games, prints
// the final board's Replay link and /history's, and keeps serving after
// the input ends until it is stopped.
func TestConsoleServesWebPages(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- runConsole(ctx, []string{"--web", "127.0.0.1:0"}, nil, strings.NewReader(quickQwinto), out)
	}()
	for !strings.Contains(out.String(), "web pages stay up") {
		select {
		case err := <-done:
			t.Fatalf("the console ended: %v\n%s", err, out)
		case <-ctx.Done():
			t.Fatalf("no end of input:\n%s", out)
		case <-time.After(20 * time.Millisecond):
		}
	}
	links := regexp.MustCompile(`Replay: (http://127\.0\.0\.1:\d+/m/\S+)`).FindStringSubmatch(out.String())
	if links == nil || !strings.Contains(out.String(), "[replay]("+links[1]+")") {
		t.Fatalf("no Replay link on the final board and in /history:\n%s", out)
	}
	res, err := http.Get(links[1] + "?step=1")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(body), "Step 1 of") {
		t.Fatalf("the replay answers %d:\n%s", res.StatusCode, body)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("the console stopped with %v", err)
	}
}
