package bot_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestBoardOfAnEndedMatchAfterTheNext: a move's board waits to be drawn
// while its match is cancelled and a new lobby opens, the cancel's and
// the lobby's boards queued behind it; when they go out, the lobby's is
// not folded into the cancel's, nor the move's taken for the lobby's. No
// board of the ended match keeps live buttons beside the lobby's, and
// the lobby's is the board recorded.
func TestBoardOfAnEndedMatchAfterTheNext(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	srv := discordtest.New(t)
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mg := session.NewManager(db, session.WithSeeds(func() [2]uint64 { return [2]uint64{11, 12} }))
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	done := make(chan string, 64)
	b, err := discord.New(discord.Config{Token: "test-token"}, mg, log, discord.Options{
		HTTPClient: &http.Client{Transport: srv.Transport()}, Handled: func(id string) { done <- id },
	})
	if err != nil {
		t.Fatal(err)
	}
	b.Attach(bot.New(mg, commands.NewRouter(mg, log), b.Transport(), log, b.LifeOptions()))
	if err := b.Open(ctx); err != nil {
		t.Fatal(err)
	}
	defer b.Close(5 * time.Second)
	send := func(in *discordtest.Interaction) {
		if _, err := srv.Interact(ctx, in); err != nil {
			t.Error(err)
		}
	}
	wait := func(ids ...string) {
		left := map[string]bool{}
		for _, id := range ids {
			left[id] = true
		}
		for len(left) > 0 {
			select {
			case id := <-done:
				delete(left, id)
			case <-ctx.Done():
				t.Fatalf("the bot never finished %d interactions", len(left))
			}
		}
	}
	alice := srv.NewMember("Alice", 0)
	play := srv.Command(alice, "play", discordtest.SubcommandArg("qwinto"))
	start := srv.Command(alice, "game", discordtest.SubcommandArg("start"))
	send(play)
	send(start)
	wait(play.ID, start.ID)
	m, err := mg.Get(ctx, discordtest.ChannelID)
	if err != nil {
		t.Fatal(err)
	}
	st, err := m.Decode()
	if err != nil {
		t.Fatal(err)
	}

	// The move's board is taken for delivery and waits for a drawing
	// slot; the cancel's and the new lobby's wait behind it.
	release := bot.HoldDraws()
	move := srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(st.Actors()[0])))))
	cancelIt := srv.Command(alice, "game", discordtest.SubcommandArg("cancel"))
	again := srv.Command(alice, "play", discordtest.SubcommandArg("qwinto"))
	send(move)
	send(cancelIt)
	send(again)
	for bot.QueuedBoards(b.Life(), discordtest.ChannelID) < 2 {
		select {
		case <-ctx.Done():
			release()
			t.Fatal("the cancel's and the lobby's boards were never queued")
		case <-time.After(5 * time.Millisecond):
		}
	}
	release()
	wait(move.ID, cancelIt.ID, again.ID)

	lobby, err := mg.Get(ctx, discordtest.ChannelID)
	if err != nil || lobby.Version != 1 || lobby.BoardMessage == "" {
		t.Fatalf("the new lobby is not open with its board recorded: %+v, %v", lobby, err)
	}
	for _, msg := range srv.Messages(discordtest.ChannelID) {
		if live(msg) && !msg.Ephemeral() && msg.ID != lobby.BoardMessage {
			t.Errorf("message %s keeps live buttons beside the lobby's board %s: %q", msg.ID, lobby.BoardMessage, msg.Content)
		}
	}
	srv.AssertClean(t)
}

// live reports whether msg has an enabled button.
func live(msg *discordtest.Message) bool {
	for _, row := range msg.Components {
		if r, ok := row.(*discordgo.ActionsRow); ok {
			for _, c := range r.Components {
				if b, ok := c.(*discordgo.Button); ok && !b.Disabled {
					return true
				}
			}
		}
	}
	return false
}
