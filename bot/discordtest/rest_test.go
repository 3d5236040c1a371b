package discordtest

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
)

// The REST tests use a session that is never opened: discordgo's REST
// calls need no gateway.

func TestBulkOverwriteCommands(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	perms := int64(discordgo.PermissionManageChannels)
	cmds := []*discordgo.ApplicationCommand{
		{Name: "play", Description: "Start a game", DefaultMemberPermissions: &perms, Options: []*discordgo.ApplicationCommandOption{{
			Type: discordgo.ApplicationCommandOptionSubCommand, Name: "qwinto", Description: "Qwinto",
			Options: []*discordgo.ApplicationCommandOption{{
				Type: discordgo.ApplicationCommandOptionInteger, Name: "seats", Description: "Seats", MinValue: new(float64), MaxValue: 5,
			}},
		}}},
		{Name: "help", Description: "Rules"},
	}
	first, err := s.ApplicationCommandBulkOverwrite(ApplicationID, GuildID, cmds)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) != 2 || first[0].ID == "" || first[0].GuildID != GuildID || *first[0].DefaultMemberPermissions != perms {
		t.Fatalf("created = %+v", first)
	}
	again, err := s.ApplicationCommandBulkOverwrite(ApplicationID, GuildID, cmds[:1])
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != 1 || again[0].ID != first[0].ID || again[0].Version == first[0].Version {
		t.Errorf("overwrite kept id %q -> %q, version %q -> %q", first[0].ID, again[0].ID, first[0].Version, again[0].Version)
	}
	got, err := s.ApplicationCommands(ApplicationID, GuildID)
	if err != nil || len(got) != 1 || got[0].Name != "play" {
		t.Errorf("GET = %v, %v", got, err)
	}
	if global, err := s.ApplicationCommandBulkOverwrite(ApplicationID, "", cmds[1:]); err != nil || len(global) != 1 {
		t.Errorf("global overwrite = %v, %v", global, err)
	}
	if g := srv.Commands(""); len(g) != 1 || g[0].Name != "help" {
		t.Errorf("Commands(\"\") = %v", g)
	}
	if _, err := s.ApplicationCommandBulkOverwrite("42", "", cmds); !hasCode(err, 50001) {
		t.Errorf("other application: %v, want Missing Access", err)
	}
	srv.AssertClean(t)
}

func TestMessageWithPNGAttachment(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	m, err := s.ChannelMessageSendComplex(ChannelID, &discordgo.MessageSend{
		Content: "board",
		Embeds:  []*discordgo.MessageEmbed{{Title: "Qwinto", Image: &discordgo.MessageEmbedImage{URL: "attachment://board.png"}}},
		Files:   []*discordgo.File{{Name: "board.png", ContentType: "image/png", Reader: bytes.NewReader(dotPNG(t))}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Attachments) != 1 || m.Attachments[0].Filename != "board.png" || m.Attachments[0].Width != 3 {
		t.Fatalf("returned attachments = %+v", m.Attachments)
	}
	stored, ok := srv.Message(ChannelID, m.ID)
	if !ok || stored.Content != "board" || len(stored.Embeds) != 1 || len(stored.Attachments) != 1 {
		t.Fatalf("stored = %+v", stored)
	}
	isDotPNG(t, stored.Attachments[0])
	calls := srv.CallsMatching(Route("POST", "/channels/{channel_id}/messages"))
	if len(calls) != 1 || len(calls[0].Attachments) != 1 || !bytes.Contains(calls[0].Body, []byte(`"board"`)) {
		t.Errorf("recorded calls = %v", calls)
	}
	srv.AssertClean(t)
}

func TestMessageLifecycle(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	m, err := s.ChannelMessageSend(ChannelID, "one")
	if err != nil {
		t.Fatal(err)
	}
	edited, err := s.ChannelMessageEdit(ChannelID, m.ID, "two")
	if err != nil || edited.Content != "two" || edited.EditedTimestamp == nil {
		t.Fatalf("edit = %+v, %v", edited, err)
	}
	got, err := s.ChannelMessage(ChannelID, m.ID)
	if err != nil || got.Content != "two" || got.Author.ID != BotID {
		t.Errorf("get = %+v, %v", got, err)
	}
	thread, err := s.MessageThreadStartComplex(ChannelID, m.ID, &discordgo.ThreadStart{Name: "game", AutoArchiveDuration: 60})
	if err != nil || thread.ID != m.ID || thread.Type != discordgo.ChannelTypeGuildPublicThread || thread.ParentID != ChannelID {
		t.Errorf("thread from message = %+v, %v", thread, err)
	}
	if _, err := s.ChannelMessageSend(thread.ID, "in the thread"); err != nil {
		t.Errorf("message in thread: %v", err)
	}
	other, err := s.ThreadStart(ChannelID, "lobby", discordgo.ChannelTypeGuildPublicThread, 1440)
	if err != nil || other.Name != "lobby" {
		t.Errorf("thread = %+v, %v", other, err)
	}
	if c, ok := srv.Channel(other.ID); !ok || !c.IsThread() {
		t.Errorf("Channel(%s) = %+v", other.ID, c)
	}
	if err := s.ChannelMessageDelete(ChannelID, m.ID); err != nil {
		t.Fatal(err)
	}
	if _, ok := srv.Message(ChannelID, m.ID); ok {
		t.Error("deleted message still stored")
	}
	if _, err := s.ChannelMessage(ChannelID, m.ID); !hasCode(err, 10008) {
		t.Errorf("get deleted: %v, want Unknown Message", err)
	}
	if _, err := s.ChannelMessageSend("1", "nowhere"); !hasCode(err, 10003) {
		t.Errorf("unknown channel: %v, want Unknown Channel", err)
	}
	srv.AssertClean(t)
}

func TestUsersGuildsAndChannels(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	alice := srv.NewMember("Alice", discordgo.PermissionManageChannels)
	if me, err := s.User("@me"); err != nil || me.ID != BotID || !me.Bot {
		t.Errorf("@me = %+v, %v", me, err)
	}
	if u, err := s.User(alice.ID); err != nil || u.Username != "alice" || u.GlobalName != "Alice" {
		t.Errorf("user = %+v, %v", u, err)
	}
	if m, err := s.GuildMember(GuildID, alice.ID); err != nil || m.User.ID != alice.ID {
		t.Errorf("member = %+v, %v", m, err)
	}
	if g, err := s.Guild(GuildID); err != nil || g.ID != GuildID || g.OwnerID != OwnerID {
		t.Errorf("guild = %+v, %v", g, err)
	}
	id := srv.NewChannel("games")
	if c, err := s.Channel(id); err != nil || c.Name != "games" || c.GuildID != GuildID {
		t.Errorf("channel = %+v, %v", c, err)
	}
	if _, err := s.GuildMember(GuildID, "1"); !hasCode(err, 10007) {
		t.Errorf("unknown member: %v", err)
	}
	srv.AssertClean(t)
}

func TestUnknownRouteAndBadTokenAreFailures(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	if _, err := s.Request("GET", discordgo.EndpointAPI+"nowhere/at/all", nil); !hasStatus(err, http.StatusNotFound) {
		t.Errorf("unknown route: %v", err)
	}
	s.Token = "Bot wrong"
	if _, err := s.User("@me"); err == nil {
		t.Error("wrong token accepted")
	}
	fs := srv.Failures()
	if len(fs) != 2 || fs[0].Kind != UnknownRoute || fs[0].Call.Route != "" || fs[1].Kind != Unauthorized {
		t.Errorf("failures = %v", fs)
	}
	if c := srv.Calls(); c[0].Path != "/api/v9/nowhere/at/all" || c[0].APIPath != "/api/v10/nowhere/at/all" {
		t.Errorf("call = %+v", c[0])
	}
}

func TestTransportRefusesOtherHosts(t *testing.T) {
	t.Parallel()
	srv := New(t)
	client := &http.Client{Transport: srv.Transport()}
	if _, err := client.Get("https://example.com/"); err == nil {
		t.Error("request to example.com went through")
	}
	resp, err := client.Get("https://discord.com/api/v10/gateway")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("X-RateLimit-Bucket") == "" {
		t.Errorf("gateway answer = %d %v", resp.StatusCode, resp.Header)
	}
}

// hasCode reports whether err is a Discord error with the JSON code.
func hasCode(err error, code int) bool {
	var rest *discordgo.RESTError
	return errors.As(err, &rest) && rest.Message != nil && rest.Message.Code == code
}

func hasStatus(err error, status int) bool {
	var rest *discordgo.RESTError
	return errors.As(err, &rest) && rest.Response.StatusCode == status
}

func TestWaitMessage(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	ctx := testContext(t)
	found := make(chan *Message, 1)
	go func() {
		m, err := srv.WaitMessage(ctx, ChannelID, func(m *Message) bool { return m.Content == "two" })
		if err != nil {
			t.Error(err)
		}
		found <- m
	}()
	one, err := s.ChannelMessageSend(ChannelID, "one")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.ChannelMessageEdit(ChannelID, one.ID, "two"); err != nil {
		t.Fatal(err)
	}
	if m := <-found; m == nil || m.ID != one.ID || m.Edits != 1 {
		t.Errorf("WaitMessage = %+v", m)
	}
	// A message that is already there is returned at once.
	if m, err := srv.WaitMessage(ctx, ChannelID, func(m *Message) bool { return m.Content == "two" }); err != nil || m.ID != one.ID {
		t.Errorf("second WaitMessage = %v, %v", m, err)
	}
	short, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := srv.WaitMessage(short, ChannelID, func(*Message) bool { return false }); !errors.Is(err, context.Canceled) {
		t.Errorf("WaitMessage after cancel = %v", err)
	}
}

func TestChannelMessagesNewestFirst(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	for _, c := range []string{"a", "b", "c"} {
		if _, err := s.ChannelMessageSend(ChannelID, c); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.ChannelMessages(ChannelID, 2, "", "", "")
	if err != nil || len(got) != 2 || got[0].Content != "c" || got[1].Content != "b" {
		t.Errorf("ChannelMessages = %v, %v", got, err)
	}
	if all := srv.Messages(ChannelID); len(all) != 3 || all[0].Content != "a" {
		t.Errorf("Messages = %v", all)
	}
	srv.AssertClean(t)
}

// TestChannelMessagesBeforeAndAfter: before gives the newest older than
// an id, after the oldest newer than it, both newest first.
func TestChannelMessagesBeforeAndAfter(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	var ids []string
	for _, c := range []string{"a", "b", "c", "d", "e"} {
		m, err := s.ChannelMessageSend(ChannelID, c)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, m.ID)
	}
	contents := func(ms []*discordgo.Message) string {
		var out string
		for _, m := range ms {
			out += m.Content
		}
		return out
	}
	for _, tt := range []struct {
		limit         int
		before, after string
		want          string
	}{
		{2, ids[3], "", "cb"},
		{10, ids[3], "", "cba"},
		{2, "", ids[1], "dc"},
		{10, "", ids[1], "edc"},
		{10, "", ids[4], ""},
		{10, ids[4], ids[1], "dc"},
	} {
		got, err := s.ChannelMessages(ChannelID, tt.limit, tt.before, tt.after, "")
		if err != nil || contents(got) != tt.want {
			t.Errorf("ChannelMessages(limit %d, before %s, after %s) = %q, %v; want %q", tt.limit, tt.before, tt.after, contents(got), err, tt.want)
		}
	}
	srv.AssertClean(t)
}

// TestCutRequestIsNoFailure: a request whose client goes away before the
// end of its body (a process killed mid-request) is no failure of the
// bot's and posts nothing; a whole body that is not JSON still is one.
func TestCutRequestIsNoFailure(t *testing.T) {
	t.Parallel()
	srv := New(t)
	path := "/api/v9/channels/" + ChannelID + "/messages"
	send := func(body string, length int) {
		t.Helper()
		conn, err := net.Dial("tcp", strings.TrimPrefix(srv.URL(), "http://"))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: discord.com\r\nAuthorization: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", path, Token, length, body)
		if length == len(body) {
			bufio.NewReader(conn).ReadString('\n') // the status line: served
		}
		conn.Close()
	}
	toPath := func(c Call) bool { return c.Path == path }
	waitCalls := func(n int) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); len(srv.CallsMatching(toPath)) < n; {
			if time.Now().After(deadline) {
				t.Fatalf("%d calls to %s, want %d", len(srv.CallsMatching(toPath)), path, n)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	send(`{"content":"hal`, 100)
	waitCalls(1)
	if fs := srv.Failures(); len(fs) != 0 {
		t.Errorf("a cut request counted as a failure: %v", fs)
	}
	if msgs := srv.Messages(ChannelID); len(msgs) != 0 {
		t.Errorf("a cut request posted %d messages", len(msgs))
	}
	send(`{"content":"hal`, len(`{"content":"hal`))
	waitCalls(2)
	if fs := srv.Failures(); len(fs) != 1 || fs[0].Kind != InvalidBody {
		t.Errorf("a whole body that is not JSON: failures %v, want one invalid body", fs)
	}
}

// TestLatency: with WithLatency, a REST request is answered no sooner
// than the latency after it was sent.
func TestLatency(t *testing.T) {
	t.Parallel()
	const d = 50 * time.Millisecond
	srv := New(t, WithLatency(d))
	s := srv.Session(t)
	t0 := time.Now()
	if _, err := s.User("@me"); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(t0); took < d {
		t.Errorf("answered after %v, want at least %v", took, d)
	}
}
