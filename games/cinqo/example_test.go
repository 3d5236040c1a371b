package cinqo_test

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/gametest"
)

// Example plays the seed's example turn with scripted dice: the first roll
// draws five dice and the Hi/Lo die (5: 2-down), later rolls only the dice
// neither racked nor banked once the Hi/Lo die is boxed.
func Example() {
	st, err := cinqo.Rules.New(nil, 2, nil)
	if err != nil {
		panic(err)
	}
	dice := gametest.Dice(1, 1, 2, 4, 6, 5, 5, 1, 6, 1)
	name := func(s games.Seat) string { return []string{"Ann", "Bob"}[s] }
	for _, m := range []games.Move{"roll", "rack 1 1 bank 2 box", "roll", "rack 1", "roll", "take 2", "roll", "rack 1"} {
		if st, err = st.Apply(0, m, dice); err != nil {
			panic(err)
		}
		fmt.Printf("%-20s %s\n", m, games.ExpandSeats(st.View(games.Spectator).Status, name))
	}
	fmt.Println(st.Result().Scores)
	// Output:
	// roll                 Ann rolled 1 1 2 4 6 (Hi/Lo 2-down): rack at least one die
	// rack 1 1 bank 2 box  Ann to roll 2 dice (roll 2 of at most 5)
	// roll                 Ann rolled 1 5 (Hi/Lo 2-down, boxed): rack at least one die
	// rack 1               Ann to roll 1 die (roll 3 of at most 5)
	// roll                 Ann rolled 6 (Hi/Lo 2-down, boxed): rack at least one die
	// take 2               Ann to roll 1 die (roll 4 of at most 5)
	// roll                 Ann rolled 1 (Hi/Lo 2-down, boxed): rack at least one die
	// rack 1               Ann scored 16 · Bob to roll
	// [16 0]
}

func ExampleParseMove() {
	a, err := cinqo.ParseMove("Box bank 5  rack 6 6")
	fmt.Println(a, err)
	_, err = cinqo.ParseMove("rack 7")
	fmt.Println(games.Reason(err))
	// Output:
	// rack 6 6 bank 5 box <nil>
	// "7" is no die face: faces are 1 to 6; write "roll", or e.g. "rack 6 6 bank 5 box" or "take 5"
}
