package draw

import "image/color"

// Game colours. The three row colours come with light tints for cell
// backgrounds; text in Ink reads on every one of them.
var (
	Red    = color.RGBA{0xC6, 0x28, 0x28, 0xff}
	Yellow = color.RGBA{0xF2, 0xB7, 0x05, 0xff}
	Blue   = color.RGBA{0x1F, 0x5F, 0xBF, 0xff}

	RedLight    = color.RGBA{0xFB, 0xDD, 0xDD, 0xff}
	YellowLight = color.RGBA{0xFF, 0xF1, 0xC4, 0xff}
	BlueLight   = color.RGBA{0xD9, 0xE6, 0xFA, 0xff}
)

// Neutral colours: the page, text, and the greys of blocked or inactive
// cells, from light to dark.
var (
	Background = color.RGBA{0xFA, 0xF8, 0xF3, 0xff}
	Ink        = color.RGBA{0x1E, 0x22, 0x28, 0xff}
	White      = color.RGBA{0xff, 0xff, 0xff, 0xff}
	Black      = color.RGBA{0x00, 0x00, 0x00, 0xff}
	Ivory      = color.RGBA{0xFB, 0xF7, 0xEC, 0xff}

	GreyLight = color.RGBA{0xE3, 0xE3, 0xE6, 0xff}
	Grey      = color.RGBA{0xA0, 0xA3, 0xAB, 0xff}
	GreyDark  = color.RGBA{0x5A, 0x5E, 0x66, 0xff}
)

// Swatch is a fill colour with the ink that reads on it.
type Swatch struct {
	Fill color.RGBA
	Ink  color.RGBA
}

// PlayerColours holds one swatch per seat, seat 0 first: purple, amber,
// teal, lavender, charcoal and vermilion. They were chosen so that every
// two stay at least 20 apart in CIEDE2000 under normal vision and under
// protanopia, deuteranopia and tritanopia as Machado, Oliveira and
// Fernandes (2009) simulate them (palette_cvd_test.go), where the
// Okabe–Ito colours come within 11 of each other; each ink has a contrast
// ratio of at least 4.5 on its fill. Colour is never the only cue: see
// SeatMark. Use Player to index it.
var PlayerColours = [...]Swatch{
	{Fill: color.RGBA{0x89, 0x00, 0xB2, 0xff}, Ink: White}, // purple
	{Fill: color.RGBA{0xFF, 0xB8, 0x04, 0xff}, Ink: Ink},   // amber
	{Fill: color.RGBA{0x00, 0xA1, 0x87, 0xff}, Ink: Ink},   // teal
	{Fill: color.RGBA{0xAB, 0x83, 0xFF, 0xff}, Ink: Ink},   // lavender
	{Fill: color.RGBA{0x3A, 0x3A, 0x3A, 0xff}, Ink: White}, // charcoal
	{Fill: color.RGBA{0xCD, 0x38, 0x06, 0xff}, Ink: White}, // vermilion
}

// Player returns the swatch of seat, wrapping past the last one. A negative
// seat (no one) gets grey.
func Player(seat int) Swatch {
	if seat < 0 {
		return Swatch{Fill: Grey, Ink: Ink}
	}
	return PlayerColours[seat%len(PlayerColours)]
}

// mix returns a blended toward b by t in [0, 1], as opaque RGBA.
func mix(a, b color.Color, t float64) color.RGBA {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	f := func(x, y uint32) uint8 {
		return uint8((float64(x)*(1-t)+float64(y)*t)/257 + 0.5)
	}
	return color.RGBA{f(ar, br), f(ag, bg), f(ab, bb), 0xff}
}
