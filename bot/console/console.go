package console

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// Console is one channel played from text lines.
type Console struct {
	router  *commands.Router
	matches *session.Manager
	out     io.Writer
	channel string
	guild   string
	msgs    *messages
	seq     int
	// mu serializes lines and deadline posts on msgs, seq and out.
	mu sync.Mutex

	clock  *Clock
	runDue func(context.Context) error
	// forms are the modals open, by user.
	forms map[string]*form
}

// New returns a Console that writes to out.
func New(router *commands.Router, matches *session.Manager, out io.Writer) *Console {
	return &Console{router: router, matches: matches, out: out, channel: "console", guild: "console", msgs: newMessages(),
		forms: map[string]*form{}}
}

// Run plays every line of in until EOF or ctx ends. Bad lines are reported
// and skipped; Run returns only read errors.
func (c *Console) Run(ctx context.Context, in io.Reader) error {
	if interactive(in) {
		fmt.Fprintln(c.out, Greeting)
	}
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c.mu.Lock()
		fmt.Fprintf(c.out, "> %s\n", line)
		c.mu.Unlock()
		if err := c.Line(ctx, line); err != nil {
			c.mu.Lock()
			fmt.Fprintf(c.out, "! %v\n", err)
			c.mu.Unlock()
		}
	}
	return sc.Err()
}

// Line plays one line: "<user>: /command ...", "<user>: <n> [value]",
// "<user>: form <value> ..." (the fields of a form the bot opened) or
// "wait <duration>".
func (c *Console) Line(ctx context.Context, line string) error {
	if d, ok := strings.CutPrefix(line, "wait "); ok {
		return c.wait(ctx, d)
	}
	if line == "help" {
		c.mu.Lock()
		defer c.mu.Unlock()
		_, err := io.WriteString(c.out, Help)
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	user, rest, ok := strings.Cut(line, ":")
	user, rest = strings.TrimSpace(user), strings.TrimSpace(rest)
	if !ok || user == "" || rest == "" {
		return fmt.Errorf("write lines as  name: /command  or  name: <component number>")
	}
	req, err := c.request(user, rest)
	if err != nil {
		return err
	}
	c.seq++
	req.ID = fmt.Sprint(c.seq)
	reply := c.router.Handle(ctx, req)
	if req.Kind == commands.KindAutocomplete {
		for i, ch := range reply.Choices {
			fmt.Fprintf(c.out, "  %d. %s\n", i+1, ch.Name)
		}
		return nil
	}
	err = commands.Deliver(ctx, &sink{c: c, user: user}, c.matches.Store(), req, reply)
	if errors.Is(err, commands.ErrRetire) {
		return nil // a board from an earlier run: nothing to retire here
	}
	return err
}

// request parses the part after "name:".
func (c *Console) request(user, rest string) (*commands.Request, error) {
	base := commands.Request{Guild: c.guild, Channel: c.channel, User: commands.User{ID: user, Name: user}}
	if strings.HasPrefix(rest, "/") {
		return parseCommand(base, rest[1:])
	}
	if values, ok := strings.CutPrefix(rest, "form "); ok {
		return c.submit(base, values)
	}
	return c.msgs.click(base, rest)
}
