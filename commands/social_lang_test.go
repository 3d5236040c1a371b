package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/locale"
)

// in is a command from user, whose Discord speaks lang, in a French
// server.
func (d *tableDriver) inFrench(user, lang, path string, opts map[string]string) *Reply {
	return d.do(&Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: path, Options: opts, Locale: lang, GuildLocale: "fr"})
}

// TestFollowingSpeaksTheFollowersLanguage: in a French server, a German
// member's /game follow is answered in German and keeps her locale, and
// the direct message at the end speaks the follower's language when it
// is known, the server's when not.
func TestFollowingSpeaksTheFollowersLanguage(t *testing.T) {
	d := newTable(t)
	d.inFrench("alice", "fr", "play qwinto", nil)
	if got := reason(d.inFrench("carol", "de", "game follow", nil)); !strings.HasPrefix(got, "Du folgst dieser Qwinto-Partie") {
		t.Errorf("follow, in German: %q", got)
	}
	if mb, ok := d.matches.Mailbox(); !ok {
		t.Fatal("the store keeps no mailbox")
	} else if p, err := mb.DMPrefs(t.Context(), "carol"); err != nil || p.Locale != "de" {
		t.Errorf("carol's locale is not kept for the message at the end: %+v %v", p, err)
	}
	d.inFrench("bob", "fr", "game join", nil)
	d.inFrench("alice", "fr", "game start", nil)
	m := d.playToEnd([]string{"alice", "bob"})
	ds := FollowedEnd(m, "m9")
	if len(ds) != 1 || ds[0].In == nil {
		t.Fatalf("direct messages: %+v; want one to carol, said in her language", ds)
	}
	for _, tt := range []struct {
		text  string
		wants []string
	}{
		{ds[0].Message.Content, []string{"La partie de Qwinto que tu suivais dans <#chan> est terminée : ", "Scores : alice "}},
		{ds[0].In(locale.German).Content, []string{"Die Qwinto-Partie, der du in <#chan> gefolgt bist, ist vorbei: ", "Punkte: alice "}},
	} {
		for _, want := range tt.wants {
			if !strings.Contains(tt.text, want) {
				t.Errorf("the result lacks %q: %q", want, tt.text)
			}
		}
		for _, english := range []string{"game you followed", "has ended", "Scores:"} {
			if strings.Contains(tt.text, english) {
				t.Errorf("the result says %q: %q", english, tt.text)
			}
		}
	}
}

// TestInvitationsSpeakEachReadersLanguage: in a French server, the lobby
// pings and awaits the member invited in French; the invitation's direct
// message speaks the member's language (German here), buttons included;
// the answer in the direct message replaces it in the answerer's, and the
// lobby's note stays French. /rules tells of invitations in the caller's.
func TestInvitationsSpeakEachReadersLanguage(t *testing.T) {
	d := newTable(t)
	reply := d.inFrench("alice", "de", "play qwinto", map[string]string{"invite": "<@bob>"})
	lobby := d.sink.msgs[d.match().BoardMessage]
	if !strings.Contains(lobby.Content, "<@bob>, alice t'invite à jouer à Qwinto") {
		t.Errorf("the lobby's ping is not French: %q", lobby.Content)
	}
	if !strings.Contains(lobby.Text, "En attente de bob · expire <t:") {
		t.Errorf("the lobby's line is not French:\n%s", lobby.Text)
	}
	if yes := button(t, lobby, "Accepter l'invitation").CustomID; yes != "iv:0:yes" || button(t, lobby, "Refuser l'invitation").CustomID != "iv:0:no" {
		t.Errorf("the lobby's French buttons answer %q", yes)
	}
	if len(reply.Directs) != 1 || reply.Directs[0].In == nil {
		t.Fatalf("direct messages: %+v", reply.Directs)
	}
	dm := reply.Directs[0].In(locale.German)
	if !strings.Contains(dm.Content, "alice lädt dich zu Qwinto in <#chan> ein") {
		t.Errorf("the German invitation reads %q", dm.Content)
	}
	no := button(t, dm, "Einladung ablehnen").CustomID
	if no != "iv:0:no/chan" || button(t, dm, "Einladung annehmen").CustomID != "iv:0:yes/chan" {
		t.Errorf("the German buttons answer %q", no)
	}
	if fr := reply.Directs[0].Message.Content; !strings.Contains(fr, "alice t'invite à jouer à Qwinto dans <#chan>") {
		t.Errorf("the invitation in the server's language reads %q", fr)
	}
	r := d.router.Handle(t.Context(), &Request{Kind: KindComponent, Channel: "dm-bob", User: User{ID: "bob", Name: "Bob"}, CustomID: no, Message: "dm1", Locale: "ru"})
	if r.Update == nil || !strings.Contains(r.Update.Content, "Вы отклонили приглашение в Qwinto") {
		t.Errorf("the direct message after Decline, in Russian: %+v", r.Update)
	}
	if r.Board == nil || !strings.Contains(Boards.Draw(r.Board).Text, "bob a refusé l'invitation ; la place est libre.") {
		t.Errorf("the lobby is not told in French")
	}
	rules := d.do(&Request{Kind: KindCommand, User: User{ID: "zed", Name: "zed"}, Command: "rules", Options: map[string]string{"game": "qwinto"}, Locale: "de"})
	if text := rules.Message.Text; !strings.Contains(text, "**Einladungen.**") || !strings.Contains(text, "**Folgen.**") || strings.Contains(text, "holds a seat") {
		t.Errorf("/rules in German tells of invitations as:\n%s", text)
	}
}

// TestRematchSpeaksTheServersLanguage: in a French server, the final
// board's Rematch button and the rematch lobby's ping are French.
func TestRematchSpeaksTheServersLanguage(t *testing.T) {
	d := newTable(t)
	d.inFrench("alice", "de", "play qwinto", nil)
	d.inFrench("bob", "de", "game join", nil)
	d.inFrench("alice", "de", "game start", nil)
	final := playOut(t, d)
	id := button(t, d.sink.msgs[final], "Revanche").CustomID
	d.do(&Request{Kind: KindComponent, User: User{ID: "bob", Name: "bob"}, Message: final, CustomID: id, Locale: "de", GuildLocale: "fr"})
	lobby := d.sink.msgs[d.match().BoardMessage]
	if !strings.HasPrefix(lobby.Content, "bob demande une revanche : <@alice>, appuyez sur Rejoindre pour rejouer.") {
		t.Errorf("the rematch lobby's ping in a French server: %q", lobby.Content)
	}
}
