// Package bot connects Quintet to Discord through discordgo: configuration,
// the gateway session, command registration, answering interactions (within
// Discord's three seconds, deferring when work takes longer), posting and
// editing boards, the deadline scheduler (reminders, timeouts, catch-up
// after a restart) with direct messages for players who asked for them, and
// a clean shutdown.
package bot
