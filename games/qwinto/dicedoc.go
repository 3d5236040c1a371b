package qwinto

// diceOrder says which draws the game makes and in what order, for
// /rules dice; verify checks every match against it.
const diceOrder = "Nothing is drawn at the start. A roll (`roll` and its colours, or a re-roll) draws one d6 per die rolled, in the order red, yellow, blue."
