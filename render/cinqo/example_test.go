package cinqo_test

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	rcinqo "github.com/quintetbot/quintet/render/cinqo"
)

// A plan read from the toggles' UI state: after a roll of 1 2 3 4 6 with
// the Hi/Lo die on 2-down, rack the 1 and the 2, bank the 3, box the
// Hi/Lo die.
func ExamplePlan() {
	st, err := cinqo.Rules.Decode([]byte(`{"mode":"race","phase":"placing","active":0,"round":1,"rolls":1,"roll":"12346","hilo":"2-down","totals":[0,0]}`))
	if err != nil {
		panic(err)
	}
	b := st.View(games.Spectator).Board.(cinqo.BoardView)
	p := rcinqo.ParsePlan("rrboox", b)
	fmt.Println(p.Action(b).Move())
	fmt.Println(rcinqo.Describe(p.Action(b), b))
	fmt.Printf("%q\n", rcinqo.ParsePlan("", b).Reason(b))
	// Output:
	// rack 1 2 bank 3 box
	// rack 1 2, bank 3, box the Hi/Lo die
	// "rack at least one die"
}
