package quinientos_test

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/quinientos"
)

// Example deals a game, plays the first two moves and shows the board as
// the player to move sees it.
func Example() {
	r := gametest.Seeded(3)
	st, err := quinientos.Rules.New(nil, 4, r)
	if err != nil {
		panic(err)
	}
	for range 2 {
		s := st.Actors()[0]
		fmt.Println(s, "may play", st.Legal(s))
		if st, err = st.Apply(s, st.Default(s), r); err != nil {
			panic(err)
		}
	}
	s := st.Actors()[0]
	v := st.View(s)
	fmt.Println(games.ExpandSeats(v.Status, games.Seat.String))
	fmt.Print(v.Board.(quinientos.BoardView).Text(nil))
	// Output:
	// seat 4 may play [play 6-6]
	// seat 1 may play [play 6-5]
	// seat 2 to play on 5 or 6
	// Round 1 · team 1+3: 0 · team 2+4: 0 · 500 wins
	// 5 < [5|6]{6|6} > 6
	// Tiles: seat 1 6 · seat 2 7 · seat 3 7 · seat 4 6
	// Your hand: 6-1 5-5 5-3 4-4 4-2 4-1 3-1
	// - seat 1 played 6-5 on the left
	// To play: seat 2
}

func ExampleParseMove() {
	for _, text := range []string{"play 6-5 left", "5-6 R", "PLAY 3|3", "play 7-1"} {
		a, err := quinientos.ParseMove(games.Move(text))
		if err != nil {
			fmt.Println(games.Reason(err))
			continue
		}
		fmt.Println(a)
	}
	// Output:
	// play 6-5 left
	// play 6-5 right
	// play 3-3
	// "7-1" is no tile: a tile is two numbers 0-6, like 6-5; write "play 6-5", "play 6-5 left" or "play 3-3 right"
}
