package cinqo

// diceOrder says which draws the game makes and in what order, for
// /rules dice; verify checks every match against it.
const diceOrder = "Nothing is drawn at the start. A roll draws one d6 for each die not yet racked or banked, then the Hi/Lo d6 unless it is boxed."
