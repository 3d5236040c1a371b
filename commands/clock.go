package commands

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// The /play options that set a match's clock.
const (
	optTurnTime   = "turn_time"
	optReminder   = "reminder"
	optRemindEvry = "reminder_every"
	optTimeouts   = "timeouts"
	optOnTimeouts = "on_timeouts"
)

func timingOption(name string) bool {
	switch name {
	case optTurnTime, optReminder, optRemindEvry, optTimeouts, optOnTimeouts:
		return true
	}
	return false
}

// timingOf reads the clock options of /play over the server's defaults.
func (a *App) timingOf(ctx context.Context, r *Request) (session.Timing, error) {
	t, err := a.guildTiming(ctx, r.Guild)
	if err != nil {
		return t, err
	}
	if v, ok := r.Options[optTurnTime]; ok {
		d, err := turnTime(v)
		if err != nil {
			return t, err
		}
		t.TurnTime = d
	}
	if v, ok := r.Options[optReminder]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 90 {
			return t, refusal("The reminder option is a percent from 0 to 90.")
		}
		t.RemindShare = float64(n) / 100
		if n == 0 {
			t.RemindShare = -1
		}
	}
	if v, ok := r.Options[optRemindEvry]; ok {
		d, err := remindEvery(v)
		if err != nil {
			return t, err
		}
		t.RemindEvery = d
	}
	if v, ok := r.Options[optTimeouts]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 10 {
			return t, refusal("The timeouts option is a number from 1 to 10.")
		}
		t.MaxTimeouts = n
	}
	if v, ok := r.Options[optOnTimeouts]; ok {
		switch o := session.OnTimeouts(v); o {
		case session.TakeOver, session.Abandon:
			t.OnTimeouts = o
		default:
			return t, refusal("The on_timeouts option is bot or abandon.")
		}
	}
	return t, nil
}

// turnTime reads a turn time or an extension.
func turnTime(v string) (time.Duration, error) {
	d, err := ParseDuration(v)
	if err != nil || session.CheckTurnTime(d) != nil {
		return 0, refusal("Write a duration from 1 minute to 14 days, such as 10m, 12h or 2d.")
	}
	return d, nil
}

// remindEvery reads the interval of repeated reminders; "off" or 0: none.
func remindEvery(v string) (time.Duration, error) {
	if strings.EqualFold(strings.TrimSpace(v), "off") {
		return 0, nil
	}
	d, err := ParseDuration(v)
	if err != nil || session.CheckRemindEvery(d) != nil {
		return 0, refusal("The reminder_every option is from 15m to 14d, such as 30m, 2h or 1d (off: no repeats).")
	}
	return d, nil
}

// pause, resume and extend answer the host's (or a channel manager's)
// change of the clock at once, in the channel, and take the players'
// request it voids off the board; another player's is a request
// (askClock).
func (a *App) pause(ctx context.Context, r *Request) (*Reply, error) {
	before, _ := a.matches.Get(ctx, r.Channel)
	m, err := a.matches.Pause(ctx, r.Channel, r.User.ID, r.CanManage)
	if errors.Is(err, session.ErrNotHost) {
		return a.askClock(ctx, r, "pause", 0, err)
	} else if err != nil {
		return nil, err
	}
	said := fmt.Sprintf("%s paused the game: the clock is stopped until /game resume.", r.User.Name)
	return &Reply{Message: render.Public(said), Board: voided(before, m, said)}, nil
}

func (a *App) resume(ctx context.Context, r *Request) (*Reply, error) {
	before, _ := a.matches.Get(ctx, r.Channel)
	m, err := a.matches.Resume(ctx, r.Channel, r.User.ID, r.CanManage)
	if errors.Is(err, session.ErrNotHost) {
		return a.askClock(ctx, r, "resume", 0, err)
	}
	if err != nil {
		return nil, err
	}
	said := fmt.Sprintf("%s resumed the game; this turn runs out <t:%d:R>.", r.User.Name, m.Due.Unix())
	return &Reply{Message: render.Public(said), Board: voided(before, m, said)}, nil
}

func (a *App) extend(ctx context.Context, r *Request) (*Reply, error) {
	d, err := turnTime(r.Options["duration"])
	if err != nil {
		return nil, err
	}
	before, _ := a.matches.Get(ctx, r.Channel)
	m, err := a.matches.Extend(ctx, r.Channel, r.User.ID, r.CanManage, d)
	if errors.Is(err, session.ErrNotHost) {
		return a.askClock(ctx, r, "extend", d, err)
	}
	if err != nil {
		return nil, err
	}
	said := fmt.Sprintf("%s added %s to this turn; it runs out <t:%d:R>.", r.User.Name, FormatDuration(d), m.Due.Unix())
	if m.Paused {
		said = fmt.Sprintf("%s added %s to this turn; the game is still paused.", r.User.Name, FormatDuration(d))
	}
	return &Reply{Message: render.Public(said), Board: voided(before, m, said)}, nil
}
