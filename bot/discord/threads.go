package discord

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// A match may live in a public thread of its own (/play thread:true).
// The bot opens the thread with the bot token (through the budget, as
// every bot-token request), renames it after all the players when the
// game starts (as its owner, which needs no permission), and follows
// what members do to it by hand: archiving or locking it shuts it, and
// the match waits, its clock stopped, until it is open again
// (session.Manager.ShutThread); deleting it cancels the match, whose
// record stays. It learns of this from the
// gateway (THREAD_UPDATE, THREAD_DELETE) or, without one (the
// interactions endpoint) or when an event was missed, from Discord's
// answer to a post in the thread (50083 archived thread, 10003 unknown
// channel). The players read why in the thread's parent channel.

// threadArchive is the auto-archive duration of a match's thread, in
// minutes: a week, Discord's longest.
const threadArchive = 10080

// Discord's JSON error codes about threads.
const (
	codeUnknownChannel   = 10003
	codeWrongChannelType = 50024
	codeArchivedThread   = 50083
)

// threadTimeout bounds the handling of one thread event.
const threadTimeout = time.Minute

// discordThreads opens and renames threads through REST
// (commands.ThreadOpener, commands.ThreadRenamer), for the board's life,
// which calls it with no channel's lock held.
type discordThreads struct{ s *discordgo.Session }

// OpenThread opens a public thread of parent, once: a thread is not
// asked for again after a 5xx, which may have made it.
func (d discordThreads) OpenThread(ctx context.Context, parent, name string) (string, error) {
	ch, err := d.s.ThreadStartComplex(parent, &discordgo.ThreadStart{
		Name: name, Type: discordgo.ChannelTypeGuildPublicThread, AutoArchiveDuration: threadArchive,
	}, discordgo.WithContext(ctx))
	err = classify(err)
	switch {
	case errors.Is(err, bot.ErrForbidden):
		return "", errors.Join(commands.ErrThreadForbidden, err)
	case discordCode(err) == codeWrongChannelType:
		return "", errors.Join(commands.ErrNestedThread, err)
	case err != nil:
		return "", err
	}
	return ch.ID, nil
}

// RenameThread gives thread the name through REST (PATCH, the thread's
// owner needs no permission for it), unless the gateway's state shows it
// has it already: Discord allows two renames of a channel in ten
// minutes. A 5xx or a 429 is tried again after a while, as a board's
// post is (boardBackoff); the board's life calls it with no lock held.
func (d discordThreads) RenameThread(ctx context.Context, thread, name string) error {
	if d.s.State != nil {
		if ch, err := d.s.State.Channel(thread); err == nil && ch.Name == name {
			return nil
		}
	}
	return retrying(ctx, boardBackoff, func() error {
		_, err := d.s.ChannelEdit(thread, &discordgo.ChannelEdit{Name: name}, discordgo.WithContext(ctx))
		return err
	})
}

// discordCode is the JSON error code of a REST error, 0 when none.
func discordCode(err error) int {
	var rest *discordgo.RESTError
	if errors.As(err, &rest) && rest.Message != nil {
		return rest.Message.Code
	}
	return 0
}

// inThread reports whether the gateway's state knows channel as a
// thread; false when it does not know (the endpoint has no state), and
// then opening a thread in it fails with 50024.
func (b *Bot) inThread(channel string) bool {
	if b.s.State == nil {
		return false
	}
	ch, err := b.s.State.Channel(channel)
	return err == nil && ch.IsThread()
}

// withThreads gives a request what it needs to open threads: whether it
// comes from a thread, as the endpoint read it from the interaction's own
// channel object, or else as the gateway's state knows its channel.
func (b *Bot) withThreads(req *commands.Request) {
	_, sent := b.fromThread.LoadAndDelete(req.ID)
	req.Threads, req.InThread = discordThreads{s: b.s}, sent || b.inThread(req.Channel)
}

// sentFromThread reports whether an interaction's body (as the endpoint
// receives it) carries a channel object of a thread's type; discordgo's
// Interaction keeps only the channel's id.
func sentFromThread(body []byte) bool {
	var v struct {
		Channel *struct {
			Type discordgo.ChannelType `json:"type"`
		} `json:"channel"`
	}
	if json.Unmarshal(body, &v) != nil || v.Channel == nil {
		return false
	}
	return (&discordgo.Channel{Type: v.Channel.Type}).IsThread()
}

// onThreadUpdate pauses the match of a thread that was archived or
// locked, and lets it go on once the thread is open again.
func (b *Bot) onThreadUpdate(_ *discordgo.Session, u *discordgo.ThreadUpdate) {
	defer bot.Guard(b.log, "thread update")
	if u == nil || u.Channel == nil || u.ThreadMetadata == nil || !b.shard.Owns(u.GuildID) || !b.begin() {
		return
	}
	defer b.life.Done()
	ctx, cancel := context.WithTimeout(context.Background(), threadTimeout)
	defer cancel()
	if u.ThreadMetadata.Archived || u.ThreadMetadata.Locked {
		b.shutThread(ctx, u.ID, u.ParentID)
		return
	}
	b.reopenThread(ctx, u.ID)
}

// onThreadDelete cancels the match of a deleted thread.
func (b *Bot) onThreadDelete(_ *discordgo.Session, d *discordgo.ThreadDelete) {
	defer bot.Guard(b.log, "thread delete")
	if d == nil || d.Channel == nil || !b.shard.Owns(d.GuildID) || !b.begin() {
		return
	}
	defer b.life.Done()
	ctx, cancel := context.WithTimeout(context.Background(), threadTimeout)
	defer cancel()
	b.threadDeleted(ctx, d.ID, d.ParentID)
}

// threadFailed reads a failed post or edit in channel for news of its
// thread: archived (and locked, or the bot could not unarchive it), or
// gone. A channel without a match, or that is no thread a match knows
// of, is left alone.
func (b *Bot) threadFailed(ctx context.Context, channel string, err error) {
	switch discordCode(err) {
	case codeArchivedThread:
		b.shutThread(ctx, channel, "")
	case codeUnknownChannel:
		m, gerr := b.matches.Get(ctx, channel)
		if gerr == nil && m.Thread.Parent != "" {
			b.threadDeleted(ctx, channel, m.Thread.Parent)
		}
	}
}

// shutThread pauses the match of a shut thread and tells its parent.
func (b *Bot) shutThread(ctx context.Context, thread, parent string) {
	m, changed, err := b.matches.ShutThread(ctx, thread, parent)
	if err != nil || !changed {
		b.threadLog(thread, "shut", err)
		return
	}
	b.log.Info("thread shut: match paused", "thread", thread, "parent", m.Thread.Parent, "match", m.ID)
	b.tellThread(ctx, m.Thread.Parent, commands.ThreadShutNote(m, b.guildLang(ctx, m)))
}

// reopenThread lets the match of a thread open again go on, and says so
// in the thread.
func (b *Bot) reopenThread(ctx context.Context, thread string) {
	m, changed, err := b.matches.ReopenThread(ctx, thread)
	if err != nil || !changed {
		b.threadLog(thread, "reopen", err)
		return
	}
	b.log.Info("thread open again", "thread", thread, "match", m.ID)
	b.tellThread(ctx, thread, commands.ThreadOpenNote(m, b.guildLang(ctx, m)))
}

// threadDeleted cancels the match of a deleted thread and tells its
// parent.
func (b *Bot) threadDeleted(ctx context.Context, thread, parent string) {
	m, err := b.matches.Cancel(ctx, thread, "", true)
	if err != nil {
		b.threadLog(thread, "delete", err)
		return
	}
	if m.Thread.Parent != "" {
		parent = m.Thread.Parent
	}
	b.log.Info("thread deleted: match cancelled", "thread", thread, "parent", parent, "match", m.ID)
	b.tellThread(ctx, parent, commands.ThreadGoneNote(m, b.guildLang(ctx, m)))
}

// guildLang is the language of the public messages of m's server, as
// its settings keep it (commands.GuildLang).
func (b *Bot) guildLang(ctx context.Context, m *session.Match) locale.Lang {
	settings, _ := b.matches.Settings()
	return commands.GuildLang(ctx, settings, m.Guild, "")
}

// threadLog logs a thread event that changed nothing; a thread without
// a match is no news.
func (b *Bot) threadLog(thread, what string, err error) {
	if err != nil && !errors.Is(err, session.ErrNoMatch) {
		b.log.Warn("thread event not applied", "thread", thread, "event", what, "err", err)
	}
}

// tellThread posts a note about a match's thread in channel, pinging
// nobody.
func (b *Bot) tellThread(ctx context.Context, channel string, note *render.Message) {
	if channel == "" {
		return
	}
	if _, err := (&discordSink{s: b.s}).Post(ctx, channel, note); err != nil {
		b.log.Warn("thread note not posted", "channel", channel, "err", err)
	}
}

// threadWatch is a Transport that reads its failures for news of the
// channel's thread (Bot.threadFailed): the board's life posts and edits
// boards and reminders through it.
type threadWatch struct {
	bot.Transport
	b *Bot
}

func (w threadWatch) Post(ctx context.Context, channel string, m *render.Message) (string, error) {
	id, err := w.Transport.Post(ctx, channel, m)
	return id, w.b.watched(ctx, channel, err)
}

func (w threadWatch) Edit(ctx context.Context, channel, id string, m *render.Message) error {
	return w.b.watched(ctx, channel, w.Transport.Edit(ctx, channel, id, m))
}

// threadCarrier is threadWatch for a board carried on an interaction.
type threadCarrier struct {
	bot.Carrier
	b *Bot
}

func (w threadCarrier) Post(ctx context.Context, channel string, m *render.Message) (string, error) {
	id, err := w.Carrier.Post(ctx, channel, m)
	return id, w.b.watched(ctx, channel, err)
}

func (w threadCarrier) Edit(ctx context.Context, channel, id string, m *render.Message) error {
	return w.b.watched(ctx, channel, w.Carrier.Edit(ctx, channel, id, m))
}

// watched returns err, a post's or an edit's in channel, having told
// threadFailed of it when it is one.
func (b *Bot) watched(ctx context.Context, channel string, err error) error {
	if err != nil {
		b.threadFailed(ctx, channel, err)
	}
	return err
}
