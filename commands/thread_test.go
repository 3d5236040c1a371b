package commands

import (
	"context"
	"errors"
	"fmt"
	"github.com/quintetbot/quintet/games/locale"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/session"
)

// fakeThreads opens threads "t1", "t2", ... or fails with err.
type fakeThreads struct {
	err     error
	opened  []string // "parent/name"
	renamed []string // "thread/name"
}

func (f *fakeThreads) RenameThread(_ context.Context, thread, name string) error {
	f.renamed = append(f.renamed, thread+"/"+name)
	return nil
}

func (f *fakeThreads) OpenThread(_ context.Context, parent, name string) (string, error) {
	if f.err != nil {
		return "", f.err
	}
	f.opened = append(f.opened, parent+"/"+name)
	return fmt.Sprintf("t%d", len(f.opened)), nil
}

// handleWithThreads routes r as the board's life does: a thread the
// reply asks for is opened with r.Threads, outside the handler, and the
// reply made by Router.Opened; a rename asked for is made after.
func handleWithThreads(rt *Router, r *Request) *Reply {
	ctx := context.Background()
	reply := rt.Handle(ctx, r)
	if t := reply.Thread; t != nil {
		id, err := r.Threads.OpenThread(ctx, t.Parent, t.Name)
		reply = rt.Opened(ctx, r, t, id, err)
	}
	if rn, ok := r.Threads.(ThreadRenamer); ok && reply.Rename != nil {
		_ = rn.RenameThread(ctx, reply.Rename.Thread, reply.Rename.Name)
	}
	return reply
}

const threadPerms = discordgo.PermissionSendMessages | discordgo.PermissionEmbedLinks | discordgo.PermissionAttachFiles |
	discordgo.PermissionCreatePublicThreads | discordgo.PermissionSendMessagesInThreads

// TestPlayInAThread: /play thread:true (or the server's default) opens the
// lobby in a new thread named after the game and players; every misuse
// is refused in one private line and opens neither thread nor match.
func TestPlayInAThread(t *testing.T) {
	tests := []struct {
		name     string
		guild    string
		opts     map[string]string
		perms    int64
		inThread bool
		noOpener bool
		openErr  error
		serverOn bool
		want     string // the private refusal; "" when a lobby opens
		thread   string // the thread opened, as parent/name
		channel  string // where the lobby is
	}{
		{name: "thread", guild: "g", opts: map[string]string{"thread": "true", "bots": "1"}, perms: threadPerms,
			thread: "c/qwinto-alice-bot-2", channel: "t1"},
		{name: "no thread", guild: "g", opts: map[string]string{"thread": "false"}, perms: threadPerms, serverOn: true, channel: "c"},
		{name: "server default", guild: "g", opts: map[string]string{}, perms: threadPerms, serverOn: true,
			thread: "c/qwinto-alice", channel: "t1"},
		{name: "server default in a thread", guild: "g", opts: map[string]string{}, perms: threadPerms, serverOn: true, inThread: true, channel: "c"},
		{name: "administrator", guild: "g", opts: map[string]string{"thread": "true"}, perms: discordgo.PermissionAdministrator,
			thread: "c/qwinto-alice", channel: "t1"},
		{name: "in a thread", guild: "g", opts: map[string]string{"thread": "true"}, perms: threadPerms, inThread: true,
			want: locale.English.Say("thread.refuse.nested")},
		{name: "thread found a thread", guild: "g", opts: map[string]string{"thread": "true"}, perms: threadPerms, openErr: ErrNestedThread,
			want: locale.English.Say("thread.refuse.nested")},
		{name: "direct messages", opts: map[string]string{"thread": "true"}, perms: threadPerms, want: locale.English.Say("thread.refuse.dm")},
		{name: "no opener", guild: "g", opts: map[string]string{"thread": "true"}, perms: threadPerms, noOpener: true, want: locale.English.Say("thread.refuse.none")},
		{name: "no create", guild: "g", opts: map[string]string{"thread": "true"}, perms: threadPerms &^ discordgo.PermissionCreatePublicThreads,
			want: "I can't open a thread here: I need Create Public Threads in this channel."},
		{name: "no send in threads", guild: "g", opts: map[string]string{"thread": "true"}, perms: threadPerms &^ discordgo.PermissionSendMessagesInThreads,
			want: "I can't open a thread here: I need Send Messages in Threads in this channel."},
		{name: "server default, no permission", guild: "g", opts: map[string]string{}, serverOn: true,
			perms: threadPerms &^ (discordgo.PermissionCreatePublicThreads | discordgo.PermissionSendMessagesInThreads),
			want:  "I can't open a thread here: I need Create Public Threads and Send Messages in Threads in this channel."},
		{name: "refused by Discord", guild: "g", opts: map[string]string{"thread": "true"}, perms: threadPerms, openErr: ErrThreadForbidden,
			want: "I can't open a thread here: I need Create Public Threads and Send Messages in Threads in this channel."},
		{name: "not a boolean", guild: "g", opts: map[string]string{"thread": "perhaps"}, perms: threadPerms, serverOn: true,
			want: "Thread must be true or false."},
		{name: "bad options open no thread", guild: "g", opts: map[string]string{"thread": "true", "bots": "9"}, perms: threadPerms,
			want: "Qwinto seats at most 6 players."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			store := session.NewMemStore()
			mg := session.NewManager(store)
			if tc.serverOn {
				if err := store.SetGuildSettings(context.Background(), "g", session.GuildSettings{Threads: true}); err != nil {
					t.Fatal(err)
				}
			}
			rt := NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil)))
			threads := &fakeThreads{err: tc.openErr}
			r := &Request{Kind: KindCommand, ID: "1", Guild: tc.guild, Channel: "c", User: User{ID: "u", Name: "Alice"},
				Command: "play qwinto", Options: tc.opts, AppPermissions: tc.perms, KnowsAppPermissions: true,
				InThread: tc.inThread, Threads: threads}
			if tc.noOpener {
				r.Threads = nil
			}
			reply := handleWithThreads(rt, r)
			if tc.want != "" {
				if reply.Message == nil || !reply.Message.Ephemeral || reply.Message.Content != tc.want || reply.Board != nil {
					t.Fatalf("reply %+v, want the private line %q", reply.Message, tc.want)
				}
				if len(threads.opened) != 0 {
					t.Fatalf("threads opened: %v", threads.opened)
				}
				for _, ch := range []string{"c", "t1"} {
					if _, err := mg.Get(context.Background(), ch); !errors.Is(err, session.ErrNoMatch) {
						t.Fatalf("a match in %s: %v", ch, err)
					}
				}
				return
			}
			if got := strings.Join(threads.opened, ","); got != tc.thread {
				t.Fatalf("threads opened %q, want %q", got, tc.thread)
			}
			m, err := mg.Get(context.Background(), tc.channel)
			if err != nil || reply.Board == nil || reply.Board.Channel != tc.channel {
				t.Fatalf("no lobby in %s: %v, reply %+v", tc.channel, err, reply.Message)
			}
			if tc.thread != "" {
				if m.Thread.Parent != "c" || !strings.Contains(reply.Message.Content, "<#t1>") {
					t.Fatalf("parent %q, reply %q", m.Thread.Parent, reply.Message.Content)
				}
			} else if m.Thread.Parent != "" {
				t.Fatalf("a match in its channel has parent %q", m.Thread.Parent)
			}
			if _, ok := m.Options[optThread]; ok {
				t.Fatal("thread became a game option")
			}
		})
	}
}

func TestThreadName(t *testing.T) {
	long := strings.Repeat("x", 120)
	tests := []struct {
		game  string
		names []string
		want  string
	}{
		{"qwinto", []string{"Alice", "Bob"}, "qwinto-alice-bob"},
		{"cinqo", []string{"@everyone", "<@123> hi", "**Bold** _it_"}, "cinqo-everyone-123-hi-bold-it"},
		{"quingo", []string{"Zoë", "José M.", "🎲🎲", ""}, "quingo-zoë-josé-m"},
		{"blingo", []string{"a\nb", "https://x.y/z"}, "blingo-a-b-https-x-y-z"},
		{"qwinto", []string{long}, "qwinto-" + long[:93]},
		{"qwinto", []string{strings.Repeat("y", 60), strings.Repeat("z", 60)}, "qwinto-" + strings.Repeat("y", 60)},
		{"", nil, "game"},
	}
	for _, tc := range tests {
		got := ThreadName(tc.game, tc.names)
		if got != tc.want {
			t.Errorf("ThreadName(%q, %q) = %q, want %q", tc.game, tc.names, got, tc.want)
		}
	}
}

// FuzzThreadName: whatever the names, a thread's name is 1 to 100 UTF-16
// units of lower-case letters, digits and single inner hyphens.
func FuzzThreadName(f *testing.F) {
	f.Add("qwinto", "Alice", "Bob")
	f.Add("", "𝔸𝔸𝔸", "--")
	f.Fuzz(func(t *testing.T, game, a, b string) {
		name := ThreadName(game, []string{a, b, strings.Repeat(a, 30)})
		if n := len(utf16.Encode([]rune(name))); n < 1 || n > maxThreadName {
			t.Fatalf("%q: %d units", name, n)
		}
		if strings.HasPrefix(name, "-") || strings.HasSuffix(name, "-") || strings.Contains(name, "--") {
			t.Fatalf("%q: stray hyphen", name)
		}
		for _, r := range name {
			if r != '-' && slug(string(r)) != string(r) {
				t.Fatalf("%q: unsafe %q", name, r)
			}
		}
	})
}

func TestSettingsThread(t *testing.T) {
	store := session.NewMemStore()
	rt := NewRouter(session.NewManager(store), slog.New(slog.NewTextHandler(io.Discard, nil)))
	set := func(v string, manage bool) string {
		r := &Request{Kind: KindCommand, ID: "1", Guild: "g", Channel: "c", User: User{ID: "u", Name: "U"},
			Command: "settings thread", Options: map[string]string{"default": v}, CanManageGuild: manage}
		return rt.Handle(context.Background(), r).Message.Content
	}
	if got := set("on", false); !strings.HasPrefix(got, "Only members who manage") {
		t.Fatalf("without Manage Server: %q", got)
	}
	if got := set("maybe", true); got != "Default must be on or off." {
		t.Fatalf("bad value: %q", got)
	}
	set("on", true)
	if g, _ := store.GuildSettings(context.Background(), "g"); !g.Threads {
		t.Fatal("default on not kept")
	}
	set("off", true)
	if g, _ := store.GuildSettings(context.Background(), "g"); g.Threads {
		t.Fatal("default off not kept")
	}
}

// TestInviteURLGrantsWhatIsNeeded: the README's invite asks for exactly
// the permissions the bot checks (boards and threads) plus View Channel
// and Read Message History.
func TestInviteURLGrantsWhatIsNeeded(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	want := int64(discordgo.PermissionViewChannel | discordgo.PermissionReadMessageHistory)
	for _, p := range BoardPermissions {
		want |= p.Bit
	}
	for _, p := range ThreadPermissions {
		want |= p.Bit
	}
	if !strings.Contains(string(b), "&permissions="+strconv.FormatInt(want, 10)+"`") {
		t.Fatalf("README's invite URL does not ask for permissions=%d", want)
	}
}

// TestStartNamesTheThread: starting a match in the thread made for it
// renames the thread after all its players; a match in a channel, or in
// a thread it was not made for, renames nothing.
func TestStartNamesTheThread(t *testing.T) {
	for _, thread := range []bool{true, false} {
		mg := session.NewManager(session.NewMemStore())
		rt := NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil)))
		threads := &fakeThreads{}
		do := func(channel, user, name, path string, opts map[string]string) *Reply {
			return handleWithThreads(rt, &Request{Kind: KindCommand, ID: "1", Guild: "g", Channel: channel,
				User: User{ID: user, Name: name}, Command: path, Options: opts, Threads: threads})
		}
		do("c", "a", "Alice", "play qwinto", map[string]string{"thread": strconv.FormatBool(thread)})
		where := "c"
		if thread {
			where = "t1"
		}
		do(where, "b", "Bob", "game join", map[string]string{})
		if r := do(where, "a", "Alice", "game start", map[string]string{}); r.Board == nil {
			t.Fatalf("start: %q", r.Message.Content)
		}
		want := ""
		if thread {
			want = "t1/qwinto-alice-bob"
		}
		if got := strings.Join(threads.renamed, ","); got != want {
			t.Errorf("thread %v: renamed %q, want %q", thread, got, want)
		}
	}
}

// TestThreadAskedNotOpened: the handlers call no thread opener or
// renamer: /play thread:true answers with the thread it asks for and
// opens no match, and a start in the match's thread answers with the
// rename it asks for; the board's life makes both outside the lock.
func TestThreadAskedNotOpened(t *testing.T) {
	mg := session.NewManager(session.NewMemStore())
	rt := NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	threads := &fakeThreads{}
	r := &Request{Kind: KindCommand, ID: "1", Guild: "g", Channel: "c", User: User{ID: "a", Name: "Alice"},
		Command: "play qwinto", Options: map[string]string{"thread": "true"}, Threads: threads}
	reply := rt.Handle(context.Background(), r)
	if reply.Thread == nil || reply.Thread.Parent != "c" || reply.Thread.Name != "qwinto-alice" || reply.Message != nil || reply.Board != nil {
		t.Fatalf("reply %+v, want only the thread c/qwinto-alice asked for", reply)
	}
	if len(threads.opened) != 0 {
		t.Fatalf("the handler opened %v", threads.opened)
	}
	if _, err := mg.Get(context.Background(), "c"); !errors.Is(err, session.ErrNoMatch) {
		t.Fatalf("a match in c before its thread: %v", err)
	}
	if got := rt.Opened(context.Background(), r, reply.Thread, "t9", nil); got.Board == nil || got.Board.Channel != "t9" {
		t.Fatalf("opened: %+v", got.Message)
	}
	for _, who := range []User{{"b", "Bob"}, {"a", "Alice"}} {
		path := "game join"
		if who.ID == "a" {
			path = "game start"
		}
		reply = rt.Handle(context.Background(), &Request{Kind: KindCommand, ID: "2", Guild: "g", Channel: "t9", User: who,
			Command: path, Options: map[string]string{}, Threads: threads})
	}
	if reply.Rename == nil || *reply.Rename != (ThreadRename{Thread: "t9", Name: "qwinto-alice-bob"}) || len(threads.renamed) != 0 {
		t.Fatalf("start asked for rename %+v and renamed %v; want t9/qwinto-alice-bob asked, none made", reply.Rename, threads.renamed)
	}
}
