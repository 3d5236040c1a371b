package draw

import (
	"image/color"
	"math"
	"testing"
)

// minPlayerDeltaE is the least CIEDE2000 difference every two player
// colours keep under each kind of colour vision. A difference of about 1
// is just noticeable between two patches side by side; the marks of a
// board are small and apart, and must be told apart at a glance, so the
// floor is twenty times that. The Okabe–Ito colours the boards used
// before reach only 10.9 (orange and reddish purple under tritanopia).
const minPlayerDeltaE = 20

// visions maps each colour vision to its simulation on linear RGB: the
// matrices of Machado, Oliveira and Fernandes (2009), "A physiologically-
// based model for simulation of color vision deficiency", at severity 1.
var visions = map[string][3][3]float64{
	"normal":       {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	"protanopia":   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	"deuteranopia": {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	"tritanopia":   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

// TestPlayerColoursDistinctForEveryEye simulates each colour vision and
// checks the CIEDE2000 difference of every two player colours, and of
// each with the board's background.
func TestPlayerColoursDistinctForEveryEye(t *testing.T) {
	for name, m := range visions {
		for i, a := range PlayerColours {
			la := cvdLab(a.Fill, m)
			for j := i + 1; j < len(PlayerColours); j++ {
				if d := deltaE2000(la, cvdLab(PlayerColours[j].Fill, m)); d < minPlayerDeltaE {
					t.Errorf("%s: seats %d and %d differ by %.1f, want at least %d", name, i, j, d, minPlayerDeltaE)
				}
			}
			if d := deltaE2000(la, cvdLab(Background, m)); d < minPlayerDeltaE {
				t.Errorf("%s: seat %d differs from the background by %.1f, want at least %d", name, i, d, minPlayerDeltaE)
			}
		}
	}
}

// TestDeltaE2000 checks the colour difference against pairs of the test
// data of Sharma, Wu and Dalal (2005).
func TestDeltaE2000(t *testing.T) {
	for _, c := range []struct {
		a, b [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, -1.3802, -84.2814}, [3]float64{50, 0, -82.7485}, 1.0000},
		{[3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}, 27.1492},
		{[3]float64{60.2574, -34.0099, 36.2677}, [3]float64{60.4626, -34.1751, 39.4387}, 1.2644},
		{[3]float64{2.0776, 0.0795, -1.1350}, [3]float64{0.9033, -0.0636, -0.5514}, 0.9082},
	} {
		if got := deltaE2000(c.a, c.b); math.Abs(got-c.want) > 5e-4 {
			t.Errorf("ΔE00(%v, %v) = %.4f, want %.4f", c.a, c.b, got, c.want)
		}
	}
}

// cvdLab returns c as seen through the simulation m, in CIELAB (D65).
func cvdLab(c color.RGBA, m [3][3]float64) [3]float64 {
	l := [3]float64{linear(c.R), linear(c.G), linear(c.B)}
	var s [3]float64
	for i := range s {
		s[i] = math.Min(1, math.Max(0, m[i][0]*l[0]+m[i][1]*l[1]+m[i][2]*l[2]))
	}
	x := 0.4124564*s[0] + 0.3575761*s[1] + 0.1804375*s[2]
	y := 0.2126729*s[0] + 0.7151522*s[1] + 0.0721750*s[2]
	z := 0.0193339*s[0] + 0.1191920*s[1] + 0.9503041*s[2]
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x/0.95047), f(y), f(z/1.08883)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// linear is an sRGB channel as linear light, from 0 to 1.
func linear(v uint8) float64 {
	s := float64(v) / 255
	if s <= 0.04045 {
		return s / 12.92
	}
	return math.Pow((s+0.055)/1.055, 2.4)
}

// deltaE2000 is the CIEDE2000 difference of two CIELAB colours.
func deltaE2000(p, q [3]float64) float64 {
	rad := math.Pi / 180
	c1, c2 := math.Hypot(p[1], p[2]), math.Hypot(q[1], q[2])
	c7 := math.Pow((c1+c2)/2, 7)
	g := 0.5 * (1 - math.Sqrt(c7/(c7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p[1], (1+g)*q[1]
	c1p, c2p := math.Hypot(a1, p[2]), math.Hypot(a2, q[2])
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / rad
		if h < 0 {
			h += 360
		}
		return h
	}
	h1, h2 := hue(p[2], a1), hue(q[2], a2)
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dL, dC := q[0]-p[0], c2p-c1p
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lb, cb := (p[0]+q[0])/2, (c1p+c2p)/2
	hb := h1 + h2
	if c1p*c2p != 0 {
		if math.Abs(h1-h2) > 180 {
			if hb < 360 {
				hb += 360
			} else {
				hb -= 360
			}
		}
		hb /= 2
	}
	tt := 1 - 0.17*math.Cos((hb-30)*rad) + 0.24*math.Cos(2*hb*rad) + 0.32*math.Cos((3*hb+6)*rad) - 0.20*math.Cos((4*hb-63)*rad)
	cb7 := math.Pow(cb, 7)
	rt := -2 * math.Sqrt(cb7/(cb7+math.Pow(25, 7))) * math.Sin(60*math.Exp(-math.Pow((hb-275)/25, 2))*rad)
	sl := 1 + 0.015*(lb-50)*(lb-50)/math.Sqrt(20+(lb-50)*(lb-50))
	sc, sh := 1+0.045*cb, 1+0.015*cb*tt
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}
