package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
)

// chromium returns the path of Debian's chromium. Without it the test is
// skipped, unless CI=true, where it fails: CI installs it (.ci/run).
func chromium(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"/usr/bin/chromium", "chromium"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is missing: CI installs it with apt-get install chromium (.ci/run)")
	}
	t.Skip("chromium is not installed (apt-get install chromium); the browser test is skipped. CI=true makes this a failure.")
	return ""
}

// screensDir is where the browser test writes its screenshots:
// $QUINTET_SCREENS, or quintet-screens in the system's temporary folder.
func screensDir(t *testing.T) string {
	dir := os.Getenv("QUINTET_SCREENS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "quintet-screens")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// watch is what the browser did that the test fails on: console errors
// (CSP violations among them), requests to another origin, failed loads.
type watch struct {
	mu       sync.Mutex
	origin   string
	problems []string
}

func (w *watch) add(format string, args ...any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.problems = append(w.problems, fmt.Sprintf(format, args...))
}

// take returns the problems seen since the last take.
func (w *watch) take() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	p := w.problems
	w.problems = nil
	return p
}

// event is the chromedp listener: it must return at once.
func (w *watch) event(ev any) {
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeWarning {
			w.add("console %s", ev.Type)
		}
	case *runtime.EventExceptionThrown:
		w.add("exception: %s", ev.ExceptionDetails.Text)
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.EntryLevelError || ev.Entry.Level == log.EntryLevelWarning {
			w.add("browser log %s: %s (%s)", ev.Entry.Level, ev.Entry.Text, ev.Entry.URL)
		}
	case *network.EventRequestWillBeSent:
		if u, err := url.Parse(ev.Request.URL); err != nil || u.Scheme+"://"+u.Host != w.origin {
			w.add("request to another origin: %s", ev.Request.URL)
		}
	case *network.EventResponseReceived:
		if ev.Response.Status >= 400 {
			w.add("%d for %s", ev.Response.Status, ev.Response.URL)
		}
	case *network.EventLoadingFailed:
		w.add("loading failed: %s", ev.ErrorText)
	}
}

// pageChecks finds, in the page shown, broken images and elements whose
// box passes the viewport's right edge outside a box that scrolls.
const pageChecks = `(() => {
  const out = [];
  for (const img of document.images) {
    if (!img.complete || img.naturalWidth === 0) out.push("broken image " + img.src);
  }
  if (document.documentElement.scrollWidth > window.innerWidth) {
    out.push("the page is " + document.documentElement.scrollWidth + " px wide in a " + window.innerWidth + " px viewport");
  }
  const scrolls = (e) => {
    for (let p = e.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o === "auto" || o === "scroll" || o === "hidden") return true;
    }
    return false;
  };
  for (const e of document.body.querySelectorAll("*")) {
    const r = e.getBoundingClientRect();
    if (r.width > 0 && r.right > window.innerWidth + 1 && !scrolls(e)) {
      out.push(e.tagName.toLowerCase() + "." + e.className + " overflows to " + Math.round(r.right) + " px");
    }
  }
  return out.slice(0, 10);
})()`

// replayLink is the Replay button of a match's final board: the link the
// bot hands out.
func replayLink(t *testing.T, f *fixture, game, channel string, names ...string) string {
	t.Helper()
	m := f.finish(t, game, channel, names...)
	final, err := commands.FinalBoard(m)
	if err != nil {
		t.Fatal(err)
	}
	msg := commands.BoardsWith(f.links).Draw(final)
	for _, row := range msg.Components {
		r, _ := row.(discordgo.ActionsRow)
		for _, c := range r.Components {
			if b, ok := c.(discordgo.Button); ok && b.Label == "Replay" && b.URL != "" {
				return b.URL
			}
		}
	}
	t.Fatalf("%s: the final board has no Replay link", game)
	return ""
}

// pressAndLoad presses key and waits for the page it leads to to load.
func pressAndLoad(ctx context.Context, key string) error {
	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	loaded := chromedp.Events(lctx, page.LoadEventFired)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(key)); err != nil {
		return err
	}
	for _, err := range loaded {
		return err
	}
	return fmt.Errorf("key %q loaded no page", key)
}

// TestBrowserReplays opens, in Debian's chromium, the replay of a
// finished match of each game from its final board's Replay link, steps
// through it with the arrow keys at 400 and 1280 px, screenshots each
// width, and fails on a console error, a request to another origin, a
// broken image or an element wider than the viewport; then a French and
// a Russian server's replay at 400 px, which fail as well on a page not
// marked in their language or showing an English word of the pages.
func TestBrowserReplays(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a while; -short skips it")
	}
	path := chromium(t)
	dir := screensDir(t)
	f := newFixture(t)
	f.srv = New(f.mg, f.srv.log, WithRateLimit(10000, 10000))
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	f.links = NewLinks(f.mg, ts.URL)

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.Headless,
		chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	bctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	w := &watch{origin: ts.URL}
	if err := chromedp.Listen(bctx, w.event); err != nil {
		t.Fatal(err)
	}

	long := strings.Repeat("Wolfeschlegelsteinhausen", 4)
	for i, rules := range games.All() {
		game := rules.Info().Name
		link := replayLink(t, f, game, "c-"+game, "<script>alert(1)</script>", "\u202eevil\u202c", long)
		for _, width := range []int64{400, 1280} {
			ctx, stop := context.WithTimeout(bctx, 60*time.Second)
			at := func(step string) chromedp.Action[chromedp.Void] {
				return chromedp.Poll[chromedp.Void](`document.querySelector("nav.steps .at") && document.querySelector("nav.steps .at").textContent.startsWith("Step `+step+` of") && document.readyState === "complete"`, chromedp.WithPollingTimeout(20*time.Second))
			}
			// A key that moves to another step loads its page: each waits
			// for that load before the next key.
			err := chromedp.Do(ctx, chromedp.EmulateViewport(width, 900), chromedp.Navigate(link), at("0"))
			for _, k := range []struct{ key, step string }{{kb.ArrowRight, "1"}, {kb.ArrowRight, "2"}, {kb.ArrowLeft, "1"}, {kb.End, ""}} {
				if err != nil {
					break
				}
				if err = pressAndLoad(ctx, k.key); err == nil && k.step != "" {
					err = chromedp.Do(ctx, at(k.step))
				}
			}
			if err == nil {
				err = chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`!document.querySelector("nav.steps a[data-step='next']") && document.readyState === "complete"`, chromedp.WithPollingTimeout(20*time.Second)))
			}
			if err != nil {
				stop()
				t.Fatalf("%s at %d px: %v", game, width, err)
			}
			bad, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](pageChecks))
			if err != nil {
				stop()
				t.Fatalf("%s at %d px: %v", game, width, err)
			}
			shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			stop()
			if err != nil {
				t.Fatalf("%s at %d px: screenshot: %v", game, width, err)
			}
			name := filepath.Join(dir, fmt.Sprintf("%d-%s-%d.png", i+1, game, width))
			if err := os.WriteFile(name, shot, 0o644); err != nil {
				t.Fatal(err)
			}
			for _, p := range append(bad, w.take()...) {
				t.Errorf("%s at %d px: %s", game, width, p)
			}
		}
	}
	// The leaderboard and a player's page, from the links /leaderboard
	// and /stats player hand out, and in Russian and German.
	others := map[string]string{"leaderboard": f.links.Leaderboard(ctx, "g", "quinientos"), "player": f.links.Player(ctx, "g", "u3"),
		"leaderboard-ru": f.links.Leaderboard(ctx, "g", "quinientos") + "?lang=ru", "player-de": f.links.Player(ctx, "g", "u3") + "?lang=de"}
	for name, link := range others {
		for _, width := range []int64{400, 1280} {
			ctx, stop := context.WithTimeout(bctx, 60*time.Second)
			err := chromedp.Do(ctx, chromedp.EmulateViewport(width, 900), chromedp.Navigate(link),
				chromedp.Poll[chromedp.Void](`document.readyState === "complete" && document.querySelector("main")`, chromedp.WithPollingTimeout(20*time.Second)))
			var bad []string
			var shot []byte
			if err == nil {
				bad, err = chromedp.Run(ctx, chromedp.Evaluate[[]string](pageChecks))
			}
			if err == nil {
				shot, err = chromedp.Run(ctx, chromedp.FullScreenshot(100))
			}
			stop()
			if err != nil {
				t.Fatalf("%s at %d px: %v", name, width, err)
			}
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%d.png", name, width)), shot, 0o644); err != nil {
				t.Fatal(err)
			}
			for _, p := range append(bad, w.take()...) {
				t.Errorf("%s at %d px: %s", name, width, p)
			}
		}
	}
	// A French server's replay and a Russian one, at 400 px: marked in
	// their language, with no English word of the pages.
	for _, lang := range []string{"fr", "ru"} {
		f.lang = lang
		m := f.finish(t, "qwinto", "c-"+lang, "Zoé", "Борис")
		link := f.links.Replay(ctx, "g", m.ID) + "?step=1"
		ctx, stop := context.WithTimeout(bctx, 60*time.Second)
		err := chromedp.Do(ctx, chromedp.EmulateViewport(400, 900), chromedp.Navigate(link),
			chromedp.Poll[chromedp.Void](`document.readyState === "complete" && document.querySelector("main")`, chromedp.WithPollingTimeout(20*time.Second)))
		var bad []string
		var html string
		var shot []byte
		if err == nil {
			bad, err = chromedp.Run(ctx, chromedp.Evaluate[[]string](pageChecks))
		}
		if err == nil {
			html, err = chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.lang + "\n" + document.documentElement.outerHTML`))
		}
		if err == nil {
			shot, err = chromedp.Run(ctx, chromedp.FullScreenshot(100))
		}
		stop()
		if err != nil {
			t.Fatalf("%s replay: %v", lang, err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("replay-%s-400.png", lang)), shot, 0o644); err != nil {
			t.Fatal(err)
		}
		if got, _, _ := strings.Cut(html, "\n"); got != lang {
			t.Errorf("the %s replay's <html lang> is %q", lang, got)
		}
		noEnglish(t, "the "+lang+" replay in the browser", html)
		for _, p := range append(bad, w.take()...) {
			t.Errorf("%s replay at 400 px: %s", lang, p)
		}
	}
	t.Logf("screenshots in %s", dir)
}
