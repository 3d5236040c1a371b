package discord

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is the share of the guilds one process serves: Discord sends a
// shard the events of the guilds with (guild_id >> 22) % Count == ID, and
// direct messages to shard 0. The zero value is invalid; use Shard{0, 1}
// for an unsharded bot.
type Shard struct {
	ID, Count int
}

// Valid reports why s is not a shard, or nil: 0 <= ID < Count.
func (s Shard) Valid() error {
	if s.Count < 1 || s.ID < 0 || s.ID >= s.Count {
		return fmt.Errorf("bot: shard %d of %d: need 0 <= QUINTET_SHARD_ID < QUINTET_SHARD_COUNT", s.ID, s.Count)
	}
	return nil
}

// Owns reports whether guild belongs to s. A direct message (no guild)
// belongs to shard 0; a guild id that is not a snowflake to no shard but
// the only one.
func (s Shard) Owns(guild string) bool {
	if s.Count <= 1 {
		return true
	}
	if guild == "" {
		return s.ID == 0
	}
	id, err := strconv.ParseUint(guild, 10, 64)
	if err != nil {
		return false
	}
	return int((id>>22)%uint64(s.Count)) == s.ID
}

// shardToken is replaced by the shard id in QUINTET_DB.
const shardToken = "{shard}"

// dbPath returns path with every {shard} replaced by the shard id, so
// that one QUINTET_DB value serves every shard with its own file.
func (s Shard) dbPath(path string) string {
	return strings.ReplaceAll(path, shardToken, strconv.Itoa(s.ID))
}
