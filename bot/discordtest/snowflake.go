package discordtest

import (
	"strconv"
	"sync/atomic"
	"time"
)

// Fixed identities of the fake world. They are snowflakes from June 2024,
// older than every id a Server generates.
const (
	// ApplicationID is the bot's application id; as for every application
	// created since 2020, the bot user has the same id.
	ApplicationID = "1246251869798400001"
	// BotID is the bot user's id.
	BotID = ApplicationID
	// GuildID is the one guild the bot is in.
	GuildID = "1246251869798400002"
	// ChannelID is the guild's text channel #general.
	ChannelID = "1246251869798400003"
	// EveryoneRoleID is the guild's @everyone role, whose id is the guild's.
	EveryoneRoleID = GuildID
	// OwnerID is the guild owner's user id.
	OwnerID = "1246251869798400004"
)

// BotName is the bot user's username.
const BotName = "Quintet"

// Token is the only token the fake accepts, as a discordgo session sends it.
const Token = "Bot test-token"

const (
	discordEpochMs = 1420070400000
	idBaseMs       = 1735689600000 // 2025-01-01T00:00:00Z
	fixtureMs      = 1717200000000 // 2024-06-01T00:00:00Z
)

// snowflakes generates increasing snowflake ids, one millisecond apart, so
// ids and their timestamps are the same in every run.
type snowflakes struct{ n atomic.Int64 }

// next returns a snowflake greater than every one returned before.
func (g *snowflakes) next() string {
	ms := idBaseMs - discordEpochMs + g.n.Add(1)
	return strconv.FormatInt(ms<<22, 10)
}

// snowflakeTime returns the creation time encoded in a snowflake, or the
// fixture time when id is not one.
func snowflakeTime(id string) time.Time {
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		return time.UnixMilli(fixtureMs).UTC()
	}
	return time.UnixMilli(n>>22 + discordEpochMs).UTC()
}

// timestamp formats t as Discord's ISO 8601 timestamps.
func timestamp(t time.Time) string {
	return t.UTC().Format("2006-01-02T15:04:05.000000+00:00")
}
