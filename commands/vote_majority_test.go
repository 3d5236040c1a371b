package commands

import (
	"fmt"
	"testing"
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
			d.command(users[1], "game pause", nil)
			board := d.match().BoardMessage
			agree := button(t, d.sink.msgs[board], "Agree")
			for n := 2; n <= tt.need; n++ {
				if d.match().Paused {
					t.Fatalf("paused with %d of %d agreeing", n-1, tt.players)
				}
				d.click(users[n%tt.players], board, agree.CustomID)
			}
			if !d.match().Paused {
				t.Fatalf("not paused with %d of %d agreeing", tt.need, tt.players)
			}
		})
	}
}
