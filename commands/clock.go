package commands

import (
	"context"
	"errors"
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
			return t, refuse("clock.refuse.reminder")
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
			return t, refuse("clock.refuse.timeouts")
		}
		t.MaxTimeouts = n
	}
	if v, ok := r.Options[optOnTimeouts]; ok {
		switch o := session.OnTimeouts(v); o {
		case session.TakeOver, session.Abandon:
			t.OnTimeouts = o
		default:
			return t, refuse("clock.refuse.on_timeouts")
		}
	}
	return t, nil
}

// turnTime reads a turn time or an extension.
func turnTime(v string) (time.Duration, error) {
	d, err := ParseDuration(v)
	if err != nil || session.CheckTurnTime(d) != nil {
		return 0, refuse("clock.refuse.duration")
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
		return 0, refuse("clock.refuse.reminder_every")
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
	said := a.publicLang(ctx, r).Say("clock.paused", r.User.Name)
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
	said := a.publicLang(ctx, r).Say("clock.resumed", r.User.Name, unixTime(m.Due))
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
	l := a.publicLang(ctx, r)
	said := l.Say("clock.extended", r.User.Name, Duration(d), unixTime(m.Due))
	if m.Paused {
		said = l.Say("clock.extended_paused", r.User.Name, Duration(d))
	}
	return &Reply{Message: render.Public(said), Board: voided(before, m, said)}, nil
}

// unixTime is t as the number in a Discord timestamp (<t:%d:R>): a
// string, so that no language writes it with separators.
func unixTime(t time.Time) string { return strconv.FormatInt(t.Unix(), 10) }
