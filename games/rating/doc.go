// Package rating is the skill rating of Quintet: the Weng-Lin Bayesian
// rating with the Plackett-Luce model (Weng and Lin, "A Bayesian
// Approximation Method for Online Ranking", JMLR 2011, algorithm 4), as
// the openskill libraries implement it. It handles free-for-all games with
// ties and games of teams. The package is pure: no storage, no Discord.
//
// A Rating is a normal belief about a player's skill: mean Mu, deviation
// Sigma. New players start at Mu 25, Sigma 25/3. The conservative value
// shown to players is the ordinal, Mu - 3 Sigma (0 for a new player),
// displayed on the scale Display = 1000 + 20 * ordinal, rounded to a whole
// number: a new player shows 1000, a strong one around 1500-1800.
package rating
