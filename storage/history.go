package storage

import (
	"time"
)

// historyLayout writes a finish time at a fixed width, so that keys of one
// guild sort by time.
const historyLayout = "2006-01-02T15:04:05.000000000Z"

// historyKey is the key of an ended match in bucketHistory:
// guild "/" finishedAt (UTC, fixed width) "/" matchID. Discord ids hold no
// "/", so the prefix guild+"/" selects one guild.
func historyKey(guild string, finished time.Time, matchID string) []byte {
	k := make([]byte, 0, len(guild)+len(historyLayout)+len(matchID)+2)
	k = append(k, guild...)
	k = append(k, '/')
	k = finished.UTC().AppendFormat(k, historyLayout)
	k = append(k, '/')
	return append(k, matchID...)
}
