package session

import "time"

// Wake tells the scheduler given by WithWake that something may fall due
// at at, though no deadline changed: a direct message released by a
// change of quiet hours. It does nothing without WithWake.
func (mg *Manager) Wake(at time.Time) {
	if mg.wake != nil {
		mg.wake(at)
	}
}
