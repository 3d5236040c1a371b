package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// TestRulesNamesTheGameOnceAndItsOptions: /rules shows the title once,
// every option of the game's /play with the picker's description of it,
// and fits a message unclipped.
func TestRulesNamesTheGameOnceAndItsOptions(t *testing.T) {
	d := newTable(t)
	for _, r := range games.All() {
		info := r.Info()
		t.Run(info.Name, func(t *testing.T) {
			reply := d.command("alice", "rules", map[string]string{"game": info.Name})
			got := reason(reply)
			if len(reply.Message.Embeds) != 3 {
				t.Fatalf("%d embeds, want the options in one, undo and timeouts in another, invitations and following in a third", len(reply.Message.Embeds))
			}
			if social := reply.Message.Embeds[2].Description; !strings.Contains(social, "invite:@member") || !strings.Contains(social, "/game follow") {
				t.Errorf("/rules does not say what invitations and following do:\n%s", social)
			}
			opts := reply.Message.Embeds[0].Description
			if n := strings.Count(got, "**"+info.Title+"**"); n != 1 {
				t.Errorf("the title %q appears %d times:\n%s", info.Title, n, got)
			}
			// Every option of the picker, the game's own and those of
			// every game, is explained where /rules is read.
			for _, o := range playOptions(info.Name) {
				if !strings.Contains(opts, "- `"+o.Name+"`") || !strings.Contains(opts, strings.TrimSuffix(o.Description, ".")) {
					t.Errorf("option %q is not described:\n%s", o.Name, opts)
				}
			}
			if len(playOptions(info.Name)) <= len(info.Options) {
				t.Errorf("/play %s has no options of every game", info.Name)
			}
			if len([]rune(got)) >= render.MaxContent || strings.HasSuffix(got, "…") {
				t.Errorf("the rules were clipped (%d characters)", len([]rune(got)))
			}
		})
	}
}

// TestRulesOfNoSuchGame: an unknown or empty game name is refused with
// the words "unknown game" or a question, and the list of games.
func TestRulesOfNoSuchGame(t *testing.T) {
	d := newTable(t)
	for _, tc := range []struct{ game, want string }{
		{"foo", `Unknown game "foo": choose one of `},
		{"", "Which game? Choose one of "},
		{strings.Repeat("x", 5000), "Unknown game \"" + strings.Repeat("x", 39) + "…\""},
	} {
		got := reason(d.command("alice", "rules", map[string]string{"game": tc.game}))
		if !strings.HasPrefix(got, tc.want) || !strings.Contains(got, "qwinto") {
			t.Errorf("/rules %.20q answered %q, want it to start %q and list the games", tc.game, got, tc.want)
		}
	}
}

// TestRulesOfNoSuchGameInPortuguese: the refusal speaks the caller's
// language and quotes the name as typed.
func TestRulesOfNoSuchGameInPortuguese(t *testing.T) {
	d := newTable(t)
	for game, want := range map[string]string{"foo": `Jogo desconhecido "foo": escolha um destes: `, "": "Qual jogo? Escolha um destes: "} {
		got := reason(d.do(&Request{Kind: KindCommand, User: User{ID: "alice", Name: "alice"}, Command: "rules",
			Options: map[string]string{"game": game}, Locale: "pt-BR"}))
		if !strings.HasPrefix(got, want) || !strings.Contains(got, "qwinto") {
			t.Errorf("/rules %q in Portuguese answered %q, want it to start %q and list the games", game, got, want)
		}
	}
}

// TestRulesNameBotsAndTimeoutsAlike: every game's rules end with how its
// bots play, under one heading, since timeouts and taken-over seats play
// as a normal bot does.
func TestRulesNameBotsAndTimeoutsAlike(t *testing.T) {
	for _, r := range games.All() {
		if help := r.Info().Help; !strings.Contains(help, "\n**Bots (normal level) and timeouts.** ") {
			t.Errorf("/rules %s has no paragraph **Bots (normal level) and timeouts.**", r.Info().Name)
		}
	}
}

// TestRulesSayWhatUndoAndAbandonmentDo: /rules of every game says what
// /game undo takes back in it, whose consent it needs and when it is
// refused, and that a game no human is left in is abandoned.
func TestRulesSayWhatUndoAndAbandonmentDo(t *testing.T) {
	d := newTable(t)
	for _, r := range games.All() {
		info := r.Info()
		reply := d.command("alice", "rules", map[string]string{"game": info.Name})
		embeds := reply.Message.Embeds
		if info.Undo == "" || len(embeds) < 2 {
			t.Fatalf("/rules %s says nothing of undo", info.Name)
		}
		got := embeds[1].Description
		for _, want := range []string{"`/game undo`", "In " + info.Title + ": ", "Allow", "hidden from you", "once at most", "the game is abandoned instead"} {
			if !strings.Contains(got, want) {
				t.Errorf("/rules %s lacks %q:\n%s", info.Name, want, got)
			}
		}
		if !strings.Contains(reply.Message.Text, got) {
			t.Errorf("/rules %s: the text rendering lacks the undo rules", info.Name)
		}
	}
}
