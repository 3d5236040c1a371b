package commands

import (
	"fmt"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// TestClockVoteMajorityBySeats: a guest's /game pause passes once more
// than half of the seated players press Agree, not at half: at 2, 3, 4
// and 5 players it takes 2, 2, 3 and 3 (the host, who could pause alone,
// agrees last).
func TestClockVoteMajorityBySeats(t *testing.T) {
	for _, tt := range []struct{ players, need int }{{2, 2}, {3, 2}, {4, 3}, {5, 3}} {
		t.Run(fmt.Sprint(tt.players, " players"), func(t *testing.T) {
			users := []string{"alice", "bob", "carol", "dave", "erin"}[:tt.players]
			d := newTable(t)
			d.started("qwinto", users[1:]...)
			r := d.command(users[1], "game pause", nil)
			if r.Message == nil || len(r.Message.Components) == 0 {
				t.Fatalf("%s's request has no Agree button: %+v", users[1], r.Message)
			}
			agree := r.Message.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.Button)
			for n := 2; n <= tt.need; n++ {
				if d.match().Paused {
					t.Fatalf("paused with %d of %d agreeing", n-1, tt.players)
				}
				d.click(users[n%tt.players], "prompt", agree.CustomID)
			}
			if !d.match().Paused {
				t.Fatalf("not paused with %d of %d agreeing", tt.need, tt.players)
			}
		})
	}
}
