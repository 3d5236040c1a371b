package cinqo

// Points of a straight's partial, of a card's best row, and of five of a
// kind in a single roll (flat, not multiplied).
const (
	StraightPartial = 10
	FiveOfAKind     = 10
)

// CardRow is one row of the score card: a racked total and its number.
// On the Hi side the last row holds 22 or less, on the Lo side 13 or more.
type CardRow struct {
	Total  int `json:"total"`
	Number int `json:"number"`
}

// card lists each side's rows from the perfect total outwards; the last row
// stands for every total beyond it. It is indexed by side, Hi and Lo; read
// it through rowsOf.
var card = [...][]CardRow{
	Hi: {{30, 10}, {29, 8}, {28, 7}, {27, 6}, {26, 5}, {25, 4}, {24, 3}, {23, 2}, {22, 1}},
	Lo: {{5, 10}, {6, 8}, {7, 7}, {8, 6}, {9, 5}, {10, 4}, {11, 3}, {12, 2}, {13, 1}},
}

// Card returns the rows of side s of the score card, perfect total first.
// The last row stands for 22 or less (Hi) or 13 or more (Lo).
func Card(s Side) []CardRow { return append([]CardRow(nil), rowsOf(s)...) }

// rowsOf returns the rows of side s, nil when s is no side.
func rowsOf(s Side) []CardRow {
	if s != Hi && s != Lo {
		return nil
	}
	return card[s]
}

// Partial returns the number the score card gives a racked total on side s,
// 0 when s is no side.
func Partial(s Side, total int) int {
	rows := rowsOf(s)
	if len(rows) == 0 {
		return 0
	}
	last := rows[len(rows)-1]
	for _, r := range rows {
		if r.Total == total {
			return r.Number
		}
	}
	switch {
	case s == Hi && total > rows[0].Total, s == Lo && total < rows[0].Total:
		return rows[0].Number
	}
	return last.Number
}

// Scoring is how a turn scores: the partial from the card (or 10 for a
// straight) times the Hi/Lo number, or 10 flat for five of a kind in a
// single roll.
type Scoring struct {
	Total       int  `json:"total"`              // sum of the racked dice
	Side        Side `json:"side"`               // side of the card, by the Hi/Lo arrow
	Straight    bool `json:"straight,omitempty"` // 1-2-3-4-5 or 2-3-4-5-6 racked
	FiveOfAKind bool `json:"five,omitempty"`     // five of a kind in a single roll
	Partial     int  `json:"partial"`            // the card's number, or 10
	Multiplier  int  `json:"multiplier"`         // the Hi/Lo number; 1 for five of a kind
	Points      int  `json:"points"`             // Partial x Multiplier
}

// Score scores racked dice with the Hi/Lo die showing h: the partial is 10
// for a straight, else the card's number for the total on h's side; the
// points are the partial times h's number.
func Score(rack Dice, h HiLo) Scoring {
	sc := Scoring{Total: rack.Sum(), Side: h.Side(), Straight: rack.Straight(), Multiplier: h.Number()}
	switch {
	case sc.Straight:
		sc.Partial = StraightPartial
	case h.Valid():
		sc.Partial = Partial(sc.Side, sc.Total)
	}
	sc.Points = sc.Partial * sc.Multiplier
	return sc
}

// FiveOfAKindScore is the scoring of five of a kind in a single roll: 10
// points flat, whatever the Hi/Lo die shows.
func FiveOfAKindScore(roll Dice, h HiLo) Scoring {
	return Scoring{
		Total: roll.Sum(), Side: h.Side(), FiveOfAKind: true,
		Partial: FiveOfAKind, Multiplier: 1, Points: FiveOfAKind,
	}
}
