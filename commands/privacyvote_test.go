package commands

import (
	"strings"
	"testing"
)

// forgetByPrivacy has user delete their data through /privacy's buttons.
func forgetByPrivacy(t *testing.T, d *tableDriver, user string) {
	t.Helper()
	ask := d.command(user, "privacy", nil)
	confirm := d.click(user, "privacy-"+user, buttons(ask.Message)["Delete my data"])
	if confirm.Update == nil {
		t.Fatalf("Delete my data = %+v", confirm)
	}
	if done := d.click(user, "privacy-"+user, buttons(confirm.Update)["Yes, delete everything"]); done.Update == nil || !strings.Contains(done.Update.Text, "keeps nothing") {
		t.Fatalf("Yes = %+v", done)
	}
}

// TestPrivacyDropsTheBoardsRequest: a player who asked for a pause and
// then deletes their data takes the request with them; the board, edited
// in place, no longer shows it nor its Agree button.
func TestPrivacyDropsTheBoardsRequest(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob", "carol")
	d.command("bob", "game pause", nil)
	board := d.match().BoardMessage
	if !strings.Contains(d.sink.msgs[board].Content, "pause") || buttons(d.sink.msgs[board])["Agree"] == "" {
		t.Fatalf("the board does not show the request:\n%s", d.sink.msgs[board].Content)
	}
	forgetByPrivacy(t, d, "bob")
	if d.match().Vote != nil {
		t.Fatalf("the request stays: %+v", d.match().Vote)
	}
	shown := d.sink.msgs[d.match().BoardMessage]
	if _, ok := buttons(shown)["Agree"]; ok || strings.Contains(shown.Content, "pause") {
		t.Errorf("the board still shows the request:\n%s\n%+v", shown.Content, shown.Components)
	}
}

// TestPrivacyThinsTheBoardsRequest: a player who agreed to another's
// request and then deletes their data withdraws their agreement; the
// board no longer counts it.
func TestPrivacyThinsTheBoardsRequest(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob", "carol", "dave", "erin")
	d.command("bob", "game pause", nil)
	board := d.match().BoardMessage
	d.click("carol", board, buttons(d.sink.msgs[board])["Agree"])
	before := d.sink.msgs[d.match().BoardMessage].Content
	forgetByPrivacy(t, d, "carol")
	if v := d.match().Vote; v == nil || len(v.By) != 1 {
		t.Fatalf("the request after = %+v; want bob's alone", v)
	}
	shown := d.sink.msgs[d.match().BoardMessage]
	if shown.Content == before || strings.Contains(shown.Content, "carol") {
		t.Errorf("the board still counts carol:\n%s", shown.Content)
	}
	if _, ok := buttons(shown)["Agree"]; !ok {
		t.Errorf("the board lost the open request's Agree button: %+v", shown.Components)
	}
}
