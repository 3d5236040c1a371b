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

// QueuedBoards is how many answered interactions' boards wait in the
// channel's queue, the delivery under way's aside.
func QueuedBoards(b *Bot, channel string) int {
	q := &b.boards
	q.mu.Lock()
	defer q.mu.Unlock()
	sl := q.slots[channel]
	if sl == nil {
		return 0
	}
	n := len(sl.ids)
	if sl.later != nil {
		n += len(sl.later.ids)
	}
	return n
}
