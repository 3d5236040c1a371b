package quingo

// The player's die: each round it sets how many pool dice a player may
// take in one turn.
const (
	LimitDie = 6
	MaxLimit = LimitDie // the highest limit
)
