package quinientos

// help is the text of /rules quinientos.
const help = "**Quinientos**: 4 players in fixed partnerships, partners across: seats 1+3 against 2+4. " +
	"Double-six set, 7 tiles each, no boneyard. Turns pass to the next seat.\n" +
	"**Partners.** Humans are seated first: `partners:together` (default) makes the first two partners," +
	" `apart` opponents.\n" +
	"**Lead.** Round 1: the holder of 6-6 leads it. Later rounds: the seat after the previous leader leads any tile.\n" +
	"**Turn.** Add a tile that matches an open end of the line. A double lies crosswise and keeps the end's number " +
	"(no spinner). With nothing that fits you pass: Quintet passes for you and says so.\n" +
	"**Round end.** Domino: a player empties their hand and their team wins. Block: all four pass in a row; " +
	"the team with fewer pips in hand wins, equal pips is a tie and nobody scores. All hands are then shown.\n" +
	"**Score.** The winners score the pips left in the losers' hands. By domino only: +100, 75, 50, 25 in rounds 1-4; " +
	"+100 if the last tile was a non-double that fit both open ends; +100 if it was 0-0 (on one end or both; " +
	"never 200). First team to 500 wins.\n" +
	"**Fine points.** A blocked round earns no bonus of any kind. Fitting both ends includes two ends of the same number.\n" +
	"**Moves.** `play 6-5` (halves in any order; `play` may be left out), `play 6-5 left` or `play 3-3 right` " +
	"(`l`, `r`) when the tile fits both ends; the end may be left out when it fits only one, or on a lone double. `pass` is never typed.\n" +
	"**Hands.** They are secret: **My hand** shows yours to you alone.\n" +
	"**Bots (normal level) and timeouts.** They see only their own hand. They go out when they can; otherwise they play heavy tiles " +
	"and doubles first (more so near a block), keep tiles that fit, shut out the next opponent but never the " +
	"partner, leave the partner's end open, and force a block only when their team looks lighter."
