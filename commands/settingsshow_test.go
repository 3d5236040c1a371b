package commands

import (
	"strings"
	"testing"
	"time"
)

// TestSettingsShow: a member who manages the server sees, privately,
// every setting with its value and the command that changes it, the
// defaults before any change and the new values after; anyone else is
// refused in one line.
func TestSettingsShow(t *testing.T) {
	now := time.Date(2026, 11, 15, 10, 0, 0, 0, time.UTC)
	rt, _, _ := seasonApp(t, &now)
	show := func(manage bool) *Reply {
		return ask(rt, "admin", &Request{Kind: KindCommand, Command: "settings show", CanManageGuild: manage})
	}
	if rep := show(false); rep.Message == nil || !rep.Message.Ephemeral || !strings.HasPrefix(reason(rep), "Only members who manage this server") {
		t.Errorf("a member without Manage Server: %+v", rep.Message)
	}
	check := func(stage string, want ...string) {
		t.Helper()
		rep := show(true)
		if rep.Message == nil || !rep.Message.Ephemeral {
			t.Fatalf("%s: /settings show is not private: %+v", stage, rep.Message)
		}
		got := reason(rep)
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: /settings show lacks %q:\n%s", stage, w, got)
			}
		}
		for _, sub := range []string{"/settings turn_time", "/settings thread", "/settings season ", "/settings season_channel"} {
			if !strings.Contains(got, sub) {
				t.Errorf("%s: /settings show does not say how to change with %s:\n%s", stage, sub, got)
			}
		}
	}
	check("defaults", "Turn time of new games: 1d (the default)", "Thread for each game: off", "Seasons: none", "announced in: nowhere")
	for _, r := range []*Request{
		{Command: "settings turn_time", Options: map[string]string{"duration": "2h"}},
		{Command: "settings thread", Options: map[string]string{"default": "on"}},
		{Command: "settings season", Options: map[string]string{"length": "monthly"}},
		{Command: "settings season_channel", Options: map[string]string{"channel": "<#555>"}},
	} {
		r.Kind, r.CanManageGuild = KindCommand, true
		ask(rt, "admin", r)
	}
	check("after changes", "Turn time of new games: 2h.", "Thread for each game: on", "Seasons: monthly (this one: November 2026", "announced in: <#555>")
}
