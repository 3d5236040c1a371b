package qwinto

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// String writes the sheet as a position ParseSheet reads, such as
// "red 2,3,6,X,9,11,12,13,15,16 yellow 1,3,4,5,0,X,12,13,0,0
// blue 1,3,0,6,X,7,0,0,10,0 failed 3" (on one line).
func (sh Sheet) String() string { return string(sh.appendText(make([]byte, 0, 96))) }

// MarshalText writes the sheet as String does.
func (sh Sheet) MarshalText() ([]byte, error) { return sh.appendText(make([]byte, 0, 96)), nil }

func (sh Sheet) appendText(b []byte) []byte {
	for i, c := range AllColours {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, colourNames[c]...)
		for p, v := range sh.Rows[c] {
			if p == 0 {
				b = append(b, ' ')
			} else {
				b = append(b, ',')
			}
			if Blocked(c, p) {
				b = append(b, 'X')
			} else {
				b = appendSmall(b, int(v))
			}
		}
	}
	b = append(b, " failed "...)
	return appendSmall(b, sh.Failed)
}

// appendSmall appends the decimal digits of v, which is mostly 0-99.
func appendSmall(b []byte, v int) []byte {
	switch {
	case v >= 0 && v < 10:
		return append(b, byte('0'+v))
	case v >= 10 && v < 100:
		return append(b, byte('0'+v/10), byte('0'+v%10))
	}
	return strconv.AppendInt(b, int64(v), 10)
}

// ParseSheet reads a written sheet: each of "red", "yellow" and "blue"
// followed by its ten positions from the left (a number, 0 or - for an
// empty cell, X for the blocked cell), then optionally "failed" and a count.
// Commas, semicolons and brackets count as spaces. The sheet must be Valid.
func ParseSheet(text string) (Sheet, error) {
	words := strings.Fields(strings.NewReplacer(",", " ", ";", " ", "[", " ", "]", " ").Replace(text))
	var rows numbers
	var failed int
	var seen [3]bool
	for len(words) > 0 {
		w := strings.ToLower(words[0])
		if w == "failed" && len(words) >= 2 {
			n, err := strconv.Atoi(words[1])
			if err != nil {
				return Sheet{}, fmt.Errorf("qwinto: sheet: failed throws %q", words[1])
			}
			failed, words = n, words[2:]
			continue
		}
		c, ok := ParseColour(w)
		if !ok || seen[c] || len(words) < 1+Positions {
			return Sheet{}, fmt.Errorf("qwinto: sheet: want a colour and %d cells at %q", Positions, words[0])
		}
		seen[c] = true
		for p, cell := range words[1 : 1+Positions] {
			v, err := parseCell(c, p, cell)
			if err != nil {
				return Sheet{}, err
			}
			rows[c][p] = v
		}
		words = words[1+Positions:]
	}
	if !seen[Red] || !seen[Yellow] || !seen[Blue] {
		return Sheet{}, fmt.Errorf("qwinto: sheet: want the red, yellow and blue rows")
	}
	return sheetOf(rows, failed), validNumbers(rows, failed)
}

func parseCell(c Colour, p int, cell string) (int, error) {
	if strings.EqualFold(cell, "x") || strings.EqualFold(cell, "xx") {
		if !Blocked(c, p) {
			return 0, fmt.Errorf("qwinto: sheet: %s position %d is not blocked", c, p+1)
		}
		return 0, nil
	}
	if Blocked(c, p) {
		return 0, fmt.Errorf("qwinto: sheet: %s position %d is blocked: write X", c, p+1)
	}
	if cell == "-" {
		return 0, nil
	}
	v, err := strconv.Atoi(cell)
	if err != nil {
		return 0, fmt.Errorf("qwinto: sheet: %s position %d: %q is no number", c, p+1, cell)
	}
	return v, nil
}

// UnmarshalText reads a sheet as ParseSheet does.
func (sh *Sheet) UnmarshalText(b []byte) error {
	v, err := ParseSheet(string(b))
	if err != nil {
		return err
	}
	*sh = v
	return nil
}

// Encode writes the state as JSON, byte for byte as json.Marshal would (a
// test keeps the two equal), without reflection: a state is encoded after
// every move.
func (st *state) Encode() ([]byte, error) {
	b := make([]byte, 0, 128+100*st.seats())
	b = append(b, `{"reroll":`...)
	b = strconv.AppendBool(b, st.Variant)
	b = append(b, `,"phase":"`...)
	b = append(b, phaseNames[st.Phase]...)
	b = append(b, `","active":`...)
	b = strconv.AppendInt(b, int64(st.Active), 10)
	b = append(b, `,"turn":`...)
	b = strconv.AppendInt(b, int64(st.Turn), 10)
	b = append(b, `,"rolled":"`...)
	b = append(b, st.Rolled.String()...)
	b = append(b, `","dice":[`...)
	for i, v := range st.Dice {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	b = append(b, `],"rerolled":`...)
	b = strconv.AppendBool(b, st.Rerolled)
	b = append(b, `,"sheets":[`...)
	for i, sh := range st.Sheets {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = sh.appendText(b)
		b = append(b, '"')
	}
	b = append(b, `],"decided":`...)
	b = st.Decided.appendJSON(b)
	return append(b, '}'), nil
}

// check verifies a decoded state.
func (st *state) check() error {
	n := st.seats()
	switch {
	case n < minSeats || n > maxSeats:
		return fmt.Errorf("%d seats", n)
	case st.Decided.Len() != n:
		return fmt.Errorf("%d decisions for %d seats", st.Decided.Len(), n)
	case st.Active < 0 || int(st.Active) >= n:
		return fmt.Errorf("active seat %d", st.Active)
	case st.Phase < Choosing || st.Phase > Over:
		return fmt.Errorf("phase %d", st.Phase)
	case st.Phase == Rerolling && !st.Variant:
		return fmt.Errorf("re-roll phase without the variant")
	case (st.Phase == Rerolling || st.Phase == Deciding) && st.Rolled == 0:
		return fmt.Errorf("no dice rolled in phase %s", st.Phase)
	case st.Rolled >= 8:
		return fmt.Errorf("rolled colours %d", st.Rolled)
	case st.Rerolled && !st.Variant:
		return fmt.Errorf("a re-roll without the variant")
	case (st.Phase == Choosing || st.Phase == Rerolling) && st.Decided.Any():
		return fmt.Errorf("decisions before the dice are kept")
	case st.Phase == Deciding && st.Decided.All():
		return fmt.Errorf("a roll everyone decided is not resolved")
	}
	for _, c := range AllColours {
		if v := st.Dice[c]; (v != 0) != st.Rolled.Has(c) || v < 0 || v > 6 {
			return fmt.Errorf("%s die shows %d", c, v)
		}
	}
	for s, sh := range st.Sheets {
		if err := sh.Valid(); err != nil {
			return fmt.Errorf("%s: %w", games.Seat(s), err)
		}
	}
	return nil
}
