package discord_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/console"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/session"
)

// table is one channel of a transport, played by typed commands.
type table interface {
	// command has user type /path with opts, and returns once its board
	// went out.
	command(user, path string, opts map[string]string)
	// match is the channel's open match, false when none is.
	match() (*session.Match, bool)
	// live returns the public messages that carry components, in the
	// table's channel and in the channel it was opened from.
	live() (here, parent []string)
	// enterThread moves the table into the thread the host's /play of
	// game opened.
	enterThread(game, host string)
	// name is the name of the player with user id.
	name(user string) string
}

// discordTable is the default channel of the fake Discord.
type discordTable struct {
	h       *harness
	channel string
	members map[string]discordtest.Member // by name
	names   map[string]string             // member id -> name
}

func newDiscordTable(t *testing.T) *discordTable {
	// A whole match, every step checked: Quinientos takes about a minute
	// under -race on a quiet machine, several on a busy one.
	h := newHarnessWith(t, harnessOptions{timeout: 8 * time.Minute})
	return &discordTable{h: h, channel: discordtest.ChannelID, members: map[string]discordtest.Member{}, names: map[string]string{}}
}

func (d *discordTable) member(name string) discordtest.Member {
	m, ok := d.members[name]
	if !ok {
		m = d.h.srv.NewMember(name, 0)
		d.members[name], d.names[m.ID] = m, name
	}
	return m
}

func (d *discordTable) command(user, path string, opts map[string]string) {
	d.h.t.Helper()
	top, sub, _ := strings.Cut(path, " ")
	var args []discordtest.Arg
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range opts {
			if !yield(k) {
				return
			}
		}
	}) {
		if opts[k] == "true" {
			args = append(args, discordtest.BoolArg(k, true))
			continue
		}
		args = append(args, discordtest.StringArg(k, opts[k]))
	}
	d.h.do(in(d.channel, d.h.srv.Command(d.member(user), top, discordtest.SubcommandArg(sub, args...))))
}

func (d *discordTable) match() (*session.Match, bool) {
	m, err := d.h.matches.Get(d.h.ctx, d.channel)
	return m, err == nil
}

func (d *discordTable) enterThread(string, string) { d.channel = d.h.threadOf().ID }

func (d *discordTable) name(user string) string { return d.names[user] }

func (d *discordTable) live() (here, parent []string) {
	return d.liveIn(d.channel), d.liveIn(discordtest.ChannelID)
}

func (d *discordTable) liveIn(channel string) []string {
	var ids []string
	for _, m := range d.h.srv.Messages(channel) {
		if m.Author != nil && m.Author.ID == discordtest.BotID && !m.Ephemeral() && pressable(m.Components) {
			ids = append(ids, m.ID)
		}
	}
	return ids
}

// pressable reports whether components hold one that is not disabled.
func pressable(components []discordgo.MessageComponent) bool {
	for _, c := range components {
		switch c := c.(type) {
		case *discordgo.ActionsRow:
			if pressable(c.Components) {
				return true
			}
		case *discordgo.Button:
			if !c.Disabled {
				return true
			}
		case *discordgo.SelectMenu:
			if !c.Disabled {
				return true
			}
		}
	}
	return false
}

// consoleTable is the console's default channel.
type consoleTable struct {
	t       *testing.T
	channel string
	c       *console.Console
	matches *session.Manager
	// out is what the console printed.
	out *bytes.Buffer
}

func newConsoleTable(t *testing.T) *consoleTable {
	mg := session.NewManager(session.NewMemStore(), session.WithSeeds(func() [2]uint64 { return [2]uint64{11, 12} }))
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	out := &bytes.Buffer{}
	c := console.New(mg, out)
	c.Attach(bot.New(mg, commands.NewRouter(mg, log), c, log, bot.Options{}))
	return &consoleTable{t: t, channel: "console", c: c, matches: mg, out: out}
}

func (c *consoleTable) command(user, path string, opts map[string]string) {
	c.t.Helper()
	line := "#" + c.channel + " " + user + ": /" + path
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range opts {
			if !yield(k) {
				return
			}
		}
	}) {
		line += " " + k + ":" + opts[k]
	}
	if err := c.c.Line(context.Background(), line); err != nil {
		c.t.Fatalf("%s: %v", line, err)
	}
}

func (c *consoleTable) match() (*session.Match, bool) {
	m, err := c.matches.Get(context.Background(), c.channel)
	return m, err == nil
}

func (c *consoleTable) live() (here, parent []string) {
	return c.c.Live(c.channel), c.c.Live("console")
}

// enterThread moves into the thread the console names after the game and
// its host.
func (c *consoleTable) enterThread(game, host string) { c.channel = "console/" + game + "-" + host }

func (c *consoleTable) name(user string) string { return user }

// TestTransportsLeaveOneLiveMessage plays a match of each game, in a
// thread it opens, through the fake Discord and the console side by
// side, every move typed by the first player who may act: after each
// step both show the same number of messages with live components in
// the thread and in its parent, and never more than one in either (the
// board; after the end, the final board with its Rematch).
func TestTransportsLeaveOneLiveMessage(t *testing.T) {
	players := []string{"alice", "bob", "carol", "dave", "erin", "frank"}
	for _, r := range games.All() {
		info := r.Info()
		t.Run(info.Name, func(t *testing.T) {
			t.Parallel() // each game has its own fake Discord, console and files
			tables := map[string]table{"discord": newDiscordTable(t), "console": newConsoleTable(t)}
			step := func(what string, do func(name string, tb table)) {
				t.Helper()
				counts := map[string][2]int{}
				for _, name := range []string{"discord", "console"} {
					tb := tables[name]
					do(name, tb)
					here, parent := tb.live()
					if len(here) > 1 || len(parent) > 1 {
						t.Fatalf("%s, %s: live messages %v in the thread, %v in its parent", what, name, here, parent)
					}
					counts[name] = [2]int{len(here), len(parent)}
				}
				if counts["discord"] != counts["console"] {
					t.Fatalf("%s: live messages differ: %v", what, counts)
				}
			}
			seats := max(info.MinSeats, 2)
			step("open", func(_ string, tb table) {
				tb.command(players[0], "play "+info.Name, map[string]string{"thread": "true"})
				tb.enterThread(info.Name, players[0])
			})
			for _, p := range players[1:seats] {
				step(p+" joins", func(_ string, tb table) { tb.command(p, "game join", nil) })
			}
			step("start", func(_ string, tb table) { tb.command(players[0], "game start", nil) })
			var last []string
			for turn := 0; ; turn++ {
				if turn > 3000 {
					t.Fatalf("the match does not end; last moves %v", last)
				}
				moves := map[string]string{}
				over := false
				step(fmt.Sprint("move ", turn), func(name string, tb table) {
					m, open := tb.match()
					if !open {
						over = true
						return
					}
					st, err := m.Decode()
					if err != nil {
						t.Fatal(err)
					}
					seat := st.Actors()[0]
					mv := st.Default(seat)
					moves[name] = fmt.Sprintf("seat %d: %s", seat, mv)
					tb.command(tb.name(m.Players[seat].User), "game move", map[string]string{"notation": string(mv)})
				})
				if over {
					break
				}
				last = append(last[max(0, len(last)-5):], moves["console"])
				if moves["discord"] != moves["console"] {
					t.Fatalf("the transports play different matches: %v", moves)
				}
			}
		})
	}
}
