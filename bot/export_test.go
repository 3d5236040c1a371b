package bot

import "github.com/quintetbot/quintet/games/session"

// OnExpired sets the scheduler's per-deadline hook.
func OnExpired(s *Scheduler, f func(session.Deadline, *session.Expiry)) { s.expired = f }
