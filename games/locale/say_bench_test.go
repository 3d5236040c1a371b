package locale

import (
	"fmt"
	"testing"
)

// BenchmarkSayBoardMessages says, an op, the messages a board says
// most (titles, statuses, labels), with the turn and the dice of a
// game going on: 60 turns over, in English and in Russian.
func BenchmarkSayBoardMessages(b *testing.B) {
	names := []string{"Player 1", "Player 2", "Player 3", "Player 4"}
	var rolled []string
	for _, n := range names {
		rolled = append(rolled, fmt.Sprint(n, " rolled"))
	}
	Messages() // read before the clock starts
	for _, l := range []Lang{English, Russian} {
		b.Run(string(l), func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				turn, who := i%60+1, names[i%len(names)]
				d1, d2 := i%6+1, (i/6)%6+1
				l.Say("board.blingo.title_turn", turn)
				l.Say("board.cinqo.title_race", 100, turn/4+1)
				l.Say("quinientos.title", turn/10+1)
				l.Say("board.blingo.status_choose", who, d1, d2)
				l.Say("board.blingo.status_after", rolled[i%len(rolled)], names[(i+1)%len(names)])
				l.Say("board.cinqo.status_to_roll_dice", who, d1, d2%3+1, 3)
				l.Say("board.cinqo.face_up", d1)
				l.Say("board.cinqo.face_down", d2)
				l.Say("board.points", 20+turn)
				l.Say("list.and", "Player 1, Player 2", "Player 3")
				i++
			}
		})
	}
}
