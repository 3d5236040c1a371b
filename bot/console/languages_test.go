package console

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/locale"
)

// englishWords are words no other language Quintet speaks writes, for
// spotting English left in a translated line.
var englishWords = map[string]bool{
	"the": true, "you": true, "your": true, "game": true, "games": true, "have": true,
	"turn": true, "players": true, "player": true, "agree": true, "needed": true,
	"cancelled": true, "joined": true, "started": true, "already": true, "only": true, "hours": true,
	"runs": true, "out": true, "added": true, "this": true, "asks": true, "can": true,
	"host": true, "channel": true, "manager": true, "seated": true, "left": true, "with": true,
}

// slashCommands are slash commands a line may name, which stay English.
var slashCommands = regexp.MustCompile(`/[a-z_]+( <?[a-z_]+>?)?`)

// TestConsoleSpeaksEachLanguage plays a lobby, a start, a list of moves,
// a bad move, a catch-up, a board asked again, direct message and server settings, a resignation's
// question, a clock request, a clock change, refusals and a cancel at a console in each language
// (--locale): every private answer, and each clock message everyone
// sees, has no English word outside names and commands.
func TestConsoleSpeaksEachLanguage(t *testing.T) {
	script := []string{
		"alice: /help", "carol: /privacy", "alice: /play qwinto", "bob: /game join", "bob: /game join", "alice: /game start", "bob: /game catchup",
		"bob: /game moves", "bob: /game board", "alice: /game mine", "bob: /game move notation:zz", "bob: /notify on", "bob: /notify quiet hours:22-08 tz:Europe/Paris",
		"alice: /settings turn_time duration:36h", "alice: /settings thread default:off", "alice: /game resign",
		"bob: /game pause", "alice: /game extend duration:90m", "carol: /game pause", "alice: /game cancel",
	}
	for _, l := range locale.Langs[1:] {
		var out bytes.Buffer
		c, _ := newConsole(&out)
		if err := c.SetLocale(string(l)); err != nil {
			t.Fatal(err)
		}
		if err := c.Run(context.Background(), strings.NewReader(strings.Join(script, "\n"))); err != nil {
			t.Fatal(err)
		}
		checked := 0
		for _, msg := range consoleMessages(out.String()) {
			private := strings.Contains(msg.head, "sees this")
			clock := strings.HasPrefix(msg.after, "bob: /game pause") || strings.HasPrefix(msg.after, "alice: /game extend")
			if !private && !(clock && msg.first) {
				continue
			}
			checked++
			text := slashCommands.ReplaceAllString(msg.text, " ")
			for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
				return !(r >= 'a' && r <= 'z' || r > 127)
			}) {
				if englishWords[w] {
					t.Errorf("%s: %q says %q in English", l, msg.text, w)
				}
			}
		}
		if checked < 15 {
			t.Errorf("%s: only %d messages checked:\n%s", l, checked, out.String())
		}
	}
}

// consoleMessage is one message the console printed: its header line,
// its text, the input line it answered, and whether it came first.
type consoleMessage struct {
	head, text, after string
	first             bool
}

// consoleMessages splits a console's output into its messages.
func consoleMessages(out string) []consoleMessage {
	var msgs []consoleMessage
	after, first := "", false
	for _, line := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(line, "> "):
			after, first = strings.TrimPrefix(line, "> "), true
		case strings.HasPrefix(line, "["):
			msgs = append(msgs, consoleMessage{head: line, after: after, first: first})
			first = false
		case len(msgs) > 0 && !strings.HasPrefix(line, "  ("):
			msgs[len(msgs)-1].text += line + "\n"
		}
	}
	return msgs
}
