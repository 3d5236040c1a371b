package console

import (
	"context"
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// A thread in the console is a channel named after its parent: /play
// qwinto thread:true in #console opens #console/qwinto-alice, where the
// lobby and the board go and where lines are typed as
// "#console/qwinto-alice bob: 1". The lines "close #<thread>", "open
// #<thread>" and "delete #<thread>" do what members do to a thread by
// hand: closing (archiving or locking) pauses its match with a line in
// the parent channel, opening lets it go on, deleting cancels it. A
// console thread keeps its first name (Discord's is renamed after all
// the players at the start): its name is how lines reach it.

// threadSep separates a thread's name from its parent's.
const threadSep = "/"

// threads opens console threads: channels named parent/name.
type threads struct{ c *Console }

// OpenThread implements commands.ThreadOpener. A name already taken gets
// a number.
func (t threads) OpenThread(_ context.Context, parent, name string) (string, error) {
	if strings.Contains(parent, threadSep) {
		return "", commands.ErrNestedThread
	}
	t.c.mu.Lock()
	defer t.c.mu.Unlock()
	id := parent + threadSep + name
	for n := 2; t.taken(id); n++ {
		id = fmt.Sprintf("%s%s%s-%d", parent, threadSep, name, n)
	}
	t.c.table(id)
	return id, nil
}

// taken reports whether a channel of that name has messages or a match;
// the caller holds c.mu.
func (t threads) taken(id string) bool {
	if _, ok := t.c.msgs[id]; ok {
		return true
	}
	_, err := t.c.matches.Get(context.Background(), id)
	return err == nil
}

// withThreads lets a request of channel open threads.
func (c *Console) withThreads(r *commands.Request) {
	r.Threads, r.InThread = threads{c}, strings.Contains(r.Channel, threadSep)
}

// threadLine plays "close #t", "open #t" or "delete #t"; ok is false for
// any other line.
func (c *Console) threadLine(ctx context.Context, line string) (ok bool, err error) {
	verb, arg, _ := strings.Cut(line, " ")
	if verb != "close" && verb != "open" && verb != "delete" {
		return false, nil
	}
	thread, isChannel := strings.CutPrefix(strings.TrimSpace(arg), "#")
	parent, _, isThread := cutLast(thread, threadSep)
	if !isChannel || !isThread || strings.ContainsAny(thread, " \t") {
		return true, fmt.Errorf("write  %s #<channel>/<thread>", verb)
	}
	var where string
	var note *render.Message
	switch verb {
	case "close":
		m, changed, err := c.matches.ShutThread(ctx, thread, parent)
		if err != nil || !changed {
			return true, err
		}
		where, note = m.Thread.Parent, commands.ThreadShutNote(m, c.guildLang(ctx, m))
	case "open":
		m, changed, err := c.matches.ReopenThread(ctx, thread)
		if err != nil || !changed {
			return true, err
		}
		where, note = thread, commands.ThreadOpenNote(m, c.guildLang(ctx, m))
	case "delete":
		m, err := c.matches.Cancel(ctx, thread, "", true)
		if err != nil {
			return true, err
		}
		c.mu.Lock()
		delete(c.msgs, thread)
		c.mu.Unlock()
		where, note = parent, commands.ThreadGoneNote(m, c.guildLang(ctx, m))
	}
	_, err = c.Post(ctx, where, note)
	return true, err
}

// guildLang is the language of the public messages of m's server: its
// settings', else the console's Discord locale (commands.GuildLang).
func (c *Console) guildLang(ctx context.Context, m *session.Match) locale.Lang {
	c.mu.Lock()
	code := c.locale
	c.mu.Unlock()
	settings, _ := c.matches.Settings()
	return commands.GuildLang(ctx, settings, m.Guild, code)
}

// cutLast cuts s around the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}
