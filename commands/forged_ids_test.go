package commands

import (
	"bytes"
	"log/slog"
	"strconv"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// forgedArgs are arguments no board draws, for every kind of button.
var forgedArgs = []string{"", "0", "-1", "extend/0", "extend/-1", "extend/x", "extend/99999999999999999999",
	"extend/9223372036854", "pause", "resume/5", "bogus", "x/y/z", "9999999999999999999999", "-", "all", "\x00", "🎲",
	"write red 3", "0/0", "1/-1", "take 99", "page/-5"}

// TestForgedCustomIDsAreRefusedQuietly: every button id a member can
// forge (each action, a version of this board, an old one and a future
// one, arguments no board draws) gets a one-line refusal or a normal
// answer, never the apology for an internal error, and writes no ERROR
// line to the log: no member can fill the operator's log at will.
func TestForgedCustomIDsAreRefusedQuietly(t *testing.T) {
	var logs bytes.Buffer
	mg := session.NewManager(session.NewMemStore(), session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(&logs, nil))), sink: newRecorder()}
	d.started("qwinto", "bob")
	actions := []render.Action{render.ActMove, render.ActLobby, render.ActUI, render.ActPrivate, render.ActForm, render.ActPage,
		render.ActPrivacy, render.ActText, render.ActVote, render.ActRematch, render.ActUndo, render.ActResign, render.ActInvite}
	tries, apologies := 0, 0
	for _, act := range actions {
		for _, version := range []int64{0, 1, d.match().Version, 1 << 40} {
			for _, arg := range forgedArgs {
				for _, user := range []string{"bob", "mallory"} {
					id := string(act) + ":" + strconv.FormatInt(version, 36) + ":" + arg
					tries++
					logs.Reset()
					reply := d.click(user, "m0", id)
					text := ""
					if reply.Message != nil {
						text = reply.Message.Content
					}
					if strings.Contains(text, "went wrong on my side") || strings.Contains(logs.String(), "level=ERROR") {
						apologies++
						t.Errorf("%s by %s: %q\n%s", id, user, text, logs.String())
					}
				}
			}
		}
	}
	t.Logf("%d forged ids, %d answered with the internal-error apology or an ERROR log line", tries, apologies)
}
