package commands

import (
	"testing"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// resignConfirmed resigns user through /game resign and its Confirm
// button, as a player does.
func (d *tableDriver) resignConfirmed(user string) *Reply {
	d.t.Helper()
	ask := d.command(user, "game resign", nil)
	if ask.Message == nil || len(ask.Message.Components) == 0 {
		return ask
	}
	return d.click(user, "confirm", button(d.t, ask.Message, "Confirm").CustomID)
}

// TestResignAsksToConfirm: /game resign changes nothing until its
// private Confirm button; Keep playing changes nothing; a confirmation
// drawn before a later move is refused in one line and changes nothing.
func TestResignAsksToConfirm(t *testing.T) {
	d := newTable(t)
	d.started("cinqo", "bob", "carol")
	before := d.match()
	ask := d.command("bob", "game resign", nil)
	if ask.Message == nil || !ask.Message.Ephemeral {
		t.Fatalf("/game resign answered %+v, want a private confirmation", ask.Message)
	}
	if after := d.match(); after.Version != before.Version || after.Players[1].Resigned {
		t.Fatal("/game resign resigned before the confirmation")
	}
	keep := d.click("bob", "confirm", button(t, ask.Message, "Keep playing").CustomID)
	if keep.Update == nil || keep.Update.Content != "You keep your seat." || d.match().Players[1].Resigned {
		t.Fatalf("Keep playing: %+v", keep.Update)
	}
	confirm := button(t, ask.Message, "Confirm").CustomID
	d.command("alice", "game move", map[string]string{"notation": "roll"})
	moved := d.match()
	if moved.Version == before.Version {
		t.Fatal("alice's roll did not move the match on")
	}
	stale := d.click("bob", "confirm", confirm)
	if got := reason(stale); got == "" || stale.Update != nil || d.match().Players[1].Resigned || d.match().Version != moved.Version {
		t.Fatalf("a stale Confirm: %q, update %+v; resigned %v", got, stale.Update, d.match().Players[1].Resigned)
	}
	done := d.resignConfirmed("bob")
	if done.Update == nil || done.Update.Content != locale.English.Say("resign.done") || !d.match().Players[1].Resigned {
		t.Fatalf("Confirm: %+v", done.Update)
	}
	if got := reason(d.click("bob", "confirm", confirm)); got != "You resigned from this game; a bot plays your seat." {
		t.Fatalf("a second Confirm: %q", got)
	}
	if got := reason(d.command("zed", "game resign", nil)); got != "You are not playing in this game." {
		t.Fatalf("/game resign by a stranger: %q", got)
	}
	d2 := newTable(t)
	d2.command("alice", "play cinqo", nil)
	d2.command("bob", "game join", nil)
	if got := reason(d2.command("bob", "game resign", nil)); got != reasonOf(session.ErrNotPlaying) {
		t.Fatalf("/game resign in a lobby: %q", got)
	}
}

func reasonOf(err error) string { s, _ := Reason(err); return s }
