package discord_test

import (
	"io"
	"log/slog"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot/web"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// With web pages, the final board Discord receives carries a Replay link
// button (its body checked against Discord's schema), and the link opens
// the replay.
func TestFinalBoardLinksItsReplay(t *testing.T) {
	h := newHarnessWith(t, harnessOptions{pages: func(mg *session.Manager) commands.Pages {
		return web.NewLinks(mg, "https://quintet.example")
	}})
	playSoloQwinto(h)
	assertFinalBoardShown(h)
	final := lastChannelMessage(h.srv)
	link := regexp.MustCompile(`"url":"https://quintet.example(/m/[^"]+)"`).FindStringSubmatch(string(final.RawComponents))
	if link == nil || !strings.Contains(string(final.RawComponents), `"label":"Replay"`) {
		t.Fatalf("the final board has no Replay link: %s", final.RawComponents)
	}
	srv := web.New(h.matches, slog.New(slog.NewTextHandler(io.Discard, nil)))
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("GET", link[1], nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "Alice") {
		t.Fatalf("the Replay link answers %d:\n%s", rec.Code, rec.Body.String())
	}
	h.srv.AssertClean(t)
}
