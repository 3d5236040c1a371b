package storage

import (
	"bytes"
	"sync"

	"github.com/quintetbot/quintet/games/session"
)

// maxDecoded bounds the channels whose decoded match decodedMatches keeps;
// when it is reached the cache starts again empty.
const maxDecoded = 4096

// decodedMatches remembers, per channel, the open match record last
// decoded and the match it decoded to. A move reads its channel's record
// several times (the session's read, the version check, the board's) and
// most reads find the bytes of the read or board write before; those are
// answered with a copy of the match instead of decoding the JSON again.
// The key is the record's exact bytes, so an answer from the cache is what
// decoding would give. Safe for concurrent use.
type decodedMatches struct {
	mu        sync.Mutex
	byChannel map[string]decodedMatch
}

// decodedMatch is a record's bytes (a copy: bbolt's are only valid within
// the transaction) and the match they decode to, which nobody changes.
type decodedMatch struct {
	raw   []byte
	match *session.Match
}

// decode returns the match the channel's open record v holds (nil for a
// nil v), a copy the caller may change. A nil d decodes without a cache.
func (d *decodedMatches) decode(channel string, v []byte) (*session.Match, error) {
	if d == nil || v == nil {
		return decodeMatch([]byte(channel), v, "open match in "+channel)
	}
	if kept, ok := d.kept(channel, v); ok {
		return kept.Clone(), nil
	}
	m, err := decodeMatch([]byte(channel), v, "open match in "+channel)
	if err != nil {
		return nil, err
	}
	d.remember(channel, v, m)
	return m, nil
}

// kept returns the match kept for the channel's record v, when v is the
// record it was kept for: shared, so the caller must only read it.
func (d *decodedMatches) kept(channel string, v []byte) (*session.Match, bool) {
	if d == nil || v == nil {
		return nil, false
	}
	d.mu.Lock()
	e, ok := d.byChannel[channel]
	d.mu.Unlock()
	if !ok || !bytes.Equal(e.raw, v) {
		return nil, false
	}
	return e.match, true
}

// remember keeps copies of m and v, as what the channel's record v decodes
// to. The caller vouches for that: m was decoded from v, or v was encoded
// from a match as decoding gives it back (settled). A write whose
// transaction rolls back leaves an entry no stored record matches.
func (d *decodedMatches) remember(channel string, v []byte, m *session.Match) {
	d.keep(channel, bytes.Clone(v), m.Clone())
}

// keep is remember for a writer that hands v and m over instead of having
// them copied: neither may change afterwards.
func (d *decodedMatches) keep(channel string, v []byte, m *session.Match) {
	e := decodedMatch{raw: v, match: m}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.byChannel == nil || len(d.byChannel) >= maxDecoded {
		d.byChannel = map[string]decodedMatch{}
	}
	d.byChannel[channel] = e
}
