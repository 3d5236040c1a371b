package blingo

// help is /rules blingo; the figures of the short game are measured as
// .github/CONTRIBUTING.md says (Blingo's short game).
const help = "**Blingo**: 2-6 players, markers unlimited (`markers:50`: 50 each). 88 squares in 8 rows of 11 (1-11 … " +
	"78-88).\n" +
	"**Turn.** Seat 1 starts. Two d8, a and b, are rolled for you; choose: a marker on a and one on b (a double " +
	"places one); or one on 10a+b or 10b+a; if a+b = 9, one on any square with a 9; if 10, any with a 0. Never a " +
	"second marker of yours on a square: an option that can place nothing cannot be chosen, a pair places what it " +
	"can (one marker left: you pick); if none can, your turn passes (`pass`); with one placement only, it is played " +
	"for you.\n" +
	"**Lines.** 27: 8 rows, 11 columns, 8 diagonals from row 1 to 8 (down-right from 1-4, down-left from 8-11). " +
	"Holding a whole line makes it your Blingo: others' markers on it are removed, except those on their own Blingo " +
	"lines.\n" +
	"**Closed squares.** A square on another's Blingo line is closed to you, except as an intersection: you may " +
	"place there when, on some line through it that is no other's Blingo, you hold every square not closed to you.\n" +
	"**End.** At a blackout (every square marked), when nobody could place with any roll, or after 1,000 turns. " +
	"Most markers wins; among the tied, most Blingo lines wins; a tie that remains is shared.\n" +
	"**Short game** (`length:short`): the first Blingo line ends it, scored as above. Chosen of 7 measured endings: " +
	"median 22-15 choices a player at 2-6 players (full game 54-49), 0.1% shared wins; a hard bot beats 3 normal " +
	"alone in 32.4% (chance: 25%).\n" +
	"**Moves.** `place 2 8`, `place 28`, `place 40` or `pass` (`roll` if the dice wait); any case or order; `28` = " +
	"`place 28`.\n" +
	"**Bots (normal level) and timeouts.** They play the choice worth most: 1000 per Blingo it makes, 100 per " +
	"marker removed, 50 per marker placed, plus, per line through a new marker and no other's Blingo, the square of " +
	"their markers on it."
