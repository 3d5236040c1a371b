package discordtest

import "time"

// Option configures a Server created by New.
type Option func(*options)

type options struct {
	heartbeat   time.Duration
	ackDeadline time.Duration
	appFlags    int64
	clock       func() time.Time
	globalLimit int
	latency     time.Duration
}

func defaultOptions() options {
	return options{
		heartbeat:   250 * time.Millisecond,
		ackDeadline: 3 * time.Second,
		appFlags:    1 << 23, // GATEWAY_MESSAGE_CONTENT_LIMITED
		clock:       time.Now,
	}
}

// WithHeartbeatInterval sets the heartbeat_interval announced in HELLO
// (250ms unless set). discordgo reconnects when no heartbeat ACK arrived for
// five intervals, so very short intervals make slow test machines flaky.
func WithHeartbeatInterval(d time.Duration) Option {
	return func(o *options) { o.heartbeat = d }
}

// WithAckDeadline sets how long after dispatch an interaction may still be
// acknowledged (3s, as on Discord, unless set). A later callback is answered
// 404 Unknown interaction and recorded as a failure. Zero disables the
// deadline.
func WithAckDeadline(d time.Duration) Option {
	return func(o *options) { o.ackDeadline = d }
}

// WithApplicationFlags sets the application flags sent in READY.
func WithApplicationFlags(flags int64) Option {
	return func(o *options) { o.appFlags = flags }
}

// WithClock sets the clock the fake reads for the times of calls and edits
// and for acknowledgement deadlines (time.Now unless set). Heartbeats and
// rate limits follow the real clock, as discordgo does.
func WithClock(now func() time.Time) Option {
	return func(o *options) { o.clock = now }
}

// WithLatency has every REST request answered d after it arrived (none
// unless set), as Discord's round trips over the internet take tens to
// hundreds of milliseconds: a bot that makes its requests one after
// another is then as slow as it would be against Discord. Interaction
// callbacks wait too, and count against the acknowledgement deadline.
func WithLatency(d time.Duration) Option {
	return func(o *options) { o.latency = d }
}
