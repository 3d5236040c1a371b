package quingo

import (
	"fmt"
	"strconv"
	"strings"
)

// String writes the sheet as a position ParseSheet reads: the four number
// rows as five marks each ('.' open, 'v' checked, 'x' crossed), then
// "wild", the wild numbers (or "-" before they are chosen) and the wild
// marks: "vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,5 vvxvv".
func (sh Sheet) String() string { return string(sh.appendText(make([]byte, 0, 48))) }

// MarshalText writes the sheet as String does.
func (sh Sheet) MarshalText() ([]byte, error) { return sh.appendText(make([]byte, 0, 48)), nil }

func (sh Sheet) appendText(b []byte) []byte {
	for i, m := range sh.Numbers {
		if i > 0 && i%RowBoxes == 0 {
			b = append(b, ' ')
		}
		b = append(b, m.Byte())
	}
	b = append(b, " wild "...)
	if !sh.Chosen() {
		b = append(b, '-')
	}
	for i, w := range sh.Wilds {
		if !sh.Chosen() {
			break
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(w), 10)
	}
	b = append(b, ' ')
	for _, m := range sh.WildMarks {
		b = append(b, m.Byte())
	}
	return b
}

// ParseSheet reads a sheet written as String writes it. Marks may also be
// written '-' for open; commas or spaces separate the wild numbers.
func ParseSheet(text string) (Sheet, error) {
	rows, wild, ok := strings.Cut(strings.ToLower(text), "wild")
	if !ok {
		return Sheet{}, fmt.Errorf("quingo: sheet %q: want four rows, then wild", text)
	}
	var sh Sheet
	marks := strings.Join(strings.Fields(rows), "")
	if len(marks) != NumberBoxes {
		return Sheet{}, fmt.Errorf("quingo: sheet %q: want %d number marks", text, NumberBoxes)
	}
	for i := range NumberBoxes {
		m, ok := parseMark(marks[i])
		if !ok {
			return Sheet{}, fmt.Errorf("quingo: sheet %q: mark %q", text, marks[i])
		}
		sh.Numbers[i] = m
	}
	words := strings.Fields(strings.ReplaceAll(wild, ",", " "))
	if len(words) == 2 && words[0] == "-" {
		words = []string{words[1]}
	} else if len(words) == WildBoxes+1 {
		for i, w := range words[:WildBoxes] {
			n, err := strconv.Atoi(w)
			if err != nil || n < 1 || n > MaxSum {
				return Sheet{}, fmt.Errorf("quingo: sheet %q: wild number %q", text, w)
			}
			sh.Wilds[i] = n
		}
		words = words[WildBoxes:]
	}
	if len(words) != 1 || len(words[0]) != WildBoxes {
		return Sheet{}, fmt.Errorf("quingo: sheet %q: want the wild numbers and %d wild marks", text, WildBoxes)
	}
	for i := range WildBoxes {
		m, ok := parseMark(words[0][i])
		if !ok {
			return Sheet{}, fmt.Errorf("quingo: sheet %q: mark %q", text, words[0][i])
		}
		sh.WildMarks[i] = m
	}
	return sh, sh.valid()
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

// valid checks what the marks alone cannot: no wild box is marked before
// the wild numbers are chosen, and the numbers are in range.
func (sh Sheet) valid() error {
	for i, w := range sh.Wilds {
		if (w == 0) != !sh.Chosen() || w < 0 || w > MaxSum {
			return fmt.Errorf("quingo: sheet: wild number %d is %d", i+1, w)
		}
	}
	if !sh.Chosen() && sh.WildMarks != [WildBoxes]Mark{} {
		return fmt.Errorf("quingo: sheet: wild boxes marked before the wilds are chosen")
	}
	return nil
}
