package quinientos

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// TestScoreVectors checks the round scores of RULES.md and of the issue.
// RULES.md gives 223, 22, 0 and 140; the others are worked out from the
// seed and rule 5:
//
//   - 105: round 1 won by domino with 6-5 on ends 6 and 2 (it fits one end:
//     no tile bonus), opponents holding 5: 5 + 100.
//   - 185: round 2 won by domino with 3-2 on ends 3 and 2 (a non-double that
//     fits both ends), opponents holding 10: 10 + 75 + 100.
//   - 37: round 2 blocked, 20 against 37: the lighter team scores 37 and a
//     blocked round earns no round bonus.
//   - the two 0-0 cases: going out with the double blank earns 100 whether
//     it fits one end (ends 0 and 4: the 140 of RULES.md) or both (ends 0
//     and 0, round 6, 17 pips: 117, not 217: 0-0 is a double, so the
//     non-double bonus never adds to it).
func TestScoreVectors(t *testing.T) {
	tests := []struct {
		name  string
		round Round
		// want: the winner and the breakdown.
		winner                     Team
		points, bonus, tile, total int
	}{
		{
			name:   "223: round 1, domino with 6-5 on ends 6 and 5, opponents hold 23",
			round:  domino(1, 0, "6-5", 6, 5, "-", "6-6 5-4", "3-3", "2-0"),
			winner: TeamA, points: 23, bonus: 100, tile: 100, total: 223,
		},
		{
			name:   "105: round 1, domino with 6-5 on ends 6 and 2, opponents hold 5",
			round:  domino(1, 1, "6-5", 6, 2, "3-2", "-", "-", "6-6"),
			winner: TeamB, points: 5, bonus: 100, tile: 0, total: 105,
		},
		{
			name:   "22: round 3, blocked, team pips 15 against 22",
			round:  block(3, "5-5 1-0", "6-6 4-3", "2-2", "2-1"),
			winner: TeamA, points: 22, total: 22,
		},
		{
			name:   "0: round 4, blocked, 18 against 18",
			round:  block(4, "6-6", "5-4 3-0", "3-3", "6-0"),
			winner: NoTeam, points: 0, total: 0,
		},
		{
			name:   "140: round 5, domino with 0-0 on ends 0 and 4, 40 pips",
			round:  domino(5, 2, "0-0", 0, 4, "1-1", "6-6 6-5", "-", "6-4 5-2"),
			winner: TeamA, points: 40, tile: 100, total: 140,
		},
		{
			name:   "185: round 2, domino with 3-2 on ends 3 and 2, opponents hold 10",
			round:  domino(2, 3, "3-2", 3, 2, "5-5", "6-6", "-", "-"),
			winner: TeamB, points: 10, bonus: 75, tile: 100, total: 185,
		},
		{
			name:   "37: round 2, blocked, 20 against 37: no round bonus",
			round:  block(2, "6-6 6-5 2-2", "4-4", "5-5", "6-4 1-1"),
			winner: TeamB, points: 37, total: 37,
		},
		{
			name:   "0-0 fitting both ends: round 6, ends 0 and 0, 17 pips",
			round:  domino(6, 1, "0-0", 0, 0, "6-6", "-", "5-0", "3-3"),
			winner: TeamB, points: 17, tile: 100, total: 117,
		},
		{
			name:   "0-0 fitting one end: round 1, ends 4 and 0",
			round:  domino(1, 0, "0-0", 4, 0, "-", "2-1", "3-3", "-"),
			winner: TeamA, points: 3, bonus: 100, tile: 100, total: 203,
		},
		{
			name:   "another double fitting both ends earns no tile bonus",
			round:  domino(4, 0, "3-3", 3, 3, "-", "2-1", "6-6", "1-0"),
			winner: TeamA, points: 4, bonus: 25, total: 29,
		},
		{
			name:   "a non-double on two equal ends fits both",
			round:  domino(7, 3, "5-2", 5, 5, "1-0", "4-4", "3-1", "-"),
			winner: TeamB, points: 5, tile: 100, total: 105,
		},
		{
			name:   "the partner's tiles do not count against the winners",
			round:  domino(8, 1, "4-1", 4, 6, "2-0", "-", "1-0", "6-6 6-5 6-4"),
			winner: TeamB, points: 3, total: 3,
		},
		{
			name:   "a blocked round earns no tile bonus, even with 0-0 last",
			round:  Round{Number: 1, Ending: Block, Last: Tile{}, Ends: [2]int{0, 0}, Hands: handsOf("3-3", "6-6", "1-0", "5-5")},
			winner: TeamA, points: 22, total: 22,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rd := tt.round
			rd.score()
			got := [5]int{int(rd.Winner), rd.Points, rd.RoundBonus, rd.TileBonus, rd.Total}
			want := [5]int{int(tt.winner), tt.points, tt.bonus, tt.tile, tt.total}
			if got != want {
				t.Errorf("winner, points, round bonus, tile bonus, total = %v, want %v\n%s\n%s",
					got, want, rd.Text(nil), rd.handsText(locale.English, games.Seat.String))
			}
		})
	}
}

// domino is a round won by seat out, going out with tile last on a layout
// whose open ends were left and right; hands are the four hands left.
func domino(n int, out games.Seat, last string, left, right int, h0, h1, h2, h3 string) Round {
	t, _ := ParseTile(last)
	return Round{Number: n, Ending: Domino, Out: out, Last: t, Ends: [2]int{left, right}, Hands: handsOf(h0, h1, h2, h3)}
}

// block is a blocked round n with the four hands left.
func block(n int, h0, h1, h2, h3 string) Round {
	return Round{Number: n, Ending: Block, Last: Tile{6, 6}, Ends: [2]int{6, 6}, Hands: handsOf(h0, h1, h2, h3)}
}

func handsOf(texts ...string) [Seats]Hand {
	var out [Seats]Hand
	for s, text := range texts {
		out[s] = mustHand(text)
	}
	return out
}

func TestRoundBonus(t *testing.T) {
	for n, want := range map[int]int{0: 0, 1: 100, 2: 75, 3: 50, 4: 25, 5: 0, 12: 0} {
		if got := RoundBonus(n); got != want {
			t.Errorf("RoundBonus(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestLastTileBonus(t *testing.T) {
	tests := []struct {
		tile        Tile
		left, right int
		want        int
	}{
		{Tile{6, 5}, 6, 5, 100},
		{Tile{6, 5}, 5, 6, 100},
		{Tile{6, 5}, 6, 2, 0},
		{Tile{5, 2}, 5, 5, 100},
		{Tile{0, 0}, 0, 4, 100},
		{Tile{0, 0}, 0, 0, 100},
		{Tile{3, 3}, 3, 3, 0},
		{Tile{6, 6}, 6, 1, 0},
	}
	for _, tt := range tests {
		if got := LastTileBonus(tt.tile, tt.left, tt.right); got != tt.want {
			t.Errorf("LastTileBonus(%s on ends %d and %d) = %d, want %d", tt.tile, tt.left, tt.right, got, tt.want)
		}
	}
}
