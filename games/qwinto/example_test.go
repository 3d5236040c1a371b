package qwinto_test

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/qwinto"
)

func ExampleSheet_Text() {
	sh, err := qwinto.ParseSheet("red 2,3,6,X,9,11,12,13,15,16 yellow 1,3,4,5,0,X,12,13,0,0 blue 1,3,0,6,X,7,0,0,10,0 failed 3")
	if err != nil {
		panic(err)
	}
	fmt.Print(sh.Text("Jane Doe", sh.Score().Total))
	// Output:
	// Player name: Jane Doe            Points: 28
	//               -------------------------------
	// Red           | 2% 3% 6|XX| 9%11%12|13|15|16|
	//            ----------------------------------
	// Yellow     | 1| 3| 4| 5|  |XX|12%13%  |  |
	//         ----------------------------------
	// Blue    | 1| 3%  % 6|XX| 7|  |  |10%  %
	//         -------------------------------
	// Failed throws: 1 2 3
}

func ExampleSheet_Score() {
	sh, _ := qwinto.ParseSheet("red 2,3,6,X,9,11,12,13,15,16 yellow 1,3,4,5,0,X,12,13,0,0 blue 1,3,0,6,X,7,0,0,10,0 failed 3")
	sc := sh.Score()
	fmt.Println(sc.Rows[qwinto.Red], sc.Rows[qwinto.Yellow], sc.Rows[qwinto.Blue], sc.Bonus[0].Value, sc.Bonus[1].Value, sc.Failed, sc.Total)
	// Output: 16 6 5 3 13 -15 28
}

func ExampleParseMove() {
	a, err := qwinto.ParseMove("  Roll BLUE red ")
	fmt.Println(a, err)
	_, err = qwinto.ParseMove("write yellow 11")
	fmt.Println(games.Reason(err))
	// Output:
	// roll red blue <nil>
	// the position is a number from 1 to 10, counted from the left; write "roll red blue", "write yellow 4" or "skip" (with the re-roll variant, "reroll" or "keep")
}

func Example() {
	st, _ := qwinto.Rules.New(nil, 2, nil)
	st, _ = st.Apply(0, "roll red blue", gametest.Dice(4, 5))
	fmt.Println(st.View(games.Spectator).Status)
	if _, err := st.Apply(1, "write blue 5", nil); err != nil {
		fmt.Println(games.Reason(err))
	}
	st, _ = st.Apply(1, "write blue 6", nil)
	st, _ = st.Apply(0, "skip", nil)
	v := st.View(games.Spectator)
	fmt.Println(v.Status, v.Scores)
	// Output:
	// {seat:0} rolled 9 (red 4, blue 5) · waiting for {seat:0}, {seat:1}
	// that cell is blocked
	// {seat:1} to roll [-5 1]
}
