package draw

import (
	"image"
	"math"
)

// flatness is the largest distance, in pixels, between a curve and the
// straight segments that approximate it.
const flatness = 0.1

// arcSteps returns how many segments approximate an arc of radius r
// sweeping the given angle within flatness.
func arcSteps(r, sweep float64) int {
	if r <= flatness {
		return 1
	}
	step := 2 * math.Acos(1-flatness/r)
	return max(1, int(math.Ceil(math.Abs(sweep)/step)))
}

// arc appends the points of the arc around o of radius r from angle a0
// through a0+sweep, both ends included.
func arc(dst []pt, o pt, r, a0, sweep float64) []pt {
	n := arcSteps(r, sweep)
	for i := 0; i <= n; i++ {
		a := a0 + sweep*float64(i)/float64(n)
		dst = append(dst, pt{o.X + r*math.Cos(a), o.Y + r*math.Sin(a)})
	}
	return dst
}

// circle appends a closed polygon approximating the circle around o.
func circle(dst []pt, o pt, r float64) []pt {
	dst = arc(dst, o, r, 0, 2*math.Pi)
	return dst[:len(dst)-1] // the last point repeats the first
}

// corners returns the four corners of r, clockwise from the top left.
func corners(r image.Rectangle) []pt {
	x0, y0 := float64(r.Min.X), float64(r.Min.Y)
	x1, y1 := float64(r.Max.X), float64(r.Max.Y)
	return []pt{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// regular returns the n vertices of a regular polygon around o with
// circumradius r, the first vertex straight up, going clockwise on screen.
func regular(o pt, r float64, n int) []pt {
	vs := make([]pt, n)
	for i := range vs {
		a := -math.Pi/2 + 2*math.Pi*float64(i)/float64(n)
		vs[i] = pt{o.X + r*math.Cos(a), o.Y + r*math.Sin(a)}
	}
	return vs
}

// rounded appends the convex polygon vs with every corner replaced by a
// circular arc of radius r tangent to both edges. The radius shrinks at a
// corner whose edges are too short for it.
func rounded(dst []pt, vs []pt, r float64) []pt {
	n := len(vs)
	if r <= 0 || n < 3 {
		return append(dst, vs...)
	}
	for i, v := range vs {
		prev, next := vs[(i+n-1)%n], vs[(i+1)%n]
		u1, u2 := prev.sub(v), next.sub(v)
		l1, l2 := u1.len(), u2.len()
		u1, u2 = u1.unit(), u2.unit()
		half := math.Acos(math.Max(-1, math.Min(1, u1.dot(u2)))) / 2
		if half <= 0 || half >= math.Pi/2 {
			dst = append(dst, v)
			continue
		}
		rr := r
		d := rr / math.Tan(half) // distance from v to the tangent points
		if lim := math.Min(l1, l2) / 2; d > lim {
			d, rr = lim, lim*math.Tan(half)
		}
		o := v.add(u1.add(u2).unit().scale(rr / math.Sin(half)))
		a, b := v.add(u1.scale(d)), v.add(u2.scale(d))
		a0 := math.Atan2(a.Y-o.Y, a.X-o.X)
		sweep := math.Atan2(b.Y-o.Y, b.X-o.X) - a0
		for sweep > math.Pi {
			sweep -= 2 * math.Pi
		}
		for sweep < -math.Pi {
			sweep += 2 * math.Pi
		}
		dst = arc(dst, o, rr, a0, sweep)
	}
	return dst
}

// area returns the signed area of the polygon vs: positive when it runs
// clockwise on screen (y down).
func area(vs []pt) float64 {
	s := 0.0
	for i, v := range vs {
		s += v.cross(vs[(i+1)%len(vs)])
	}
	return s / 2
}

// inset returns the convex polygon vs with every edge moved inward by d.
// Edges shorter than the inset may collapse; callers keep d small.
func inset(vs []pt, d float64) []pt {
	n := len(vs)
	if n < 3 {
		return append([]pt(nil), vs...)
	}
	sign := 1.0
	if area(vs) < 0 {
		sign = -1
	}
	out := make([]pt, n)
	for i, v := range vs {
		prev, next := vs[(i+n-1)%n], vs[(i+1)%n]
		e1, e2 := v.sub(prev).unit(), next.sub(v).unit()
		// Inward normals of a clockwise polygon point to the right of travel
		// on screen, which is (-y, x) in y-down coordinates.
		n1 := pt{-e1.Y, e1.X}.scale(sign)
		n2 := pt{-e2.Y, e2.X}.scale(sign)
		bis := n1.add(n2).unit()
		k := bis.dot(n1)
		if k <= 1e-9 {
			out[i] = v
			continue
		}
		out[i] = v.add(bis.scale(d / k))
	}
	return out
}

// dashes adds dashes of half-width hw along the closed polyline ring,
// alternating dash and gap lengths from its first point.
func (p *path) dashes(ring []pt, hw, dash, gap float64) {
	period := dash + gap
	at := 0.0 // arc length at the start of the current edge
	for i, a := range ring {
		b := ring[(i+1)%len(ring)]
		l := b.sub(a).len()
		if l == 0 {
			continue
		}
		// Walk the dash intervals that overlap [at, at+l).
		k := math.Floor(at / period)
		for s := k * period; s < at+l; s += period {
			t0 := math.Max(s, at)
			t1 := math.Min(s+dash, at+l)
			if t1 > t0 {
				p.segment(a.lerp(b, (t0-at)/l), a.lerp(b, (t1-at)/l), hw)
			}
		}
		at += l
	}
}
