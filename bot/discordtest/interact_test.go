package discordtest

import (
	"errors"
	"maps"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
)

// TestInteractions drives the test bot through every kind of interaction
// and acknowledgement on one session.
func TestInteractions(t *testing.T) {
	t.Parallel()
	bot := newTestBot(t)
	srv, _ := openSession(t, bot.handle)
	alice := srv.NewMember("Alice", discordgo.PermissionManageChannels)
	bob := srv.NewMember("Bob", 0)

	t.Run("command answered with a message", func(t *testing.T) {
		ctx := testContext(t)
		resp, err := srv.Interact(ctx, srv.Command(alice, "echo", StringArg("text", "hi")))
		if err != nil {
			t.Fatal(err)
		}
		if resp.Type != discordgo.InteractionResponseChannelMessageWithSource || resp.Data.Content != "hi" {
			t.Fatalf("response = type %d %+v", resp.Type, resp.Data)
		}
		m := resp.Message
		if m.Content != "hi" || m.Type != discordgo.MessageTypeChatInputCommand || m.Author.ID != BotID || len(m.Components) != 2 {
			t.Errorf("message = %+v", m)
		}
		if got, ok := srv.Message(ChannelID, m.ID); !ok || got != m {
			t.Errorf("stored message = %v, %v", got, ok)
		}
		if orig, err := srv.WaitOriginal(ctx, resp.InteractionID); err != nil || orig.ID != m.ID {
			t.Errorf("WaitOriginal = %v, %v", orig, err)
		}
	})

	t.Run("button updates its message", func(t *testing.T) {
		ctx := testContext(t)
		resp, err := srv.Interact(ctx, srv.Command(alice, "echo", StringArg("text", "hey")))
		if err != nil {
			t.Fatal(err)
		}
		click, err := srv.Interact(ctx, srv.Button(bob, resp.Message, "again"))
		if err != nil {
			t.Fatal(err)
		}
		if click.Type != discordgo.InteractionResponseUpdateMessage || click.Message.ID != resp.Message.ID {
			t.Fatalf("click = type %d on %v", click.Type, click.Message)
		}
		got, _ := srv.Message(ChannelID, resp.Message.ID)
		if got.Content != "hey again" || got.Edits != 1 || len(got.Components) != 2 {
			t.Errorf("updated message = %q after %d edits, %d rows", got.Content, got.Edits, len(got.Components))
		}
	})

	t.Run("deferred update then edit", func(t *testing.T) {
		ctx := testContext(t)
		resp, err := srv.Interact(ctx, srv.Command(alice, "echo", StringArg("text", "wait")))
		if err != nil {
			t.Fatal(err)
		}
		click, err := srv.Interact(ctx, srv.Button(bob, resp.Message, "later"))
		if err != nil {
			t.Fatal(err)
		}
		if click.Type != discordgo.InteractionResponseDeferredMessageUpdate {
			t.Fatalf("click type = %d", click.Type)
		}
		m, err := srv.WaitOriginal(ctx, click.InteractionID)
		if err != nil {
			t.Fatal(err)
		}
		if m.ID != resp.Message.ID || m.Content != "later" || len(m.Components) != 0 {
			t.Errorf("edited message = %+v", m)
		}
	})

	t.Run("deferred message then edit", func(t *testing.T) {
		ctx := testContext(t)
		resp, err := srv.Interact(ctx, srv.Command(alice, "defer"))
		if err != nil {
			t.Fatal(err)
		}
		if resp.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource || !resp.Message.Loading() {
			t.Fatalf("response = type %d, message %+v", resp.Type, resp.Message)
		}
		m, err := srv.WaitOriginal(ctx, resp.InteractionID)
		if err != nil {
			t.Fatal(err)
		}
		if m.Content != "done" || m.Loading() || m.ID != resp.Message.ID {
			t.Errorf("original = %+v", m)
		}
	})

	t.Run("first follow-up resolves a deferred message", func(t *testing.T) {
		ctx := testContext(t)
		resp, err := srv.Interact(ctx, srv.Command(alice, "follow"))
		if err != nil {
			t.Fatal(err)
		}
		orig, err := srv.WaitOriginal(ctx, resp.InteractionID)
		if err != nil {
			t.Fatal(err)
		}
		follow, err := srv.WaitFollowups(ctx, resp.InteractionID, 1)
		if err != nil {
			t.Fatal(err)
		}
		if orig.Content != "first" || len(follow) != 1 || follow[0].Content != "second" {
			t.Errorf("original %q, follow-ups %v", orig.Content, follow)
		}
	})

	t.Run("ephemeral message", func(t *testing.T) {
		resp, err := srv.Interact(testContext(t), srv.Command(bob, "secret"))
		if err != nil {
			t.Fatal(err)
		}
		if !resp.Message.Ephemeral() || resp.Message.Content != "only you" {
			t.Errorf("message = %+v", resp.Message)
		}
	})

	t.Run("subcommand options, user and permissions", func(t *testing.T) {
		bob := bob
		bob.Nick = "bobby"
		in := srv.Command(alice, "game", SubcommandArg("start", IntArg("seats", 3), BoolArg("fast", true), UserArg("with", bob)))
		resp, err := srv.Interact(testContext(t), in)
		if err != nil {
			t.Fatal(err)
		}
		want := "start seats=3 fast=true with=" + bob.ID + " user:" + bob.ID + ":bob:bobby perms="
		if !strings.HasPrefix(resp.Data.Content, want) || !strings.Contains(resp.Data.Content, "perms=") {
			t.Errorf("content = %q, want prefix %q", resp.Data.Content, want)
		}
		if !strings.HasSuffix(resp.Data.Content, "="+strconv.FormatInt(alice.Permissions, 10)) {
			t.Errorf("content = %q, want alice's permissions %d", resp.Data.Content, alice.Permissions)
		}
	})

	t.Run("autocomplete", func(t *testing.T) {
		resp, err := srv.Interact(testContext(t), srv.Autocomplete(alice, "echo", StringArg("text", "ab").Focus()))
		if err != nil {
			t.Fatal(err)
		}
		if resp.Type != discordgo.InteractionApplicationCommandAutocompleteResult || len(resp.Data.Choices) != 1 || resp.Data.Choices[0].Name != "ab!" {
			t.Errorf("response = type %d %+v", resp.Type, resp.Data)
		}
	})

	t.Run("select", func(t *testing.T) {
		ctx := testContext(t)
		resp, err := srv.Interact(ctx, srv.Command(alice, "echo", StringArg("text", "choose")))
		if err != nil {
			t.Fatal(err)
		}
		pick, err := srv.Interact(ctx, srv.Select(bob, resp.Message, "pick", "1", "3"))
		if err != nil {
			t.Fatal(err)
		}
		if pick.Data.Content != "picked 1,3" {
			t.Errorf("content = %q", pick.Data.Content)
		}
	})

	t.Run("modal", func(t *testing.T) {
		ctx := testContext(t)
		resp, err := srv.Interact(ctx, srv.Command(alice, "modal"))
		if err != nil {
			t.Fatal(err)
		}
		if resp.Type != discordgo.InteractionResponseModal || resp.Data.CustomID != "form" {
			t.Fatalf("response = type %d %+v", resp.Type, resp.Data)
		}
		sub, err := srv.Interact(ctx, srv.ModalSubmit(alice, nil, "form", TextInput{CustomID: "name", Value: "Ann"}))
		if err != nil {
			t.Fatal(err)
		}
		if sub.Data.Content != "hello Ann" {
			t.Errorf("content = %q", sub.Data.Content)
		}
	})

	t.Run("file in the response", func(t *testing.T) {
		resp, err := srv.Interact(testContext(t), srv.Command(alice, "picture"))
		if err != nil {
			t.Fatal(err)
		}
		if len(resp.Message.Attachments) != 1 || resp.Message.Attachments[0].Filename != "dot.png" {
			t.Fatalf("attachments = %+v", resp.Message.Attachments)
		}
		isDotPNG(t, resp.Message.Attachments[0])
	})

	t.Run("interactions Discord would not send", func(t *testing.T) {
		ctx := testContext(t)
		resp, err := srv.Interact(ctx, srv.Command(alice, "echo", StringArg("text", "x")))
		if err != nil {
			t.Fatal(err)
		}
		for name, in := range map[string]*Interaction{
			"disabled button":  srv.Button(bob, resp.Message, "off"),
			"missing button":   srv.Button(bob, resp.Message, "nope"),
			"select as button": srv.Button(bob, resp.Message, "pick"),
			"unknown option":   srv.Select(bob, resp.Message, "pick", "9"),
			"too many values":  srv.Select(bob, resp.Message, "pick", "1", "2", "3"),
			"unopened modal":   srv.ModalSubmit(bob, nil, "nomodal"),
		} {
			if _, err := srv.Interact(ctx, in); err == nil {
				t.Errorf("%s: Interact succeeded", name)
			}
		}
	})

	srv.AssertClean(t)
	select {
	case err := <-bot.errs:
		t.Errorf("bot error: %v", err)
	default:
	}
}

// TestInteractionMistakes checks that the fake refuses what Discord
// refuses and records it as failures.
func TestInteractionMistakes(t *testing.T) {
	t.Parallel()
	clk := &clock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	srv := New(t, WithHeartbeatInterval(100*time.Millisecond), WithClock(clk.Now))
	bot := newTestBot(t)
	bot.slow = func() { clk.Advance(3*time.Second + time.Millisecond) }
	openSessionOn(t, srv, bot.handle)
	alice := srv.NewMember("Alice", 0)
	ctx := testContext(t)

	resp, err := srv.Interact(ctx, srv.Command(alice, "twice"))
	if err != nil {
		t.Fatal(err)
	}
	if resp.Data.Content != "one" {
		t.Errorf("first response = %q", resp.Data.Content)
	}
	if err := <-bot.errs; !hasCode(err, 40060) {
		t.Errorf("second callback error = %v, want code 40060", err)
	}

	for name, code := range map[string]int{"wrong": 50035, "slow": 10062} {
		if _, err := srv.Interact(ctx, srv.Command(alice, name)); !errors.Is(err, ErrCallbackRejected) {
			t.Errorf("/%s: Interact error = %v, want ErrCallbackRejected", name, err)
		}
		if err := <-bot.errs; !hasCode(err, code) {
			t.Errorf("/%s: callback error = %v, want code %d", name, err, code)
		}
	}

	kinds := map[FailureKind]int{}
	for _, f := range srv.Failures() {
		kinds[f.Kind]++
	}
	want := map[FailureKind]int{AlreadyAcknowledged: 1, InvalidBody: 1, UnknownInteraction: 1}
	if !maps.Equal(kinds, want) {
		t.Errorf("failures = %v", srv.Failures())
	}
}
