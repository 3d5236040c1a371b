package quingo_test

import (
	"fmt"

	"github.com/quintetbot/quintet/games/quingo"
	render "github.com/quintetbot/quintet/render/quingo"
)

// The dice picked in the board's multi-select become the box select's
// moves: d4 and d10 sum to 7; box 7 is checked, so only the wild box
// holding 7 is offered.
func ExampleTargets() {
	st, err := quingo.Rules.Decode([]byte(`{"phase":"playing","setup":{"bonus":[11,3,14,15],"wild":2},
		"pool":[{"faces":4,"value":3,"taken":false},{"faces":6,"value":5,"taken":true},{"faces":8,"value":6,"taken":false},
		{"faces":10,"value":4,"taken":false},{"faces":12,"value":11,"taken":false},{"faces":20,"value":17,"taken":false}],
		"sheets":["..... .v... ..... ..... wild 7,21,22,23,24 .....","..... ..... ..... ..... wild 21,22,23,24,25 ....."],
		"limits":[3,2],"round":1,"first":0,"turn":0,"finisher":-1,"lap":null,"stalled":false,"last":null}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	b := st.View(-1).Board.(quingo.BoardView)
	for _, ui := range []string{"take d10 d4", "take d4 d8", "take d12 d20"} {
		p, reason := render.ParsePick(ui, b)
		fmt.Printf("%s: sum %d, %v%s\n", p, p.Sum, render.Targets(b, p), reason)
	}
	// Output:
	// take d4 d10: sum 7, [take d4 d10 wild 7]
	// take d4 d8: sum 9, [take d4 d8 box 9]
	// take d12 d20: sum 28, []
}
