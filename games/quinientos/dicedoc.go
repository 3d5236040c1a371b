package quinientos

// diceOrder says which draws the game makes and in what order, for
// /rules dice; verify checks every match against it.
const diceOrder = "No dice: each round's deal, at the start and at the move that ends a round, shuffles the 28 tiles from the top (Fisher-Yates): 27 draws, of 28, 27, ..., 2 values, then deals seven tiles to each seat, seat 1 first."
