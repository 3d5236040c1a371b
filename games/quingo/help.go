package quingo

// help is the text of /rules quingo.
const help = "**Quingo**: 1-6 players. Each sheet has boxes 1-20 in four rows of five, each row with a bonus, " +
	"and five wild boxes. Set-up, shared and shown to all: a d20 per row bonus, a d4 for W.\n" +
	"**Wilds.** First everyone picks five wild numbers (1 to the pool's largest sum, 60 by default; repeats allowed), " +
	"secret until all have chosen: `wilds 21 22 23 24 25`.\n" +
	"**Rounds.** Each round the pool is rolled (d4 d6 d8 d10 d12 d20, the d10 showing 1-10, or the `pool` option), and each player's d6 " +
	"gives their limit L. Lowest L starts (ties: lower seat), then seat order.\n" +
	"**Turn.** Take 1 to L dice; their sum S checks box S or an open wild box holding S: " +
	"`take d4 d10 d12 box 19`, `take d6 d20 wild 25` (dice in any order). Taken dice leave the pool.\n" +
	"**Forced cross-out.** Can't check anything while another player could? Take one die and cross out " +
	"an open box: `take d8 cross 15`, `take d8 cross wild 18`.\n" +
	"**Round end.** The pool is empty or nobody can check a box: a new round is rolled.\n" +
	"**End.** Once a sheet has no open box, each other player gets one last turn in seat order and may `pass`. " +
	"Then open boxes are crossed.\n" +
	"**Score.** Per row: checked numbers minus crossed ones, plus the bonus if all five are checked. " +
	"W per checked wild, 0 per crossed one. Highest total wins; ties share.\n" +
	"**Fine points.** Dice of one size are d6a, d6b. `wild N` takes the leftmost open wild holding N. " +
	"In the last lap you pass instead of crossing out, and a new pool (limits kept) is rolled when it is empty or useless " +
	"to those still to play. 50 rounds in a row nobody can use end the game.\n" +
	"**Bots (normal level) and timeouts.** They pick five likely sums above 20 as wilds, check the box worth most (number n counts 2n, plus " +
	"a bonus it completes; a wild W), and cross out the cheapest box, taking the highest die."
