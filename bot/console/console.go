package console

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// Console is a guild of channels played from text lines.
type Console struct {
	router  *commands.Router
	matches *session.Manager
	out     io.Writer
	guild   string
	// msgs are the messages of each channel, by channel name.
	msgs map[string]*messages
	seq  int
	// mu serializes lines and deadline posts on msgs, seq and out.
	mu sync.Mutex

	clock  *Clock
	runDue func(context.Context) error
	// forms are the modals open, by user.
	forms map[string]*form
	// notify, when set, is told of the players a new board waits on.
	notify Notifier
}

// New returns a Console that writes to out.
func New(router *commands.Router, matches *session.Manager, out io.Writer) *Console {
	return &Console{router: router, matches: matches, out: out, guild: "console", msgs: map[string]*messages{},
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
		if line == "" || isComment(line) {
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
// "<user>: form <value> ..." (the fields of a form the bot opened), any
// of these after a channel ("#games alice: /play qwinto"; without one,
// the channel "console"), or "wait <duration>". A comment does nothing.
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
	if ok, err := c.threadLine(ctx, line); ok {
		return err
	}
	channel, line, comment := splitChannel(line)
	if comment {
		return nil
	}
	board, err := c.play(ctx, channel, line)
	if board != nil {
		c.notifyTurn(ctx, line, board)
	}
	return err
}

// play plays one user's line in channel and returns the board it
// delivered, if any.
func (c *Console) play(ctx context.Context, channel, line string) (*commands.Board, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	user, rest, ok := strings.Cut(line, ":")
	user, rest = strings.TrimSpace(user), strings.TrimSpace(rest)
	if !ok || user == "" || rest == "" {
		return nil, fmt.Errorf("write lines as  name: /command  or  name: <component number>")
	}
	req, err := c.request(channel, user, rest)
	if err != nil {
		return nil, err
	}
	c.seq++
	req.ID = fmt.Sprint(c.seq)
	reply := c.router.Handle(ctx, req)
	if req.Kind == commands.KindAutocomplete {
		for i, ch := range reply.Choices {
			fmt.Fprintf(c.out, "  %d. %s\n", i+1, ch.Name)
		}
		return nil, nil
	}
	err = bot.Deliver(ctx, &sink{c: c, user: user}, c.matches.Store(), req, reply)
	if errors.Is(err, bot.ErrRetire) {
		err = nil // a board from an earlier run: nothing to retire here
	}
	return reply.Board, err
}

// request parses the part after "name:".
func (c *Console) request(channel, user, rest string) (*commands.Request, error) {
	// Whoever types at the console manages its one server.
	base := commands.Request{Guild: c.guild, Channel: channel, User: commands.User{ID: user, Name: user}, CanManageGuild: true}
	c.withThreads(&base)
	if strings.HasPrefix(rest, "/") {
		return parseCommand(base, rest[1:])
	}
	if values, ok := strings.CutPrefix(rest, "form "); ok {
		return c.submit(base, values)
	}
	return c.table(channel).click(base, rest)
}
