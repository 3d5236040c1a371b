package blingo

// diceOrder says which draws the game makes and in what order, for
// /rules dice; verify checks every match against it.
const diceOrder = "Nothing is drawn at the start. Each turn's roll draws two d8: a, then b."
