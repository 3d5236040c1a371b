package blingo

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/render"
)

var names = []string{"Alice", "Bob", "Carol", "Dave", "Erin", "Frank"}

// crossing is a three-player position after turn 39: Alice's Blingo on
// row 8, Bob's on column 3, Carol's on the diagonal 1-85; Carol rolled 2
// and 8.
const crossing = `
c . b . c . . . . . .
. c b . ac . . c . . .
. . bc . . ab . . . a .
. . b c . . . . ac . .
. . b . c . . . . . a
. a b . . c . bc . . .
. . b . . . c . . . .
a a ab a a a a ac a a a`

// decode returns the state written as JSON around a board position.
func decode(t testing.TB, seats int, phase string, active, turn int, dice [2]int, last, board string) games.State {
	t.Helper()
	if last == "" {
		last = `{"turn":0,"seat":0,"dice":[0,0],"placed":[0,0],"blingos":0,"removed":0}`
	}
	b, err := blingo.ParseBoard(board)
	if err != nil {
		t.Fatal(err)
	}
	end := "playing"
	if phase == "over" {
		end = "blackout"
	}
	data := fmt.Sprintf(`{"seats":%d,"phase":%q,"active":%d,"turn":%d,"dice":[%d,%d],"end":%q,"last":%s,"board":%q}`,
		seats, phase, active, turn, dice[0], dice[1], end, last, b.String())
	st, err := blingo.Rules.Decode([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// crossingState is crossing with Carol to place.
func crossingState(t testing.TB) games.State {
	return decode(t, 3, "placing", 2, 40, [2]int{2, 8}, `{"turn":39,"seat":1,"dice":[3,6],"placed":[36,0],"blingos":0,"removed":0}`, crossing)
}

// table is what the commands package gives a renderer for viewer: the
// actors' legal moves on the public board, the viewer's in a private view.
func table(st games.State, viewer games.Seat) *render.Table {
	v := st.View(viewer)
	t := &render.Table{View: v, Version: 42, Legal: map[games.Seat][]games.Move{}, Result: st.Result(), Last: "Bob: place 36"}
	for i := range v.Seats {
		user := ""
		if i != 1 {
			user = fmt.Sprint(1000 + i)
		}
		t.Seats = append(t.Seats, render.Seat{Name: names[i], User: user, Bot: user == ""})
	}
	if viewer == games.Spectator {
		for _, s := range st.Actors() {
			t.Legal[s] = st.Legal(s)
		}
	} else {
		t.Legal[viewer] = st.Legal(viewer)
	}
	return t
}

// components lists the buttons and select menus of a message.
func components(m *render.Message) ([]discordgo.Button, []discordgo.SelectMenu) {
	var bs []discordgo.Button
	var ss []discordgo.SelectMenu
	for _, r := range m.Components {
		for _, c := range r.(discordgo.ActionsRow).Components {
			switch c := c.(type) {
			case discordgo.Button:
				bs = append(bs, c)
			case discordgo.SelectMenu:
				ss = append(ss, c)
			}
		}
	}
	return bs, ss
}

// offered returns every move the message's controls play: button
// arguments and menu option values.
func offered(t *testing.T, m *render.Message) []games.Move {
	t.Helper()
	bs, ss := components(m)
	var out []games.Move
	for _, b := range bs {
		id, err := render.ParseID(b.CustomID)
		if err != nil || id.Action != render.ActMove || id.Version != 42 {
			t.Fatalf("button %q: id %q %v", b.Label, b.CustomID, err)
		}
		out = append(out, games.Move(id.Arg))
	}
	for _, s := range ss {
		id, err := render.ParseID(s.CustomID)
		if err != nil || !id.SelectsMove() || id.Version != 42 {
			t.Fatalf("menu %q: id %q %v", s.Placeholder, s.CustomID, err)
		}
		for _, o := range s.Options {
			out = append(out, games.Move(o.Value))
		}
	}
	return out
}

func labels(m *render.Message) string {
	bs, ss := components(m)
	var out []string
	for _, b := range bs {
		out = append(out, "["+b.Label+"]")
	}
	for _, s := range ss {
		for _, o := range s.Options {
			out = append(out, o.Label+" ("+o.Description+")")
		}
	}
	return strings.Join(out, "\n")
}
