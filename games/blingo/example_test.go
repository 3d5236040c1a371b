package blingo_test

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/gametest"
)

func Example() {
	st, _ := blingo.Rules.New(nil, 2, nil)
	st, _ = st.Apply(0, "roll", gametest.Dice(2, 8))
	fmt.Println(st.View(games.Spectator).Status)
	fmt.Println(st.Legal(0))
	if _, err := st.Apply(0, "place 2", nil); err != nil {
		fmt.Println(games.Reason(err))
	}
	st, _ = st.Apply(0, "Place 82", nil)
	v := st.View(games.Spectator)
	fmt.Println(v.Status, v.Scores)
	// Output:
	// {seat:0} rolled 2 and 8: choose where to place
	// [place 10 place 2 8 place 20 place 28 place 30 place 40 place 50 place 60 place 70 place 80 place 82]
	// this roll places a marker on each open die: place 2 8
	// {seat:0} rolled 2 and 8 and placed on 82 · {seat:1} to roll [1 0]
}

func ExampleParseMove() {
	a, err := blingo.ParseMove("  PLACE 8 2 ")
	fmt.Println(a, err)
	a, err = blingo.ParseMove("40")
	fmt.Println(a, err)
	_, err = blingo.ParseMove("place 90")
	fmt.Println(games.Reason(err))
	// Output:
	// place 2 8 <nil>
	// place 40 <nil>
	// "90" is no square: the squares are 1 to 88; write "roll", "place 2 8", "place 28" or "pass"
}

func ExampleBoardView_Text() {
	st, _ := blingo.Rules.New(nil, 3, nil)
	for _, turn := range []struct {
		move games.Move
		a, b int
	}{{"place 2 8", 2, 8}, {"place 28", 8, 2}, {"place 79", 7, 2}} {
		s := st.Actors()[0]
		st, _ = st.Apply(s, "roll", gametest.Dice(turn.a, turn.b))
		st, _ = st.Apply(s, turn.move, nil)
	}
	board := st.View(games.Spectator).Board.(blingo.BoardView)
	fmt.Print(board.Text(func(s games.Seat) string { return []string{"Ann", "Bob", "Cy"}[s] }))
	// Output:
	//   1   2   3   4   5   6   7   8   9  10  11
	//       A                       A
	//  12  13  14  15  16  17  18  19  20  21  22
	//
	//  23  24  25  26  27  28  29  30  31  32  33
	//                       B
	//  34  35  36  37  38  39  40  41  42  43  44
	//
	//  45  46  47  48  49  50  51  52  53  54  55
	//
	//  56  57  58  59  60  61  62  63  64  65  66
	//
	//  67  68  69  70  71  72  73  74  75  76  77
	//
	//  78  79  80  81  82  83  84  85  86  87  88
	//       C
	//
	// A  Ann: 2 on the board
	// B  Bob: 1 on the board
	// C  Cy: 1 on the board
	// Letters under a number: who has a marker there.
}
