package console

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestSplitChannel(t *testing.T) {
	for _, tc := range []struct {
		line, channel, rest string
		comment             bool
	}{
		{"alice: /play qwinto", "console", "alice: /play qwinto", false},
		{"#games alice: /play qwinto", "games", "alice: /play qwinto", false},
		{"#games   bob: 1", "games", "bob: 1", false},
		{"# a note: with a colon", "", "", true},
		{"#", "", "", true},
		{"#todo later", "", "", true},
		{"#todo fix this: soon", "", "", true},
		{"#games alice:", "", "", true},
		{"#games", "", "", true},
	} {
		channel, rest, comment := splitChannel(tc.line)
		if channel != tc.channel || rest != tc.rest || comment != tc.comment {
			t.Errorf("splitChannel(%q) = %q, %q, %v; want %q, %q, %v", tc.line, channel, rest, comment, tc.channel, tc.rest, tc.comment)
		}
	}
}

// TestTwoChannels: a line's "#channel" prefix plays it there; each channel
// numbers its own messages, so a click in one never presses a button of
// the other, and plain "#" lines stay comments.
func TestTwoChannels(t *testing.T) {
	var out bytes.Buffer
	c, mg := newConsole(&out)
	script := `
# two tables at once
#games alice: /play qwinto
#dice carol: /play qwinto
#todo nothing here
#games bob: 1
#dice dave: 1
alice: /play qwinto
erin: 1
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if strings.Contains(got, "! ") || strings.Contains(got, "> #todo") || strings.Contains(got, "> # two") {
		t.Errorf("a line was refused or a comment played:\n%s", got)
	}
	for _, want := range []string{"[#games m2]", "[#dice m2]", "[#games m2 updated]", "[m2 updated]"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for channel, players := range map[string][]string{"games": {"alice", "bob"}, "dice": {"carol", "dave"}, "console": {"alice", "erin"}} {
		m, err := mg.Get(context.Background(), channel)
		if err != nil {
			t.Fatalf("#%s: %v", channel, err)
		}
		var seated []string
		for _, p := range m.Players {
			seated = append(seated, p.User)
		}
		if strings.Join(seated, ",") != strings.Join(players, ",") {
			t.Errorf("#%s seats %v, want %v", channel, seated, players)
		}
	}
}
