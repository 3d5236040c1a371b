package draw

import (
	"testing"
)

// TestSeatMarks draws the mark of every seat, large with its letter and
// small without, and compares them with the golden image.
func TestSeatMarks(t *testing.T) {
	c := New(6*40+16, 80, Background)
	defer c.Release()
	for seat := range len(PlayerColours) {
		x := float64(8 + 40*seat + 20)
		c.SeatMark(seat, x, 24, 24, 15)
		c.SeatMark(seat, x, 62, 14, 0)
	}
	golden(t, "marks", c)
	l := c.Layout()
	if len(l.Marks) != 2*len(PlayerColours) {
		t.Fatalf("%d marks recorded, want %d", len(l.Marks), 2*len(PlayerColours))
	}
	for i, m := range l.Marks {
		seat := i / 2
		if m.Seat != seat {
			t.Errorf("mark %d is seat %d's, want %d", i, m.Seat, seat)
		}
		if side := min(m.Box.Dx(), m.Box.Dy()); side < 13 {
			t.Errorf("seat %d: mark %v is %d px on its shorter side, want at least 13", seat, m.Box, side)
		}
		if want := []string{SeatLetter(seat), ""}[i%2]; m.Letter != want {
			t.Errorf("mark %d: letter %q, want %q", i, m.Letter, want)
		}
	}
}

// TestSeatShapesDiffer: the six seats a game takes have six shapes.
func TestSeatShapesDiffer(t *testing.T) {
	seen := map[Shape]int{}
	for seat := range 6 {
		if other, ok := seen[SeatShape(seat)]; ok {
			t.Errorf("seats %d and %d share a shape", other, seat)
		}
		seen[SeatShape(seat)] = seat
	}
	if SeatLetter(0) != "A" || SeatLetter(5) != "F" {
		t.Errorf("letters %q..%q, want A..F", SeatLetter(0), SeatLetter(5))
	}
}
