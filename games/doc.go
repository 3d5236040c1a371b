// Package games owns the vocabulary every rules engine shares: seats, moves,
// injected randomness, the Rules and State contracts, the neutral View that
// renderers draw, results, sentinel errors and the registry of the five games.
//
// Engines live in subpackages (games/qwinto, ...). They are pure: no Discord,
// no storage, no clock and no global randomness. Every die an engine draws
// comes from the Rand passed to New or Apply.
package games
