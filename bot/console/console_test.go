package console

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/games/session"
)

func newConsole(out io.Writer) (*Console, *session.Manager) {
	mg := session.NewManager(session.NewMemStore(), session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	return attached(mg, out), mg
}

// attached returns a Console of mg attached to a board's life, wired as
// cmd/quintet wires it, without deadlines or direct messages.
func attached(mg *session.Manager, out io.Writer) *Console {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	c := New(mg, out)
	c.Attach(bot.New(mg, commands.NewRouter(mg, log), c, log, bot.Options{}))
	return c
}

// TestScriptedMatch plays the README's script: whatever the dice, rolling
// and skipping ends the game with Alice's fourth failed throw.
func TestScriptedMatch(t *testing.T) {
	var out bytes.Buffer
	c, _ := newConsole(&out)
	script := `
# a lobby, a join by button, a start by button
alice: /play qwinto
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
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"2. bob", "The game has started", "bob wins"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(got, "! ") {
		t.Errorf("a line was refused:\n%s", got)
	}
	if t.Failed() {
		t.Log(got)
	}
}

func TestBadLines(t *testing.T) {
	var out bytes.Buffer
	c, _ := newConsole(&out)
	for _, line := range []string{"nobody", "alice:", "alice: /frobnicate", "alice: 1", "alice: /game move", "alice: /play qwinto reroll:maybe"} {
		out.Reset()
		err := c.Line(context.Background(), line)
		if err == nil && !strings.Contains(out.String(), "only alice sees this") {
			t.Errorf("%q: neither an error nor a refusal: %s", line, out.String())
		}
	}
}

func TestParseCommand(t *testing.T) {
	base := commands.Request{}
	r, err := parseCommand(base, "game move notation:write red 7")
	if err != nil || r.Command != "game move" || r.Options["notation"] != "write red 7" {
		t.Fatalf("%+v %v", r, err)
	}
	r, err = parseCommand(base, "play qwinto reroll:true bots:2")
	if err != nil || r.Command != "play qwinto" || r.Options["reroll"] != "true" || r.Options["bots"] != "2" {
		t.Fatalf("%+v %v", r, err)
	}
	r, err = parseCommand(base, "game move write red 7")
	if err != nil || r.Options["notation"] != "write red 7" {
		t.Fatalf("%+v %v", r, err)
	}
	if _, err := parseCommand(base, "game"); err == nil {
		t.Fatal("/game without a subcommand parsed")
	}
}

// TestConsoleSpeaksLikeAClient: help prints how to play, a move longer
// than Discord lets a user type is refused, and no mention prints raw.
func TestConsoleSpeaksLikeAClient(t *testing.T) {
	var out bytes.Buffer
	mg := session.NewManager(session.NewMemStore())
	c := attached(mg, &out)
	long := strings.Repeat("x", 101)
	script := "help\nalice: /play qwinto\nbob: 1\nalice: 4\nalice: /game move " + long + "\n"
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	first := games.All()[0].Info().Name
	for _, want := range []string{"alice: /play " + first + " bots:1", "#console/" + first + "-alice", "notation takes at most 100 characters"} {
		if !strings.Contains(got, want) {
			t.Errorf("the console lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "<@") {
		t.Errorf("raw mention markup printed:\n%s", got)
	}
}

// TestAutocompleteWithQuestionMark: an option ending in "?" asks for the
// suggestions Discord shows while it is typed, and plays nothing.
func TestAutocompleteWithQuestionMark(t *testing.T) {
	r, err := parseCommand(commands.Request{}, "game move pl?")
	if err != nil || r.Kind != commands.KindAutocomplete || r.Focused != "notation" || r.Options["notation"] != "pl" {
		t.Fatalf("/game move pl? = %+v, %v; want an autocomplete of notation \"pl\"", r, err)
	}
	var out bytes.Buffer
	c := attached(session.NewManager(session.NewMemStore()), &out)
	script := "alice: /play qwinto\nalice: /game start\nalice: /game move ro?\nalice: /game move zz?\n"
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"  1. roll blue\n", "  (no suggestions)\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("the console lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "is no move") {
		t.Errorf("a question was played as a move:\n%s", got)
	}
}
