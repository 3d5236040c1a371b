package blingo

const help = "**Blingo**: 2-6 players, markers unlimited (`markers:50` gives each player the box's 50). 88 squares in 8 rows of 11: row 1 is 1-11, row 8 is 78-88.\n" +
	"**Turn.** Seat 1 starts, then each seat in turn. Your turn starts with two d8, a and b, rolled for you; choose one: " +
	"a marker on a and one on b (a double places one); or one marker on 10a+b or 10b+a; if a+b = 9, one on any square " +
	"with a 9 (9 … 79); if a+b = 10, one on any square with a 0 (10 … 80). You never put a second marker of yours " +
	"on a square: an option that can place nothing cannot be chosen, a pair places what it can (with one marker left you pick " +
	"which square), if none can, your turn passes (`pass`); with one placement only, it is played for you.\n" +
	"**Lines.** 27: 8 rows, 11 columns and 8 diagonals from row 1 to row 8 (down-right from 1-4, down-left from 8-11). " +
	"Holding every square of a line makes it your Blingo: the other players' markers on it are removed, " +
	"except those on their own Blingo lines.\n" +
	"**Closed squares.** A square on another player's Blingo line is closed to you, except as an intersection: you may " +
	"place there when, on some line through it that is no other player's Blingo, you already hold every square not closed to you.\n" +
	"**End.** At a blackout (every square has a marker), when no player could place with any roll, or after 1,000 turns. " +
	"Most markers on the board wins; among the tied, most Blingo lines wins; a tie that remains is shared.\n" +
	"**Moves.** `place 2 8`, `place 28`, `place 40` or `pass` (`roll` if the dice wait); any case or order; " +
	"`28` alone means `place 28`.\n" +
	"**Bots (normal level) and timeouts.** They play the choice worth most: 1000 per Blingo it makes, 100 per marker it removes, " +
	"50 per marker placed, plus for each line through a new marker that is no other's Blingo, the square of " +
	"their markers on it."
