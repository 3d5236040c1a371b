package console

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// Console is a guild of channels played from text lines, and the
// transport of the board's life that answers them (Attach): each line is
// an interaction that bot.Bot answers through the line's exchange, and
// every message the bot posts or edits, boards and deadlines' included,
// is printed.
type Console struct {
	matches *session.Manager
	life    *bot.Bot
	out     io.Writer
	guild   string
	// mu guards msgs, seq, forms and out: a line's parsing and every
	// message printed, whether a line's or a deadline's, take it.
	mu sync.Mutex
	// msgs are the messages of each channel, by channel name.
	msgs map[string]*messages
	seq  int
	// forms are the modals open, by user.
	forms map[string]*form

	clock  *Clock
	runDue func(context.Context) (time.Time, error)

	// pictureDir is where WritePictures has pictures written; pictures
	// counts those written. Both are guarded by mu.
	pictureDir string
	pictures   int

	// locale is the console server's Discord locale (its public
	// messages' language unless /settings language says otherwise, and
	// every user's until they choose one); locales are those chosen by
	// a user's "locale <code>" line. Both are guarded by mu.
	locale  string
	locales map[string]string
}

// New returns a Console of the matches of matches that writes to out. It
// answers nothing until a board's life is attached (Attach).
func New(matches *session.Manager, out io.Writer) *Console {
	return &Console{matches: matches, out: out, guild: "console", msgs: map[string]*messages{},
		forms: map[string]*form{}, locales: map[string]string{}}
}

// SetLocale makes code (a Discord locale such as "fr" or "pt-BR") the
// console server's locale, as quintet console --locale does; a code
// Quintet does not speak is refused.
func (c *Console) SetLocale(code string) error {
	if !locale.Known(code) {
		return fmt.Errorf("console: no language %q (try %s)", code, knownLocales())
	}
	c.mu.Lock()
	c.locale = code
	c.mu.Unlock()
	return nil
}

// langOf is the language a message seen by to alone speaks (to's
// locale, else the server's), or for a public message ("" to) the
// server's; the caller holds c.mu.
func (c *Console) langOf(to string) locale.Lang {
	if l, ok := c.locales[to]; ok && to != "" {
		return locale.Of(l)
	}
	return locale.Of(c.locale)
}

// knownLocales lists the codes SetLocale and "locale" lines take.
func knownLocales() string {
	var codes []string
	for _, l := range locale.Langs {
		codes = append(codes, string(l))
	}
	return strings.Join(codes, ", ")
}

// userLocale reads "<user>: locale <code>", which sets the Discord
// locale of user's later lines; ok is false for any other line.
func (c *Console) userLocale(line string) (ok bool, err error) {
	user, rest, found := strings.Cut(line, ":")
	code, isLocale := strings.CutPrefix(strings.TrimSpace(rest), "locale ")
	user, code = strings.TrimSpace(user), strings.TrimSpace(code)
	if !found || !isLocale || user == "" || strings.ContainsAny(user, " #") {
		return false, nil
	}
	if !locale.Known(code) {
		return true, fmt.Errorf("console: no language %q (try %s)", code, knownLocales())
	}
	c.mu.Lock()
	c.locales[user] = code
	c.mu.Unlock()
	return true, nil
}

// Attach has life answer the console's lines; life sends through the
// Console (bot.New(matches, router, console, ...)). It must come before
// the first line.
func (c *Console) Attach(life *bot.Bot) { c.life = life }

// Run plays every line of in until EOF or ctx ends. Bad lines are reported
// and skipped; Run returns only read errors.
func (c *Console) Run(ctx context.Context, in io.Reader) error {
	if interactive(in) {
		fmt.Fprintln(c.out, Greeting())
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
		_, err := io.WriteString(c.out, Help())
		return err
	}
	if ok, err := c.threadLine(ctx, line); ok {
		return err
	}
	if ok, err := c.userLocale(line); ok {
		return err
	}
	channel, line, comment := splitChannel(line)
	if comment {
		return nil
	}
	return c.play(ctx, channel, line)
}

// play plays one user's line in channel: the attached board's life
// answers it, and delivers its board, before play returns.
func (c *Console) play(ctx context.Context, channel, line string) error {
	if c.life == nil {
		return errors.New("console: nothing answers the lines (no Attach)")
	}
	c.mu.Lock()
	user, req, err := c.parse(channel, line)
	if err == nil {
		c.seq++
		req.ID = fmt.Sprint(c.seq)
	}
	c.mu.Unlock()
	if err != nil {
		return err
	}
	return c.life.Serve(ctx, bot.Interaction{Request: req, Exchange: &exchange{c: c, user: user}, Received: time.Now()})
}

// parse reads "<user>: <what they do>" in channel; the caller holds c.mu.
func (c *Console) parse(channel, line string) (string, *commands.Request, error) {
	user, rest, ok := strings.Cut(line, ":")
	user, rest = strings.TrimSpace(user), strings.TrimSpace(rest)
	if !ok || user == "" || rest == "" {
		return "", nil, fmt.Errorf("write lines as  name: /command  or  name: <component number>")
	}
	req, err := c.request(channel, user, rest)
	return user, req, err
}

// request parses the part after "name:".
func (c *Console) request(channel, user, rest string) (*commands.Request, error) {
	// Whoever types at the console manages its one server.
	base := commands.Request{Guild: c.guild, Channel: channel, User: commands.User{ID: user, Name: user}, CanManageGuild: true,
		Locale: c.locale, GuildLocale: c.locale}
	if l, ok := c.locales[user]; ok {
		base.Locale = l
	}
	c.withThreads(&base)
	if strings.HasPrefix(rest, "/") {
		return parseCommand(base, rest[1:])
	}
	if values, ok := strings.CutPrefix(rest, "form "); ok {
		return c.submit(base, values)
	}
	return c.table(channel).click(base, rest)
}
