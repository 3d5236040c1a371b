package session_test

import (
	"fmt"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/games/session"
)

// TestStartSeatsPartners: the host adds two bots before a friend joins;
// at the start the game's seating puts the two humans across from each
// other (partners), or on opposite teams when they asked to play apart.
func TestStartSeatsPartners(t *testing.T) {
	for _, tt := range []struct {
		partners string
		want     []string // user per seat; "" for a bot
	}{
		{quinientos.Together, []string{"1", "", "2", ""}},
		{quinientos.Apart, []string{"1", "", "", "2"}},
	} {
		t.Run(tt.partners, func(t *testing.T) {
			mg, _ := newManager(t)
			_, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: quinientos.Name, Host: alice(),
				Options: games.Options{"partners": tt.partners}})
			if err != nil {
				t.Fatal(err)
			}
			for range 2 {
				if _, err := mg.AddBot(ctx, "c", "1"); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := mg.Join(ctx, "c", bob()); err != nil {
				t.Fatal(err)
			}
			out, err := mg.Start(ctx, "c", "1")
			if err != nil {
				t.Fatal(err)
			}
			m, _ := mg.Get(ctx, "c")
			for s, p := range m.Players {
				if got := map[bool]string{true: "", false: p.User}[p.Bot]; got != tt.want[s] {
					t.Fatalf("seat %d is %+v; want user %q (seats %+v)", s, p, tt.want[s], m.Players)
				}
			}
			if out.State == nil {
				t.Fatal("no state")
			}
		})
	}
}

// TestLobbySeatsAsTheStartDoes: the lobby's players, as Seated lists
// them, are the players of the started match seat for seat, and each bot
// is named after the seat it plays ("Bot 3" in the third).
func TestLobbySeatsAsTheStartDoes(t *testing.T) {
	for _, bots := range []int{3, 2} {
		mg, _ := newManager(t)
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: quinientos.Name, Host: alice(), Bots: bots}); err != nil {
			t.Fatal(err)
		}
		if bots == 2 {
			if _, err := mg.Join(ctx, "c", bob()); err != nil {
				t.Fatal(err)
			}
		}
		lobby, _ := mg.Get(ctx, "c")
		shown, err := lobby.Seated()
		if err != nil {
			t.Fatal(err)
		}
		out, err := mg.Start(ctx, "c", "1")
		if err != nil {
			t.Fatal(err)
		}
		for s, p := range out.Match.Players {
			if shown[s].Name != p.Name || shown[s].User != p.User {
				t.Errorf("bots:%d seat %d: the lobby shows %q, the game seats %q", bots, s, shown[s].Name, p.Name)
			}
			if want := fmt.Sprintf("Bot %d", s+1); p.Bot && p.Name != want {
				t.Errorf("bots:%d: seat %d's bot is named %q, want %q", bots, s, p.Name, want)
			}
		}
	}
}
