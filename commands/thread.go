package commands

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// optThread is the /play option that opens the match in a thread of its
// own; without it, the server's default (/settings thread) decides.
const optThread = "thread"

// ThreadOpener opens public threads; a transport that can gives one to
// each Request (Request.Threads). Handlers never call it: a reply asks
// for the thread (Reply.Thread) and the board's life opens it through
// the request's opener once the channel's lock is let go.
type ThreadOpener interface {
	// OpenThread opens a public thread called name in channel parent and
	// returns its id. It fails with ErrNestedThread when parent is itself
	// a thread, and with ErrThreadForbidden when the app may not open
	// threads or post in them there.
	OpenThread(ctx context.Context, parent, name string) (string, error)
}

// ThreadRenamer renames a thread; a ThreadOpener may be one. As for
// ThreadOpener, handlers ask for it (Reply.Rename) and never call it.
type ThreadRenamer interface {
	// RenameThread gives thread the name, if it has another.
	RenameThread(ctx context.Context, thread, name string) error
}

// ThreadWanted is a reply's ask for a public thread called Name in
// channel Parent, made with the request's ThreadOpener outside the
// channel's lock. Router.Opened finishes the handler's work with the
// thread's id or the error opening it gave.
type ThreadWanted struct {
	Parent, Name string
	// opened makes the reply once the thread is open (id) or failed
	// (err); it runs under no lock of Parent, and its Manager calls take
	// the thread's.
	opened func(ctx context.Context, id string, err error) (*Reply, error)
}

// ThreadRename asks that Thread be named Name.
type ThreadRename struct {
	Thread, Name string
}

// renameThread is the rename of the thread made for a match that has
// just started, after its game and all its players (it was named after
// those seated when /play opened it); nil for a match that has no thread
// of its own. A failure to rename changes nothing else: the game goes on
// in a thread with its first name.
func renameThread(r *Request, m *session.Match) *ThreadRename {
	if m.Thread.Parent == "" || m.Channel != r.Channel {
		return nil
	}
	var names []string
	for _, p := range m.Players {
		names = append(names, p.Name)
	}
	return &ThreadRename{Thread: m.Channel, Name: ThreadName(m.Game, names)}
}

// The ways opening a thread fails that players are told of.
var (
	// ErrNestedThread: a thread cannot be opened in a thread.
	ErrNestedThread = errors.New("commands: a thread cannot hold a thread")
	// ErrThreadForbidden: the app lacks a permission to open the thread.
	ErrThreadForbidden = errors.New("commands: not allowed to open a thread here")
)

// ThreadPermissions are the permissions the app needs in a channel to play
// a match in a thread of it, besides BoardPermissions.
var ThreadPermissions = []struct {
	Bit  int64
	Name string
}{
	{discordgo.PermissionCreatePublicThreads, "Create Public Threads"},
	{discordgo.PermissionSendMessagesInThreads, "Send Messages in Threads"},
}

// MissingThreadPermissions names the thread permissions that perms (an
// interaction's app_permissions) lacks, in ThreadPermissions' order.
func MissingThreadPermissions(perms int64) []string {
	var out []string
	for _, p := range ThreadPermissions {
		if perms&p.Bit == 0 && perms&discordgo.PermissionAdministrator == 0 {
			out = append(out, p.Name)
		}
	}
	return out
}

// cannotOpenThread is the line that names the permissions missing to open
// a thread, all of them when not known, in l.
func cannotOpenThread(l locale.Lang, missing []string) string {
	if len(missing) == 0 {
		missing = []string{ThreadPermissions[0].Name, ThreadPermissions[1].Name}
	}
	return l.Say("perm.cannot_open_thread", permissionList(l, missing))
}

// placeMatch decides where /play opens req's match: in the request's
// channel (false), or, when /play asks for a thread (thread:true, or the
// server's default), in a new public thread of it (true), which the
// reply asks for (threadReply). Every check is made before the thread is
// asked for, so that a refused /play leaves no empty thread.
func (a *App) placeMatch(ctx context.Context, r *Request, req *session.OpenRequest) (bool, error) {
	want, asked, err := a.wantsThread(ctx, r)
	if err != nil || !want {
		return false, err
	}
	switch {
	case r.Guild == "":
		return false, refuse("thread.refuse.dm")
	case r.InThread && !asked:
		return false, nil // the server's default: the thread is where the game goes
	case r.InThread:
		return false, refuse("thread.refuse.nested")
	case r.Threads == nil:
		return false, refuse("thread.refuse.none")
	}
	if r.KnowsAppPermissions {
		if missing := MissingThreadPermissions(r.AppPermissions); len(missing) > 0 {
			return false, refusal(cannotOpenThread(privateLang(r), missing))
		}
	}
	if err := req.Check(); err != nil {
		return false, err
	}
	return true, nil
}

// threadReply asks for the thread of req's match; once it is open, the
// lobby opens in it, req.Channel being the thread and req.Parent the
// channel of r.
func (a *App) threadReply(r *Request, req session.OpenRequest) *Reply {
	parent, perms := r.Channel, r.AppPermissions
	return &Reply{Thread: &ThreadWanted{
		Parent: parent, Name: ThreadName(req.Game, seatedNames(&req)),
		opened: func(ctx context.Context, id string, err error) (*Reply, error) {
			switch {
			case errors.Is(err, ErrNestedThread):
				return nil, refuse("thread.refuse.nested")
			case errors.Is(err, ErrThreadForbidden):
				return nil, refusal(cannotOpenThread(privateLang(r), MissingThreadPermissions(perms)))
			case err != nil:
				return nil, fmt.Errorf("commands: open a thread: %w", err)
			}
			req.Channel, req.Parent = id, parent
			reply, err := a.openLobby(ctx, req, privateLang(r))
			if err != nil {
				return nil, err
			}
			reply.Message = threadLobbyNote(a.publicLang(ctx, r), req.Host.Name, reply.Board.Match)
			return reply, nil
		},
	}}
}

// wantsThread reads /play's thread option, or without it the server's
// default; asked reports that the option was given. An empty value is
// the default; one that is not a boolean is refused.
func (a *App) wantsThread(ctx context.Context, r *Request) (want, asked bool, err error) {
	if v := r.Options[optThread]; v != "" {
		want, err := strconv.ParseBool(v)
		if err != nil {
			return false, true, refuse("thread.refuse.value")
		}
		return want, true, nil
	}
	s, ok := a.settings()
	if !ok || r.Guild == "" {
		return false, false, nil
	}
	g, err := s.GuildSettings(ctx, r.Guild)
	return g.Threads, false, err
}

// seatedNames are the names of the seats a lobby opens with: the host's,
// then the bots'.
func seatedNames(req *session.OpenRequest) []string {
	names := []string{req.Host.Name}
	for _, p := range req.Others {
		names = append(names, p.Name)
	}
	for i := range req.Bots {
		names = append(names, fmt.Sprintf("bot %d", len(req.Others)+i+2))
	}
	return names
}

// maxThreadName is the longest name Discord gives a thread, in UTF-16
// code units.
const maxThreadName = 100

// ThreadName is the name of a match's thread: the game and the players'
// names in lower case, each reduced to letters and digits joined by
// hyphens ("qwinto-alice-bob"), at most 100 UTF-16 code units, cut at a
// whole name where it can be. Nothing in it can mention, link or format.
func ThreadName(game string, names []string) string {
	out := slug(game)
	if out == "" {
		out = "game"
	}
	for _, n := range names {
		s := slug(n)
		if s == "" {
			continue
		}
		if units(out)+1+units(s) > maxThreadName {
			if units(out) < maxThreadName/2 {
				out = cutUnits(out+"-"+s, maxThreadName)
			}
			break
		}
		out += "-" + s
	}
	return cutUnits(out, maxThreadName)
}

// slug keeps the letters and digits of s in lower case, every other run
// of characters becoming one hyphen, none at either end.
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(unicode.ToLower(r))
			dash = false
			continue
		}
		dash = true
	}
	return b.String()
}

// units is the length of s in UTF-16 code units, as Discord counts.
func units(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// cutUnits cuts s to at most n UTF-16 code units at a character boundary,
// without a hyphen at the end.
func cutUnits(s string, n int) string {
	used := 0
	for i, r := range s {
		if used+utf16.RuneLen(r) > n {
			return strings.TrimRight(s[:i], "-")
		}
		used += utf16.RuneLen(r)
	}
	return s
}

// threadOption is /play's thread option.
func threadOption() *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionBoolean, Name: optThread,
		Description: "Play in a new thread of this channel (default: the server's /settings thread)",
	}
}

// threadSetting is /settings thread default:on|off.
func threadSetting() *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionSubCommand, Name: "thread",
		Description: "Whether /play opens each game in a new thread by default",
		Options: []*discordgo.ApplicationCommandOption{{
			Type: discordgo.ApplicationCommandOptionString, Name: "default", Description: "A thread for each game (on) or games in the channel (off)",
			Required: true, Choices: []*discordgo.ApplicationCommandOptionChoice{{Name: "on", Value: "on"}, {Name: "off", Value: "off"}},
		}},
	}
}

// settingsThread sets the server's default for /play's thread option:
// /settings thread default:on|off; Manage Server only.
func (a *App) settingsThread(ctx context.Context, r *Request) (*Reply, error) {
	if !r.CanManageGuild {
		return nil, refuse("settings.refuse.not_manager")
	}
	s, ok := a.settings()
	if !ok {
		return nil, refuse("settings.refuse.not_kept")
	}
	on := r.Options["default"]
	if on != "on" && on != "off" {
		return nil, refuse("settings.thread.refuse.default")
	}
	g, err := s.GuildSettings(ctx, r.Guild)
	if err != nil {
		return nil, err
	}
	g.Threads = on == "on"
	if err := s.SetGuildSettings(ctx, r.Guild, g); err != nil {
		return nil, err
	}
	if g.Threads {
		return Ephemeral(privateLang(r).Say("settings.thread.on")), nil
	}
	return Ephemeral(privateLang(r).Say("settings.thread.off")), nil
}
