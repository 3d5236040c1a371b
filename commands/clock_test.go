package commands

import (
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/quintetbot/quintet/games/session"
)

func TestPlayTiming(t *testing.T) {
	tests := []struct {
		name string
		opts map[string]string
		want session.Timing
		err  string
	}{
		{"defaults", nil, session.Timing{}, ""},
		{"all set", map[string]string{"turn_time": "2d", "reminder": "75", "timeouts": "5", "on_timeouts": "abandon"},
			session.Timing{TurnTime: 48 * time.Hour, RemindShare: 0.75, MaxTimeouts: 5, OnTimeouts: session.Abandon}, ""},
		{"no reminder", map[string]string{"reminder": "0"}, session.Timing{RemindShare: -1}, ""},
		{"repeats", map[string]string{"reminder_every": "2h"}, session.Timing{RemindEvery: 2 * time.Hour}, ""},
		{"repeats off", map[string]string{"reminder_every": "off"}, session.Timing{}, ""},
		{"repeats too often", map[string]string{"reminder_every": "10m"}, session.Timing{}, "The reminder_every option is from 15m"},
		{"repeats not a duration", map[string]string{"reminder_every": "often"}, session.Timing{}, "The reminder_every option is from 15m"},
		{"too short", map[string]string{"turn_time": "30s"}, session.Timing{}, "from 1 minute to 14 days"},
		{"too long", map[string]string{"turn_time": "15d"}, session.Timing{}, "from 1 minute to 14 days"},
		{"not a duration", map[string]string{"turn_time": "soon"}, session.Timing{}, "such as 10m"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := newTable(t)
			got := reason(d.command("alice", "play qwinto", tt.opts))
			if tt.err != "" {
				if !strings.Contains(got, tt.err) {
					t.Fatalf("answer %q, want %q", got, tt.err)
				}
				return
			}
			m := d.match()
			if m.TurnTime != tt.want.TurnTime || m.RemindShare != tt.want.RemindShare || m.RemindEvery != tt.want.RemindEvery ||
				m.MaxTimeouts != tt.want.MaxTimeouts || m.OnTimeouts != tt.want.OnTimeouts {
				t.Fatalf("timing %+v, want %+v", m.Timing, tt.want)
			}
			if len(m.Options) != 0 {
				t.Fatalf("timing options leaked into the game's: %v", m.Options)
			}
		})
	}
}

// TestClockRefusalsAreSentences: every refusal of a clock option of
// /play is a sentence that starts with a capital letter.
func TestClockRefusalsAreSentences(t *testing.T) {
	for _, opts := range []map[string]string{
		{"turn_time": "soon"}, {"reminder": "95"}, {"reminder_every": "5m"}, {"timeouts": "0"}, {"on_timeouts": "later"},
	} {
		d := newTable(t)
		got := reason(d.command("alice", "play qwinto", opts))
		if got == "" || !unicode.IsUpper([]rune(got)[0]) || !strings.HasSuffix(got, ".") {
			t.Errorf("/play qwinto %v: %q", opts, got)
		}
	}
}

func TestSettingsTurnTime(t *testing.T) {
	d := newTable(t)
	r := d.do(&Request{Kind: KindCommand, User: User{ID: "bob"}, Command: "settings turn_time", Options: map[string]string{"duration": "2h"}})
	if !strings.Contains(reason(r), "manage this server") {
		t.Fatalf("/settings without Manage Server: %q", reason(r))
	}
	r = d.do(&Request{Kind: KindCommand, User: User{ID: "admin"}, CanManageGuild: true, Command: "settings turn_time", Options: map[string]string{"duration": "2h"}})
	if !strings.Contains(reason(r), "2h per turn") {
		t.Fatalf("/settings: %q", reason(r))
	}
	d.command("alice", "play qwinto", nil)
	if m := d.match(); m.TurnTime != 2*time.Hour {
		t.Fatalf("turn time %v, want the server's 2h", m.TurnTime)
	}
	d.command("alice", "game cancel", nil)
	d.command("alice", "play qwinto", map[string]string{"turn_time": "10m"})
	if m := d.match(); m.TurnTime != 10*time.Minute {
		t.Fatalf("turn time %v, want /play's 10m over the server's", m.TurnTime)
	}
}

func TestNotify(t *testing.T) {
	d := newTable(t)
	d.command("alice", "notify on", nil)
	settings, ok := d.matches.Settings()
	if !ok {
		t.Fatal("the table's store keeps no settings")
	}
	if on, _ := settings.Notify(t.Context(), "alice"); !on {
		t.Fatal("/notify on did not stick")
	}
	d.command("alice", "notify off", nil)
	if on, _ := settings.Notify(t.Context(), "alice"); on {
		t.Fatal("/notify off did not stick")
	}
}
