// Package gametest is the conformance suite every rules engine runs, and the
// helpers engine tests share: seeded and scripted dice.
//
// Run plays many random games of an engine, over seeds, seat counts and
// option sets, and checks the contracts of games.State at every step.
package gametest
