package blingo_test

import (
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	gblingo "github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/blingo"
)

// Example draws the board after Alice rolled a 2 and an 8: the menu offers
// the placements the roll allows, in words.
func Example() {
	st, _ := gblingo.Rules.New(nil, 2, nil)
	st, _ = st.Apply(0, "roll", gametest.Dice(2, 8))
	t := &render.Table{
		View: st.View(games.Spectator), Version: 7,
		Seats: []render.Seat{{Name: "Alice", User: "101"}, {Name: "Bob", User: "102"}},
		Legal: map[games.Seat][]games.Move{0: st.Legal(0)},
	}
	m := blingo.Renderer{}.Board(t)
	fmt.Println(m.Content)
	menu := m.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.SelectMenu)
	for _, o := range menu.Options {
		fmt.Printf("%-12s %s (%s)\n", o.Value, o.Label, o.Description)
	}
	// Output:
	// <@101> rolled 2 and 8: choose where to place
	// place 2 8    One marker on 2 and one on 8 (row 1: you would hold 2 of 11)
	// place 28     One marker on 28 (row 3: you would hold 1 of 11)
	// place 82     One marker on 82 (row 8: you would hold 1 of 11)
	// place 10     One marker on 10 (the dice add up to 10) (row 1: you would hold 1 of 11)
	// place 20     One marker on 20 (the dice add up to 10) (row 2: you would hold 1 of 11)
	// place 30     One marker on 30 (the dice add up to 10) (row 3: you would hold 1 of 11)
	// place 40     One marker on 40 (the dice add up to 10) (row 4: you would hold 1 of 11)
	// place 50     One marker on 50 (the dice add up to 10) (row 5: you would hold 1 of 11)
	// place 60     One marker on 60 (the dice add up to 10) (row 6: you would hold 1 of 11)
	// place 70     One marker on 70 (the dice add up to 10) (row 7: you would hold 1 of 11)
	// place 80     One marker on 80 (the dice add up to 10) (row 8: you would hold 1 of 11)
}
