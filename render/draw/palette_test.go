package draw

import (
	"image/color"
	"math"
	"testing"
)

// luminance returns the WCAG relative luminance of c.
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// contrast returns the WCAG contrast ratio of a and b, from 1 to 21.
func contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

func TestPlayerColoursReadable(t *testing.T) {
	if len(PlayerColours) < 6 {
		t.Fatalf("%d player colours, want at least 6", len(PlayerColours))
	}
	for seat, s := range PlayerColours {
		if r := contrast(s.Fill, s.Ink); r < 4.5 {
			t.Errorf("seat %d: ink %v on %v has contrast %.2f, want at least 4.5", seat, s.Ink, s.Fill, r)
		}
	}
}

// distance returns the "redmean" colour difference of a and b, a cheap
// approximation of how far apart they look.
func distance(a, b color.RGBA) float64 {
	rm := (float64(a.R) + float64(b.R)) / 2
	dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
	return math.Sqrt((2+rm/256)*dr*dr + 4*dg*dg + (2+(255-rm)/256)*db*db)
}

func TestPlayerColoursDistinct(t *testing.T) {
	for i, a := range PlayerColours {
		for j, b := range PlayerColours[i+1:] {
			if d := distance(a.Fill, b.Fill); d < 120 {
				t.Errorf("seats %d and %d are too alike: %v and %v (distance %.0f)", i, i+1+j, a.Fill, b.Fill, d)
			}
		}
	}
}

func TestPlayerWraps(t *testing.T) {
	n := len(PlayerColours)
	if Player(n+1) != PlayerColours[1] {
		t.Errorf("Player(%d) = %v, want seat 1's %v", n+1, Player(n+1), PlayerColours[1])
	}
	if Player(-1).Fill != Grey {
		t.Errorf("Player(-1) = %v, want grey", Player(-1))
	}
}

func TestInkReadsOnGameColours(t *testing.T) {
	for _, bg := range []color.RGBA{RedLight, YellowLight, BlueLight, GreyLight, Background, White, Ivory} {
		if r := contrast(Ink, bg); r < 7 {
			t.Errorf("Ink on %v has contrast %.2f, want at least 7", bg, r)
		}
	}
	for _, bg := range []color.RGBA{Red, Blue} {
		if r := contrast(White, bg); r < 4.5 {
			t.Errorf("White on %v has contrast %.2f, want at least 4.5", bg, r)
		}
	}
	if r := contrast(Ink, Yellow); r < 4.5 {
		t.Errorf("Ink on Yellow has contrast %.2f, want at least 4.5", r)
	}
}
