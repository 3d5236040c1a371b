package commands

import (
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// rulesDice is the value of /rules game:dice.
const rulesDice = "dice"

// diceRules says exactly how Quintet makes dice and what a match's
// commitment proves, with each game's order of draws, for /rules dice.
func diceRules() *render.Message {
	var b strings.Builder
	fmt.Fprintf(&b, "**Generator.** Every match has a generator of its own: Go's math/rand/v2 PCG (128 bits of state, DXSM output), "+
		"whose whole state is set when the match starts by a seed of %d bytes (%d bits) from the system's cryptographic source (crypto/rand). "+
		"Nothing else draws from it.\n", session.SeedBytes, 8*session.SeedBytes)
	b.WriteString("**A die of n faces** is 1 + IntN(n) of math/rand/v2: for n a power of two, the low bits of one 64-bit value; " +
		"otherwise the high half of the 128-bit product of a 64-bit value and n, drawn again in the rare case (chance below n in 2^64) " +
		"that the low half falls below 2^64 mod n. Every face is exactly as likely as every other.\n")
	b.WriteString("**Order.** Dice are drawn only while a move is applied, in the order below, and each is recorded with its move. " +
		"Bots and timeouts play moves like anyone and draw nothing else.\n")
	for _, r := range games.All() {
		if info := r.Info(); info.Dice != "" {
			fmt.Fprintf(&b, "- **%s**: %s\n", info.Title, info.Dice)
		}
	}
	fmt.Fprintf(&b, "**Commitment.** From the start, the board shows the first %d hex digits of the SHA-256 of the seed's bytes followed by the match id. "+
		"When the match ends (finished, cancelled or abandoned) the final board, /history verify and /history export reveal the seed; "+
		"`/history verify:<id>` and `quintet verify FILE` recompute every die from it and check the commitment, the order of draws and every value.\n",
		session.ShortCommit)
	b.WriteString("**What it proves.** The seed was fixed when the match started, so every roll of the match was too: " +
		"no roll can be changed, added, dropped or reordered afterwards without verify saying where. " +
		"**What it does not.** An operator holding the database can read the generator during the match and so foresee its rolls " +
		"(exports stay private for that reason), and nothing proves the seed was drawn at random rather than chosen before the start. " +
		"PCG passes statistical tests but is not a cryptographic generator. `/stats dice` compares the faces rolled with fair dice.")
	msg := render.CardMessage(render.Card{Title: "How Quintet makes dice", Description: b.String()})
	msg.Ephemeral = true
	return msg
}
