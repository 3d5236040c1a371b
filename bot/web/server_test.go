package web

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// A replay link opens the replay; each step's page and picture answer,
// with the security headers; a step the replay lacks is 404.
func TestReplayLinkServesEveryStep(t *testing.T) {
	f := newFixture(t)
	m := f.finish(t, "qwinto", "c", "Alice", "Bob")
	link := f.links.Replay(ctx, "g", m.ID)
	if link == "" || !strings.HasPrefix(link, "https://q.example/m/") {
		t.Fatalf("replay link %q", link)
	}
	res, body := f.get(t, "GET", link)
	if res.StatusCode != 200 || !strings.Contains(body, "Alice") || !strings.Contains(body, "Step 0 of") {
		t.Fatalf("replay: %d\n%s", res.StatusCode, body)
	}
	for h, want := range map[string]string{"Content-Security-Policy": contentPolicy, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"} {
		if got := res.Header.Get(h); got != want {
			t.Errorf("%s: %q, want %q", h, got, want)
		}
	}
	r, err := f.mg.FinishedReplay(ctx, "g", m.ID)
	if err != nil {
		t.Fatal(err)
	}
	last := len(r.Steps) - 1
	for _, step := range []int{0, 1, last} {
		res, body := f.get(t, "GET", link+"?step="+itoa(step))
		if res.StatusCode != 200 {
			t.Fatalf("step %d: %d", step, res.StatusCode)
		}
		img, data := f.get(t, "GET", link+"/"+itoa(step)+".png")
		if img.StatusCode != 200 || img.Header.Get("Content-Type") != "image/png" || !strings.HasPrefix(data, "\x89PNG") {
			t.Fatalf("picture of step %d: %d %s", step, img.StatusCode, img.Header.Get("Content-Type"))
		}
		if img.Header.Get("Cache-Control") == "" {
			t.Errorf("picture of step %d has no Cache-Control", step)
		}
		if step == last && !strings.Contains(body, "Step "+itoa(last)+" of "+itoa(last)) {
			t.Errorf("last step's page:\n%s", body)
		}
	}
	for _, bad := range []string{"?step=-1", "?step=" + itoa(last+1), "?step=x", "?step=01", "/" + itoa(last+1) + ".png", "/x.png"} {
		if res, _ := f.get(t, "GET", link+bad); res.StatusCode != 404 {
			t.Errorf("%s: %d, want 404", bad, res.StatusCode)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// A wrong or altered signature, a link of another page, a match that
// is gone, a server whose pages are off and a link from before a renewal
// all get 404.
func TestBadLinksAre404(t *testing.T) {
	f := newFixture(t)
	m := f.finish(t, "qwinto", "c", "Alice", "Bob")
	replay := f.links.Replay(ctx, "g", m.ID)
	board := f.links.Leaderboard(ctx, "g", "qwinto")
	player := f.links.Player(ctx, "g", "u1")
	for _, l := range []string{replay, board, player} {
		if res, body := f.get(t, "GET", l); res.StatusCode != 200 {
			t.Fatalf("%s: %d\n%s", l, res.StatusCode, body)
		}
	}
	flip := func(l string) string {
		b := []byte(l)
		if b[len(b)-1] == 'A' {
			b[len(b)-1] = 'B'
		} else {
			b[len(b)-1] = 'A'
		}
		return string(b)
	}
	sig := replay[strings.LastIndex(replay, "/")+1:]
	bad := map[string]string{
		"altered replay":      flip(replay),
		"altered leaderboard": flip(board),
		"altered player":      flip(player),
		"short signature":     replay[:len(replay)-1],
		"other match":         "/m/nope/" + sig,
		"other player":        strings.Replace(player, "/p/u1/", "/p/u2/", 1),
		"other game":          strings.Replace(board, "/lb/qwinto/", "/lb/quingo/", 1),
		"other guild":         strings.Replace(board, "/g/g/", "/g/h/", 1),
		"replay as player":    "/g/g/p/" + m.ID + "/" + sig,
		"unknown season":      board + "?season=2026-11",
		"root":                "/",
		"unknown asset":       "/s/secret.db",
	}
	for name, l := range bad {
		if res, body := f.get(t, "GET", l); res.StatusCode != 404 || !strings.Contains(body, "leads nowhere") {
			t.Errorf("%s (%s): %d, want 404", name, l, res.StatusCode)
		}
	}
	// A renewal in the server voids its links; the new ones work.
	f.store.SetGuildSettings(ctx, "g", session.GuildSettings{WebEpoch: 1})
	for _, l := range []string{replay, board, player} {
		if res, _ := f.get(t, "GET", l); res.StatusCode != 404 {
			t.Errorf("%s after a renewal: %d, want 404", l, res.StatusCode)
		}
	}
	if res, _ := f.get(t, "GET", f.links.Replay(ctx, "g", m.ID)); res.StatusCode != 200 {
		t.Errorf("new link after a renewal: %d", res.StatusCode)
	}
	// A new secret voids every link.
	fresh := f.links.Replay(ctx, "g", m.ID)
	f.mg.RotateWebSecret(ctx)
	if res, _ := f.get(t, "GET", fresh); res.StatusCode != 404 {
		t.Errorf("link after the secret changed: %d, want 404", res.StatusCode)
	}
	// Pages off: no links, and the old ones are 404.
	fresh = f.links.Replay(ctx, "g", m.ID)
	f.store.SetGuildSettings(ctx, "g", session.GuildSettings{WebOff: true, WebEpoch: 1})
	if res, _ := f.get(t, "GET", fresh); res.StatusCode != 404 {
		t.Errorf("link of a server whose pages are off: %d, want 404", res.StatusCode)
	}
	if l := f.links.Replay(ctx, "g", m.ID); l != "" {
		t.Errorf("a server whose pages are off got a link %q", l)
	}
}

// Only GET and HEAD are served; past the rate limit the answer is 429.
func TestMethodsAndRateLimit(t *testing.T) {
	f := newFixture(t)
	m := f.finish(t, "qwinto", "c", "Alice", "Bob")
	link := f.links.Replay(ctx, "g", m.ID)
	for _, method := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS"} {
		res, _ := f.get(t, method, link)
		if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s: %d, Allow %q", method, res.StatusCode, res.Header.Get("Allow"))
		}
	}
	if res, _ := f.get(t, "HEAD", link); res.StatusCode != 200 {
		t.Errorf("HEAD: %d", res.StatusCode)
	}
	// A clock that stands still: no token comes back while the test
	// runs, however slowly.
	frozen := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	f.srv = New(f.mg, f.srv.log, WithClock(func() time.Time { return frozen }))
	limited := false
	for i := 0; i < limitBurst+5 && !limited; i++ {
		res, _ := f.get(t, "GET", "/s/page.css")
		limited = res.StatusCode == http.StatusTooManyRequests
	}
	if !limited {
		t.Fatalf("no 429 after %d requests at once", limitBurst+5)
	}
}
