package qwinto

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// seedJaneDoe is the seed's Jane Doe sheet (seeds/qwinto.txt, lines 13-20),
// byte for byte, except that the seed's Blue line and the dashed line below
// it, collapsed into one line there, are written as two lines laid out like
// the lines above them: the Blue row starts its first separator at index 8
// (column 0), empty cells are two spaces, the row closes with % because
// position 10 is a bonus cell, and the dashed line spans the Blue row (8
// spaces, 31 dashes).
const seedJaneDoe = `Player name: Jane Doe            Points: 28
              -------------------------------
Red           | 2% 3% 6|XX| 9%11%12|13|15|16|
           ----------------------------------
Yellow     | 1| 3| 4| 5|  |XX|12%13%  |  |
        ----------------------------------
Blue    | 1| 3%  % 6|XX| 7|  |  |10%  %
        -------------------------------
Failed throws: 1 2 3
`

// seedEmpty is the seed's empty sheet (lines 6-10), whose white space the
// seed lost, rebuilt by the same layout; the name is empty, the points 0.
const seedEmpty = `Player name:                     Points: 0
              -------------------------------
Red           |  %  %  |XX|  %  %  |  |  |  |
           ----------------------------------
Yellow     |  |  |  |  |  |XX|  %  %  |  |
        ----------------------------------
Blue    |  |  %  %  |XX|  |  |  |  %  %
        -------------------------------
Failed throws:
`

func TestText(t *testing.T) {
	tests := []struct {
		name, sheet, player string
		want                string
	}{
		{"jane doe", janeDoe, "Jane Doe", seedJaneDoe},
		{"empty", emptySheet, "", seedEmpty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sh := mustSheet(t, tt.sheet)
			got := sh.Text(tt.player, sh.Score().Total)
			if got != tt.want {
				t.Errorf("text sheet differs:\n%s", lineDiff(got, tt.want))
			}
			for i, line := range strings.Split(got, "\n") {
				if strings.TrimRight(line, " ") != line {
					t.Errorf("line %d has trailing spaces: %q", i+1, line)
				}
			}
		})
	}
}

// TestTextSeedLines compares the lines the seed kept intact with Jane
// Doe's rendering.
func TestTextSeedLines(t *testing.T) {
	sh := mustSheet(t, janeDoe)
	got := strings.Split(sh.Text("Jane Doe", 28), "\n")
	seed := map[int]string{
		0: "Player name: Jane Doe            Points: 28",
		1: "              -------------------------------",
		2: "Red           | 2% 3% 6|XX| 9%11%12|13|15|16|",
		3: "           ----------------------------------",
		4: "Yellow     | 1| 3| 4| 5|  |XX|12%13%  |  |",
		5: "        ----------------------------------",
		8: "Failed throws: 1 2 3",
	}
	for i, want := range seed {
		if got[i] != want {
			t.Errorf("line %d:\n got %q\nwant %q", i+1, got[i], want)
		}
	}
	// The seed's collapsed line is the Blue row and the dashed line below
	// it with every single white space character dropped and every longer
	// run written as one space.
	const collapsed = "Blue |1|3% %6|XX|7| | |10% % -------------------------------"
	if got := mangle(got[6] + "\n" + got[7]); got != collapsed {
		t.Errorf("blue lines collapse to\n %q\nwant the seed's\n %q", got, collapsed)
	}
}

// TestTextSeedEmpty compares the empty sheet with the seed's, whose white
// space is lost: without white space, the characters must be the same.
func TestTextSeedEmpty(t *testing.T) {
	const seed = `------------------------------- Red | % % |XX| % % | | | |
---------------------------------- Yellow ||||||XX|%%|| ----------------------------------
Blue ||%%|XX||||%% -------------------------------
Failed throws:`
	sh := mustSheet(t, emptySheet)
	lines := strings.SplitN(sh.Text("", 0), "\n", 2)
	if got, want := squeeze(lines[1]), squeeze(seed); got != want {
		t.Errorf("empty sheet without white space:\n got %s\nwant %s", got, want)
	}
}

// squeeze drops all white space.
func squeeze(s string) string { return strings.Join(strings.Fields(s), "") }

// mangle drops every single white space character and writes every longer
// run of white space as one space.
func mangle(s string) string {
	var b strings.Builder
	run := 0
	for _, r := range s + "x" {
		if r == ' ' || r == '\n' {
			run++
			continue
		}
		if run > 1 {
			b.WriteByte(' ')
		}
		run = 0
		b.WriteRune(r)
	}
	return strings.TrimSuffix(b.String(), "x")
}

// TestTextLongName: a name longer than the name column, such as a seat a
// bot took over, is written whole on lines of its own, no line wider than
// the sheet, with the points in their usual column below it.
func TestTextLongName(t *testing.T) {
	sh := mustSheet(t, emptySheet)
	width := 0
	for _, l := range strings.Split(sh.Text("Jane Doe", 28), "\n") {
		width = max(width, utf8.RuneCountInString(l))
	}
	for _, c := range []struct{ name, want string }{
		{"bob (bot since turn 2)", "Player name: bob (bot since turn 2)\n                                 Points: 7\n"},
		{"An Extremely Long Player Name (bot since turn 12)", "Player name: An Extremely Long Player Name\n             (bot since turn 12)\n                                 Points: 7\n"},
		{"Averyveryveryverylongnamewithoutspaces", "Player name: Averyveryveryverylongnamewithout\n             spaces\n                                 Points: 7\n"},
	} {
		got := sh.Text(c.name, 7)
		if !strings.HasPrefix(got, c.want) {
			t.Errorf("header of %q:\n%s", c.name, lineDiff(got[:min(len(got), len(c.want))], c.want))
		}
		for _, l := range strings.Split(got, "\n") {
			if utf8.RuneCountInString(l) > width {
				t.Errorf("line of %q wider than the sheet (%d): %q", c.name, width, l)
			}
		}
	}
}

func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var b strings.Builder
	for i := range max(len(g), len(w)) {
		gl, wl := "", ""
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		mark := " "
		if gl != wl {
			mark = "!"
		}
		b.WriteString(mark + " got  " + strings.ReplaceAll(gl, " ", "·") + "\n")
		if gl != wl {
			b.WriteString(mark + " want " + strings.ReplaceAll(wl, " ", "·") + "\n")
		}
	}
	return b.String()
}
