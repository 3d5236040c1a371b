package console

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// TestList: the console lists a channel's public messages posted after a
// given one, oldest first, whatever was edited since, as the app's own,
// live when they have components; after a message it does not show, it
// lists none (nothing to repair there).
func TestList(t *testing.T) {
	ctx := context.Background()
	var out bytes.Buffer
	c := New(nil, &out)
	live := &render.Message{Text: "board", Components: []discordgo.MessageComponent{
		discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.Button{Label: "Roll", CustomID: "r"}}}}}
	post := func(channel string, msg *render.Message) string {
		id, err := c.Post(ctx, channel, msg)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	first := post("games", live)
	second := post("games", &render.Message{Text: "said"})
	c.mu.Lock()
	c.post("games", "alice", &render.Message{Text: "private"})
	c.mu.Unlock()
	third := post("games", live)
	post("dice", live)
	if err := c.Edit(ctx, "games", second, live); err != nil {
		t.Fatal(err)
	}
	if err := c.Edit(ctx, "games", first, &render.Message{Text: "retired"}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		after string
		limit int
		want  []bot.Listed
	}{
		{first, 50, []bot.Listed{{ID: second, Mine: true, Live: true}, {ID: third, Mine: true, Live: true}}},
		{first, 1, []bot.Listed{{ID: second, Mine: true, Live: true}}},
		{second, 50, []bot.Listed{{ID: third, Mine: true, Live: true}}},
		{third, 50, nil},
		{"m99", 50, nil},
	} {
		got, err := c.List(ctx, "games", tc.after, tc.limit)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("List after %s, %d: %v, %v; want %v", tc.after, tc.limit, got, err, tc.want)
		}
	}
}

// TestLinesGoThroughTheBot: a line is an interaction of the board's life
// the console is attached to, under the line's id: the bot hands every
// line to Options.Handled once it is done with it, its board delivered,
// as it does on Discord.
func TestLinesGoThroughTheBot(t *testing.T) {
	var out bytes.Buffer
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mg := session.NewManager(session.NewMemStore(), session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	c := New(mg, &out)
	var handled []string
	c.Attach(bot.New(mg, commands.NewRouter(mg, log), c, log, bot.Options{Handled: func(id string) { handled = append(handled, id) }}))
	if err := c.Run(context.Background(), strings.NewReader("alice: /play qwinto\nbob: 1\nalice: /game board\n")); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "! ") {
		t.Fatalf("a line was refused:\n%s", out.String())
	}
	// The lobby's board (line 1), bob's click that updated the lobby in
	// its answer (line 2), the board shown again (line 3).
	if want := []string{"1", "2", "3"}; !slices.Equal(handled, want) {
		t.Errorf("boards delivered for lines %v, want %v:\n%s", handled, want, out.String())
	}
}
