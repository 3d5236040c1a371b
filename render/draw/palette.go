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

// PlayerColours holds one swatch per seat, seat 0 first. The fills are the
// Okabe–Ito colours, with black softened to charcoal, which stay apart under
// the common colour vision deficiencies; each ink has a contrast ratio of at
// least 4.5 on its fill. Use Player to index it.
var PlayerColours = [...]Swatch{
	{Fill: color.RGBA{0x00, 0x72, 0xB2, 0xff}, Ink: White}, // blue
	{Fill: color.RGBA{0xE6, 0x9F, 0x00, 0xff}, Ink: Ink},   // orange
	{Fill: color.RGBA{0x00, 0x9E, 0x73, 0xff}, Ink: Ink},   // bluish green
	{Fill: color.RGBA{0xCC, 0x79, 0xA7, 0xff}, Ink: Ink},   // reddish purple
	{Fill: color.RGBA{0x56, 0xB4, 0xE9, 0xff}, Ink: Ink},   // sky blue
	{Fill: color.RGBA{0xD5, 0x5E, 0x00, 0xff}, Ink: Black}, // vermilion
	{Fill: color.RGBA{0xF0, 0xE4, 0x42, 0xff}, Ink: Ink},   // yellow
	{Fill: color.RGBA{0x3A, 0x3A, 0x3A, 0xff}, Ink: White}, // charcoal
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
