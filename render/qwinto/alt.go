package qwinto

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
)

// altSentences describes the sheets in sentences for the picture's alt
// text: the dice rolled, then each player's sheet, the player rolling
// first: "Alice, 28 points: red row 2, 3 and 6 written; yellow row empty;
// blue row 1 written; 2 failed throws."
func altSentences(t *render.Table, b qwinto.BoardView) []string {
	var out []string
	if len(b.Rolled) > 0 {
		dice := make([]string, len(b.Rolled))
		for i, c := range b.Rolled {
			dice[i] = fmt.Sprintf("%s %d", qwinto.DieWord(t.Lang, c), b.Dice[c])
		}
		out = append(out, t.Say("qwinto.alt.dice", qwinto.JoinAnd(t.Lang, dice), b.Sum))
	}
	order := make([]int, len(b.Seats))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int {
		return boolRank(games.Seat(y) == b.Active) - boolRank(games.Seat(x) == b.Active)
	})
	for _, i := range order {
		out = append(out, sheetSentence(t, games.Seat(i), b.Seats[i], t.Result.Over && slices.Contains(t.Result.Winners, games.Seat(i))))
	}
	return out
}

// sheetSentence describes one sheet.
func sheetSentence(t *render.Table, s games.Seat, sv qwinto.SeatView, winner bool) string {
	head := t.Name(s) + ", " + t.Say("board.points", sv.Score.Total)
	if winner {
		head += ", " + t.Say("board.tail.winner")
	}
	rows := make([]string, 0, 3)
	written := make([]string, 0, qwinto.Positions) // each row's in turn
	for _, c := range qwinto.AllColours {
		written = written[:0]
		for p := range qwinto.Positions {
			if v := sv.Sheet.Cell(c, p); v > 0 {
				written = append(written, strconv.Itoa(v))
			}
		}
		if len(written) == 0 {
			rows = append(rows, t.Say(altEmptyKeys[c]))
		} else {
			rows = append(rows, t.Say(altWrittenKeys[c], qwinto.JoinAnd(t.Lang, written)))
		}
	}
	failed := t.Say("qwinto.alt.failed", sv.Failed)
	return fmt.Sprintf("%s: %s; %s; %s; %s.", head, rows[0], rows[1], rows[2], failed)
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// altEmptyKeys say a row has nothing written: "red row empty".
var altEmptyKeys = [3]string{qwinto.Red: "qwinto.alt.empty_red", qwinto.Yellow: "qwinto.alt.empty_yellow", qwinto.Blue: "qwinto.alt.empty_blue"}

// altWrittenKeys say what a row holds: "red row 2, 3 and 6 written".
var altWrittenKeys = [3]string{qwinto.Red: "qwinto.alt.written_red", qwinto.Yellow: "qwinto.alt.written_yellow", qwinto.Blue: "qwinto.alt.written_blue"}
