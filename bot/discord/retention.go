package discord

import (
	"fmt"
	"time"

	"github.com/quintetbot/quintet/commands"
)

// Retention is how long the move logs of ended matches are kept
// (QUINTET_RETAIN_LOGS): a Go duration ("720h") or days ("90d"); zero, the
// default, keeps them forever.
type Retention time.Duration

// UnmarshalText reads a retention; caarlos0/env calls it.
func (r *Retention) UnmarshalText(b []byte) error {
	s := string(b)
	if s == "" {
		*r = 0
		return nil
	}
	d, err := commands.ParseDuration(s)
	if err != nil {
		if d, err = time.ParseDuration(s); err != nil {
			return fmt.Errorf("QUINTET_RETAIN_LOGS: %q is not a duration such as 90d or 720h", s)
		}
	}
	if d < 24*time.Hour {
		return fmt.Errorf("QUINTET_RETAIN_LOGS: %v is under a day; leave it empty to keep logs", d)
	}
	*r = Retention(d)
	return nil
}
