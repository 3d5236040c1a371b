package bot

// HoldDraws keeps boards from being drawn until the release it returns
// is called, as a wave of boards waiting for the drawing slots does.
func HoldDraws() func() {
	for range cap(drawSlots) {
		drawSlots <- struct{}{}
	}
	return func() {
		for range cap(drawSlots) {
			<-drawSlots
		}
	}
}
