package draw

// ClipKeep returns head+tail at most w pixels wide set in f at size
// points, shortening head (Clip) so that tail, which says something a
// reader needs ("· limit 5", "· winners"), is kept whole. Only when tail
// alone is too wide is the whole clipped.
func (f Font) ClipKeep(head, tail string, size float64, w int) string {
	if f.Measure(head+tail, size).X <= w {
		return head + tail
	}
	room := w - f.Measure(tail, size).X
	if room < f.Measure("…", size).X {
		return f.Clip(head+tail, size, w)
	}
	return f.Clip(head, size, room) + tail
}
