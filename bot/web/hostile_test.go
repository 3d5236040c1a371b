package web

import (
	"strings"
	"testing"
)

// hostileNames are the worst names of the fuzz corpora: markup, a
// right-to-left override, quotes that would close an attribute, and a
// name far longer than Discord allows.
var hostileNames = []string{
	`<script>alert(1)</script>`,
	"\u202eevil\u202c right-to-left",
	`"><img src=x onerror=alert(1)>`,
	"' onmouseover='alert(1)",
	strings.Repeat("W", 300),
}

// Hostile names render as text on the replay, the leaderboard and the
// player page: never as markup.
func TestHostileNamesRenderAsText(t *testing.T) {
	f := newFixture(t)
	m := f.finish(t, "qwinto", "c", hostileNames[0], hostileNames[1], hostileNames[2])
	f.finish(t, "qwinto", "d", hostileNames[3], hostileNames[4])
	pages := []string{f.links.Replay(ctx, "g", m.ID), f.links.Replay(ctx, "g", m.ID) + "?step=1",
		f.links.Leaderboard(ctx, "g", "qwinto"), f.links.Player(ctx, "g", "u1"), f.links.Player(ctx, "g", "u2")}
	for _, l := range pages {
		res, body := f.get(t, "GET", l)
		if res.StatusCode != 200 {
			t.Fatalf("%s: %d", l, res.StatusCode)
		}
		for _, bad := range []string{"<script>alert", "<img src=x", "onerror=alert", "' onmouseover='"} {
			if strings.Contains(body, bad) {
				t.Errorf("%s holds %q unescaped", l, bad)
			}
		}
		if strings.Count(body, "<script") != strings.Count(body, `<script src="/s/replay.js" defer></script>`) {
			t.Errorf("%s has a script other than the page's own", l)
		}
		if strings.Contains(body, "style=") || strings.Contains(body, "<style") {
			t.Errorf("%s has inline style", l)
		}
	}
	_, body := f.get(t, "GET", pages[0])
	if !strings.Contains(body, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Error("the replay does not show the name <script>... as text")
	}
	if !strings.Contains(body, "\u202eevil\u202c right-to-left") || !strings.Contains(body, `class="name"`) {
		t.Error("the right-to-left name is not shown in an isolated name")
	}
}
