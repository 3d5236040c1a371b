package commands

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// playToEnd plays the table's match with the default policy until it ends
// and returns the archived match.
func (d *tableDriver) playToEnd(users []string) *session.Match {
	d.t.Helper()
	id := d.match().ID
	for i := 0; ; i++ {
		if i > 2000 {
			d.t.Fatal("game does not end")
		}
		m, err := d.matches.Get(context.Background(), "chan")
		if err != nil {
			break
		}
		st, _ := m.Decode()
		seat := st.Actors()[0]
		d.command(users[seat], "game move", map[string]string{"notation": string(st.Default(seat))})
	}
	m, err := d.matches.Archived(context.Background(), id)
	if err != nil {
		d.t.Fatal(err)
	}
	return m
}

func footer(t *testing.T, d *tableDriver, msg string) string {
	t.Helper()
	m := d.sink.msgs[msg]
	if m == nil || len(m.Embeds) == 0 || m.Embeds[0].Footer == nil {
		t.Fatalf("message %s has no footer: %+v", msg, m)
	}
	return m.Embeds[0].Footer.Text
}

func TestBoardShowsCommitmentThenSeed(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob")
	open := d.match()
	f := footer(t, d, open.BoardMessage)
	if !strings.Contains(f, "Dice commitment "+open.Commit[:session.ShortCommit]) || strings.Contains(f, open.Seed) {
		t.Fatalf("board of an open match, commitment %s: footer %q", open.Commit, f)
	}
	m := d.playToEnd([]string{"alice", "bob"})
	f = footer(t, d, fmt.Sprint("m", d.sink.n))
	if !strings.Contains(f, "Dice seed "+m.Seed) || !strings.Contains(f, "/history verify:"+m.ID) {
		t.Fatalf("final board: footer %q, seed %s", f, m.Seed)
	}
	rep := d.command("carol", "history", map[string]string{"verify": m.ID})
	if rep.Message == nil || len(rep.Message.Embeds) == 0 || !strings.Contains(rep.Message.Text, "rolls match") ||
		!strings.HasPrefix(rep.Message.Embeds[0].Title, "✅") {
		t.Fatalf("verify: %+v", rep.Message)
	}
	rep = d.command("alice", "history", map[string]string{"export": m.ID})
	var e Export
	if err := json.Unmarshal(rep.Message.Files[0].Data, &e); err != nil {
		t.Fatal(err)
	}
	if e.Seed != m.Seed || e.Commit != m.Commit {
		t.Fatalf("export seed %q commit %q", e.Seed, e.Commit)
	}
	c, err := VerifyExport(e)
	if err != nil || !c.OK() {
		t.Fatalf("verify the export: %v\n%s", err, c)
	}
	e.Moves[1].Dice = append(e.Moves[1].Dice[:0:0], e.Moves[1].Dice...)
	e.Moves[1].Dice[0].Value = (e.Moves[1].Dice[0].Value + 1) % e.Moves[1].Dice[0].N
	if c, _ := VerifyExport(e); c.OK() || !strings.Contains(c.String(), "the seed gives") {
		t.Fatalf("a changed die in the export:\n%s", c)
	}
}

func TestCancelRevealsSeed(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", map[string]string{"bots": "1"})
	d.command("alice", "game start", nil)
	seed := d.match().Seed
	d.command("alice", "game cancel", nil)
	last := d.sink.msgs[fmt.Sprint("m", d.sink.n)]
	if !strings.Contains(last.Content, "cancelled") || !strings.Contains(last.Content, "Dice seed "+seed) {
		t.Fatalf("cancel note: %q", last.Content)
	}
}

func TestVerifyRefusesOtherServers(t *testing.T) {
	rt, _ := memApp(t)
	for _, id := range []string{"m4", "nope"} {
		rep := ask(rt, "bob", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"verify": id}})
		if rep.Message == nil || !rep.Message.Ephemeral || !strings.Contains(rep.Message.Content, "No finished game") {
			t.Errorf("verify %q: %+v", id, rep.Message)
		}
	}
	// m1 predates commitments and has no generator: its order is checked.
	rep := ask(rt, "bob", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"verify": "m1"}})
	if rep.Message == nil || !strings.Contains(rep.Message.Text, "predates dice commitments") {
		t.Errorf("verify m1: %+v", rep.Message)
	}
}

func TestVerifyExportHiddenDice(t *testing.T) {
	if _, err := VerifyExport(Export{ID: "x", Game: "quinientos", DiceHidden: true}); !errors.Is(err, ErrDiceHidden) {
		t.Fatalf("hidden dice: %v", err)
	}
}

func TestRulesDice(t *testing.T) {
	rt, _ := memApp(t)
	rep := ask(rt, "bob", &Request{Kind: KindCommand, Command: "rules", Options: map[string]string{"game": "dice"}})
	m := rep.Message
	if m == nil || !m.Ephemeral || len(m.Embeds) != 1 {
		t.Fatalf("rules dice: %+v", m)
	}
	d := m.Embeds[0].Description
	for _, want := range []string{"PCG", "16 bytes (128 bits)", "crypto/rand", "2^64 mod n", "SHA-256",
		"**Qwinto**: ", "**Quingo**: ", "**Cinq-O**: ", "**Blingo**: ", "**Quinientos**: ", "What it does not"} {
		if !strings.Contains(d, want) {
			t.Errorf("/rules dice lacks %q", want)
		}
	}
	for _, g := range games.All() {
		if title := g.Info().Title; strings.Contains(d, "**"+title+"**: "+title) {
			t.Errorf("/rules dice names %s twice in a row", title)
		}
	}
	if n := len([]rune(d)); n > 4096 {
		t.Errorf("/rules dice is %d characters, over an embed's 4096", n)
	}
	t.Logf("%d characters", len([]rune(d)))
}

func TestStatsDice(t *testing.T) {
	d := newTable(t)
	if got := reason(d.command("alice", "stats dice", nil)); !strings.Contains(got, "No dice rolled by this server") {
		t.Fatalf("no games yet: %q", got)
	}
	d.started("qwinto", "bob")
	m := d.playToEnd([]string{"alice", "bob"})
	log, _ := d.matches.Log(context.Background(), m.ID)
	rolls := 0
	for _, s := range log {
		rolls += len(s.Draws)
	}
	rep := d.command("carol", "stats dice", nil)
	if rep.Message == nil || len(rep.Message.Embeds) != 1 {
		t.Fatalf("server dice: %+v", rep.Message)
	}
	desc := rep.Message.Embeds[0].Description
	t.Logf("/stats dice:\n%s\n%s", rep.Message.Embeds[0].Title, desc)
	// Qwinto rolls d6 alone: the d6 line is the whole verdict, said once.
	if strings.Contains(desc, fmt.Sprintf("**%d rolls**", rolls)) || !strings.Contains(desc, fmt.Sprintf("**d6** · %d rolls", rolls)) ||
		strings.Count(desc, "\n") < 8 || !strings.Contains(desc, " 6 █") {
		t.Fatalf("server dice, %d rolls:\n%s", rolls, desc)
	}
	rep = d.command("carol", "stats dice", map[string]string{"user": "alice", "game": "qwinto"})
	if desc := rep.Message.Embeds[0].Description; !strings.Contains(desc, "Dice rolled by <@alice>") || strings.Contains(desc, fmt.Sprintf("**%d rolls**", rolls)) {
		t.Fatalf("alice's dice:\n%s", desc)
	}
	if got := reason(d.command("carol", "stats dice", map[string]string{"game": "cinqo"})); !strings.Contains(got, "of Cinq-O") {
		t.Fatalf("no cinqo: %q", got)
	}
}

func TestDiceChart(t *testing.T) {
	loaded := session.DiceTally{6: {1000, 1000, 1000, 1000, 1000, 1400}, 8: {3, 2}}
	loaded[8] = []int64{1, 2, 0, 1, 0, 0, 1, 0}
	c := diceChart(locale.English, loaded, session.AllPlayers)
	if strings.Contains(c, " 8 ") {
		t.Errorf("a d8 rolled 5 times is charted:\n%s", c)
	}
	for _, want := range []string{"**6405 rolls**: more uneven than chance explains (p < 0.001)", "**d6** · 6400 rolls · more uneven",
		"**d8** · 5 rolls · too few rolls to judge", " 6 ███████████████▊   1400 (+31.2%)", " 1 ███████████▎       1000 (-6.3%)"} {
		if !strings.Contains(c, want) {
			t.Errorf("chart lacks %q:\n%s", want, c)
		}
	}
	big := session.DiceTally{}
	for n := 2; n <= 28; n++ {
		big[n] = make([]int64, n)
		for v := range big[n] {
			big[n][v] = 1000
		}
	}
	if c := diceChart(locale.English, big, session.AllPlayers); len([]rune(c)) > 4096 || !strings.Contains(c, "**d28** · 28000 rolls") {
		t.Errorf("27 die sizes: %d runes\n%s", len([]rune(c)), c)
	}
}

// TestDealGameShowsDealCommitment: a game that deals tiles names its
// draws a deal, not dice.
func TestDealGameShowsDealCommitment(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play quinientos", map[string]string{"bots": "3"})
	d.command("alice", "game start", nil)
	open := d.match()
	f := footer(t, d, open.BoardMessage)
	if !strings.Contains(f, "Deal commitment "+open.Commit[:session.ShortCommit]) || strings.Contains(f, "Dice") {
		t.Fatalf("Quinientos board: footer %q", f)
	}
}
