package quingo

// diceOrder says which draws the game makes and in what order, for
// /rules dice; verify checks every match against it.
const diceOrder = "The start draws the four row bonuses, one d20 each, first row first, then W, a d4. Each new round (after the wild numbers are written, and whenever the pool is empty or nobody can use it) draws the pool, one die per size, smallest first, then one d6 limit per seat in seat order; a round nobody can use is drawn again the same way. In the last lap the pool alone is rolled again, limits kept."
