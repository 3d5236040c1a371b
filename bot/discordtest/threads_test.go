package discordtest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
)

// TestThreadsByHand: a thread opened through REST is announced with
// THREAD_CREATE; archiving, locking and deleting it by hand reach the bot
// as THREAD_UPDATE and THREAD_DELETE, and its posts and edits meet
// Discord's answers; a name past 100 characters is a bad body.
func TestThreadsByHand(t *testing.T) {
	t.Parallel()
	srv := New(t)
	s := srv.Session(t)
	events := make(chan string, 16)
	s.AddHandler(func(_ *discordgo.Session, c *discordgo.ThreadCreate) { events <- "create " + c.Name })
	s.AddHandler(func(_ *discordgo.Session, u *discordgo.ThreadUpdate) {
		state := "update"
		if u.ThreadMetadata.Archived {
			state += " archived"
		}
		if u.ThreadMetadata.Locked {
			state += " locked"
		}
		events <- state
	})
	s.AddHandler(func(_ *discordgo.Session, d *discordgo.ThreadDelete) { events <- "delete " + d.ParentID })
	if err := s.Open(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	next := func(want string) {
		t.Helper()
		select {
		case got := <-events:
			if got != want {
				t.Fatalf("event %q, want %q", got, want)
			}
		case <-ctx.Done():
			t.Fatalf("no event %q", want)
		}
	}
	start := &discordgo.ThreadStart{Name: "qwinto-alice", Type: discordgo.ChannelTypeGuildPublicThread, AutoArchiveDuration: 10080}
	th, err := s.ThreadStartComplex(ChannelID, start)
	if err != nil || th.ParentID != ChannelID {
		t.Fatalf("thread %+v, %v", th, err)
	}
	next("create qwinto-alice")
	msg, err := s.ChannelMessageSend(th.ID, "board")
	if err != nil {
		t.Fatal(err)
	}

	if err := srv.SetThread(th.ID, true, false); err != nil {
		t.Fatal(err)
	}
	next("update archived")
	if _, err := s.ChannelMessageEdit(th.ID, msg.ID, "edited"); !hasCode(err, 50083) {
		t.Fatalf("edit in an archived thread: %v", err)
	}
	if _, err := s.ChannelMessageSend(th.ID, "unarchives"); err != nil {
		t.Fatalf("post in an archived thread: %v", err)
	}
	next("update")
	if c, _ := srv.Channel(th.ID); c.ThreadMetadata.Archived {
		t.Fatal("a post left the thread archived")
	}

	if err := srv.SetThread(th.ID, true, true); err != nil {
		t.Fatal(err)
	}
	next("update archived locked")
	srv.WithholdPermissions(th.ID, discordgo.PermissionManageThreads)
	if _, err := s.ChannelMessageSend(th.ID, "locked out"); !hasCode(err, 50083) {
		t.Fatalf("post in a locked archived thread: %v", err)
	}
	srv.WithholdPermissions(ChannelID, discordgo.PermissionCreatePublicThreads)
	if _, err := s.ThreadStartComplex(ChannelID, start); !hasCode(err, 50013) {
		t.Fatalf("thread without Create Public Threads: %v", err)
	}
	srv.WithholdPermissions(ChannelID, 0)
	if _, err := s.ThreadStartComplex(th.ID, start); !hasCode(err, 50024) {
		t.Fatalf("thread in a thread: %v", err)
	}

	if err := srv.DeleteThread(th.ID); err != nil {
		t.Fatal(err)
	}
	next("delete " + ChannelID)
	if _, err := s.ChannelMessageSend(th.ID, "gone"); !hasCode(err, 10003) {
		t.Fatalf("post in a deleted thread: %v", err)
	}
	if len(srv.Failures()) != 0 {
		t.Fatalf("failures: %v", srv.Failures())
	}

	start.Name = strings.Repeat("x", 101)
	if _, err := s.ThreadStartComplex(ChannelID, start); err == nil {
		t.Fatal("a 101-character name was taken")
	}
	if fs := srv.Failures(); len(fs) != 1 || fs[0].Kind != InvalidBody {
		t.Fatalf("failures = %v, want the long name as a bad body", fs)
	}
}
