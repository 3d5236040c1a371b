package quingo_test

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/quingo"
)

func ExampleSheet_Text() {
	sh, err := quingo.ParseSheet("vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,5 vvxvv")
	if err != nil {
		panic(err)
	}
	fmt.Print(sh.Text(quingo.Setup{Bonus: [4]int{11, 3, 14, 15}, Wild: 2}))
	// Output:
	//  Bonus    1    2    3    4    5  Score
	//     11    ✓    ✓    ✓    ✓    ✓     26
	//  Bonus    6    7    8    9   10  Score
	//      3    ✓    ✓    ✓    ✓    ✓     43
	//  Bonus   11   12   13   14   15  Score
	//     14    ✓    ✗    ✓    ✗    ✗    -17
	//  Bonus   16   17   18   19   20  Score
	//     15    ✓    ✓    ✗    ✓    ✓     54
	//   Wild    2   15   18    7    5  Score
	//      2    ✓    ✓    ✗    ✓    ✓      8
	// Final score: 114
}

func ExampleParseMove() {
	a, err := quingo.ParseMove("  Take D4 d12 D10  box 19 ")
	fmt.Println(a, err)
	_, err = quingo.ParseMove("take d4 box 21")
	fmt.Println(games.Reason(err))
	// Output:
	// take d4 d10 d12 box 19 <nil>
	// the number boxes run from 1 to 20; a larger sum takes a wild box; write e.g. "wilds 21 22 23 24 25", "take d4 d10 d12 box 19", "take d6 d20 wild 25", "take d8 cross 15" or "pass"
}

func Example() {
	// Set-up: bonuses 11, 3, 14, 15 and W = 2.
	st, _ := quingo.Rules.New(nil, 2, gametest.Dice(11, 3, 14, 15, 2))
	st, _ = st.Apply(0, "wilds 21 22 23 24 25", nil)
	fmt.Println(st.View(games.Spectator).Status)
	// The last choice rolls the pool (d4 to d20), then each limit.
	st, _ = st.Apply(1, "wilds 2 15 18 7 5", gametest.Dice(4, 1, 6, 3, 12, 20, 3, 2))
	fmt.Println(st.View(games.Spectator).Status)
	fmt.Println(st.Legal(1)[:4])
	if _, err := st.Apply(1, "take d4 d10 d12 box 19", nil); err != nil {
		fmt.Println(games.Reason(err))
	}
	st, _ = st.Apply(1, "take d4 d12 box 16", nil)
	v := st.View(games.Spectator)
	fmt.Println(v.Status, v.Scores)
	// Output:
	// waiting for {seat:1} to choose wild numbers
	// {seat:1} to take up to 2 dice
	// [take d10 box 3 take d10 d12 box 15 take d10 d12 wild 15 take d12 box 12]
	// your limit this round is 2 dice
	// {seat:1} took d4 4 + d12 12 = 16 for box 16 · {seat:0} to take up to 3 dice [0 16]
}
