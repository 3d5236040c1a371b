package discord_test

import (
	"context"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// requestTable is a table whose players press buttons on its board.
type requestTable interface {
	table
	// buttons returns the labels of the enabled buttons of the channel's
	// message id.
	buttons(id string) []string
	// press has user press the button labelled label on the channel's
	// one live message.
	press(user, label string)
}

func (d *discordTable) buttons(id string) []string {
	msg, ok := d.h.srv.Message(d.channel, id)
	if !ok {
		d.h.t.Fatalf("no message %s", id)
	}
	var labels []string
	for _, row := range msg.Components {
		if r, ok := row.(*discordgo.ActionsRow); ok {
			for _, c := range r.Components {
				if b, ok := c.(*discordgo.Button); ok && !b.Disabled {
					labels = append(labels, b.Label)
				}
			}
		}
	}
	return labels
}

func (d *discordTable) press(user, label string) {
	d.h.t.Helper()
	here, _ := d.live()
	if len(here) != 1 {
		d.h.t.Fatalf("press %s: live messages %v", label, here)
	}
	msg, _ := d.h.srv.Message(d.channel, here[0])
	d.h.do(in(d.channel, d.h.srv.Button(d.member(user), msg, mustButton(d.h.t, msg, label))))
}

// printedButton is a numbered button the console printed: "  (2) Refuse".
var printedButton = regexp.MustCompile(`^  \((\d+)\) (.*)$`)

// buttons reads the buttons the console last printed for message id (a
// live message's components are printed whenever it is posted or
// changed).
func (c *consoleTable) buttons(id string) []string {
	var labels []string
	in := false
	for _, line := range strings.Split(c.out.String(), "\n") {
		if strings.HasPrefix(line, "[") {
			head := strings.TrimSuffix(strings.TrimPrefix(line, "["), "]")
			in = head == id || head == id+" updated"
			if in {
				labels = nil
			}
			continue
		}
		if m := printedButton.FindStringSubmatch(line); in && m != nil && !strings.HasSuffix(m[2], " (disabled)") {
			labels = append(labels, m[2])
		}
	}
	return labels
}

func (c *consoleTable) press(user, label string) {
	c.t.Helper()
	here := c.c.Live(c.channel)
	if len(here) != 1 {
		c.t.Fatalf("press %s: live messages %v", label, here)
	}
	i := slices.Index(c.buttons(here[0]), label)
	if i < 0 {
		c.t.Fatalf("press %s: no such button on %s: %v", label, here[0], c.buttons(here[0]))
	}
	line := "#" + c.channel + " " + user + ": " + strconv.Itoa(i+1)
	if err := c.c.Line(context.Background(), line); err != nil {
		c.t.Fatalf("%s: %v", line, err)
	}
}

// TestTransportsLeaveOneLiveMessageWithRequests: a Qwinto match of three
// through the fake Discord and the console side by side, with a request
// to take back a move and requests to change the clock: after each step
// each shows one message with live components, the board, which carries
// a request's buttons (Allow and Refuse, Agree) while the request is
// open, and not once a move overtook it, it was agreed or the host
// voided it.
func TestTransportsLeaveOneLiveMessageWithRequests(t *testing.T) {
	tables := map[string]requestTable{"discord": newDiscordTable(t), "console": newConsoleTable(t)}
	step := func(what string, want []string, do func(tb requestTable)) {
		t.Helper()
		for _, name := range []string{"discord", "console"} {
			tb := tables[name]
			do(tb)
			here, _ := tb.live()
			if len(here) != 1 {
				t.Fatalf("%s, %s: live messages %v, want the board alone", what, name, here)
			}
			m, open := tb.match()
			if !open || m.BoardMessage != here[0] {
				t.Fatalf("%s, %s: the live message %s is not the board", what, name, here[0])
			}
			got := tb.buttons(here[0])
			for _, label := range []string{"Allow", "Refuse", "Agree"} {
				if slices.Contains(got, label) != slices.Contains(want, label) {
					t.Fatalf("%s, %s: the board's buttons are %v; of the requests', want %v", what, name, got, want)
				}
			}
		}
	}
	command := func(user, path string, opts map[string]string) func(requestTable) {
		return func(tb requestTable) { tb.command(user, path, opts) }
	}
	move := func(user, notation string) func(requestTable) {
		return command(user, "game move", map[string]string{"notation": notation})
	}
	step("open", nil, command("alice", "play qwinto", nil))
	step("bob joins", nil, command("bob", "game join", nil))
	step("carol joins", nil, command("carol", "game join", nil))
	step("start", nil, command("alice", "game start", nil))
	step("alice rolls", nil, move("alice", "roll red"))
	step("bob skips", nil, move("bob", "skip"))
	step("carol skips", nil, move("carol", "skip"))
	step("bob asks to take back his skip", []string{"Allow", "Refuse"}, command("bob", "game undo", nil))
	step("alice's move overtakes the request", nil, move("alice", "skip"))
	step("bob asks to pause", []string{"Agree"}, command("bob", "game pause", nil))
	step("carol agrees", nil, func(tb requestTable) { tb.press("carol", "Agree") })
	if m, _ := tables["console"].match(); !m.Paused {
		t.Fatal("the game is not paused after two of three agreed")
	}
	step("bob asks to resume", []string{"Agree"}, command("bob", "game resume", nil))
	step("the host resumes, voiding it", nil, command("alice", "game resume", nil))
}

// TestRequestOnTheBoardAfterRestart: a request to take back a move, then
// one to pause, each open when the bot stops and starts again on the
// same file: the board still carries its buttons, and once a move
// overtakes the one and the other is agreed, the board is the channel's
// one message to press and carries neither.
func TestRequestOnTheBoardAfterRestart(t *testing.T) {
	d := newDiscordTable(t)
	for _, c := range []struct{ user, path, notation string }{
		{"alice", "play qwinto", ""}, {"bob", "game join", ""}, {"carol", "game join", ""}, {"alice", "game start", ""},
		{"alice", "game move", "roll red"}, {"bob", "game move", "skip"}, {"carol", "game move", "skip"}, {"bob", "game undo", ""},
	} {
		var opts map[string]string
		if c.notation != "" {
			opts = map[string]string{"notation": c.notation}
		}
		d.command(c.user, c.path, opts)
	}
	check := func(what string, want ...string) {
		t.Helper()
		here, _ := d.live()
		m, _ := d.match()
		if len(here) != 1 || here[0] != m.BoardMessage {
			t.Fatalf("%s: live messages %v, board %s", what, here, m.BoardMessage)
		}
		got := d.buttons(here[0])
		for _, label := range []string{"Allow", "Refuse", "Agree"} {
			if slices.Contains(got, label) != slices.Contains(want, label) {
				t.Fatalf("%s: the board's buttons are %v; of the requests', want %v", what, got, want)
			}
		}
	}
	check("bob asks to take back his skip", "Allow", "Refuse")
	d.h.restart()
	check("after a restart", "Allow", "Refuse")
	d.command("alice", "game move", map[string]string{"notation": "skip"})
	check("alice's move overtakes the request")
	d.command("bob", "game pause", nil)
	d.h.restart()
	check("bob asks to pause, after a restart", "Agree")
	d.press("carol", "Agree")
	check("carol agrees")
	if m, _ := d.match(); !m.Paused {
		t.Fatal("the game is not paused after two of three agreed")
	}
	d.h.srv.AssertClean(t)
}
