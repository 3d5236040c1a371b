package storage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// An open match's newest steps (schema 9 on) ride in its record, as the
// field log_tail after the match's own fields, instead of in its log
// bucket; they move to the log bucket together once they pass tailBudget
// bytes, and when the match ends. A move writes its match's record anyway:
// a log bucket written on every move was two more pages a move (its last
// leaf and its root) in scattered places, the most of what a commit wrote,
// where a log bucket written once in several moves is a fraction of one.
// Both live in the same transaction, so a step is in exactly one of them.
//
// The log of a match is its bucket's steps, then its record's tail. A
// reader finds the record from the match id: an id is its channel, a
// dash and a suffix without dashes (see session.Manager.Open). A match
// whose id does not say its channel keeps every step in its bucket.
//
// Every write of an open record keeps the tail the stored one has
// (Put, writeBoard), or moves it to the log first (flushTails).
const tailBudget = 1024

// tailMark starts the tail in a record: the only key log_tail in it, as
// neither a match nor a step has that field, and a comma and a quote that
// no JSON string holds unescaped.
var tailMark = []byte(`,"log_tail":[`)

// tailChannel returns the channel the id of a match names.
func tailChannel(matchID string) (string, bool) {
	i := strings.LastIndexByte(matchID, '-')
	if i <= 0 {
		return "", false
	}
	return matchID[:i], true
}

// tailable reports whether m's steps may ride in its record: it is open,
// and its id names its channel.
func tailable(m *session.Match) bool {
	ch, ok := tailChannel(m.ID)
	return ok && ch == m.Channel && m.Phase.Open()
}

// recordTail returns the steps in an open record's payload (its JSON), a
// comma between two; nil if it has none. It shares payload's memory.
func recordTail(payload []byte) []byte {
	if !bytes.HasSuffix(payload, []byte("]}")) {
		return nil
	}
	// The tail is the end of the record, and its mark the only one in
	// it: a search forward through the bytes that can hold them finds it.
	from := max(0, len(payload)-maxTail-len(tailMark)-2)
	i := bytes.Index(payload[from:], tailMark)
	if i < 0 {
		return nil
	}
	return payload[from+i+len(tailMark) : len(payload)-2]
}

// maxTail bounds the length of a tail, of this program's or of one with
// another tailBudget: recordTail looks no further from the end.
const maxTail = 4096

// A tail never passes tailBudget (see logSteps).
var _ [maxTail - tailBudget]struct{}

// openRecord returns the payload of the open record v stored under the
// channel, and its tail; both share v's memory. A nil v gives nils.
func openRecord(channel, v []byte) (payload, tail []byte, err error) {
	p, err := openSealed(channel, v)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: open match in %s: %w", ErrCorrupt, channel, err)
	}
	return p, recordTail(p), nil
}

// recordID returns the id of the match in an open record's payload.
func recordID(channel, payload []byte) (string, error) {
	var h header
	if err := json.Unmarshal(payload, &h); err != nil {
		return "", fmt.Errorf("%w: open match in %s: %w", ErrCorrupt, channel, err)
	}
	return h.ID, nil
}

// withTail returns the payload of an open record: the match's JSON, and
// after its fields the tail, if any.
func withTail(match, tail []byte) []byte {
	if len(tail) == 0 {
		return match
	}
	p := make([]byte, 0, len(match)+len(tailMark)+len(tail)+1)
	p = append(p, match[:len(match)-1]...)
	p = append(p, tailMark...)
	p = append(p, tail...)
	return append(p, ']', '}')
}

// joinTail returns the tail with the encoded step added at its end, in a
// new slice.
func joinTail(tail, step []byte) []byte {
	t := make([]byte, 0, len(tail)+1+len(step))
	if len(tail) > 0 {
		t = append(append(t, tail...), ',')
	}
	return append(t, step...)
}

// tailSteps splits a tail into its encoded steps, at the commas outside
// them. It checks only that each is a whole JSON object: its decoding
// finds the rest. The steps share tail's memory.
func tailSteps(matchID string, tail []byte) ([][]byte, error) {
	var steps [][]byte
	depth, start, inString, escaped := 0, 0, false, false
	for i, c := range tail {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
		case c == ',' && depth == 0:
			steps = append(steps, tail[start:i])
			start = i + 1
		}
		if depth < 0 {
			break
		}
	}
	if len(tail) > 0 {
		steps = append(steps, tail[start:])
	}
	for _, s := range steps {
		if depth != 0 || inString || len(s) < 2 || s[0] != '{' || s[len(s)-1] != '}' {
			return nil, fmt.Errorf("%w: log tail of %s does not split into steps", ErrCorrupt, matchID)
		}
	}
	return steps, nil
}

// flushTail appends the steps of a tail to the match's log bucket.
func flushTail(tx *bbolt.Tx, matchID string, tail []byte) error {
	steps, err := tailSteps(matchID, tail)
	if err != nil {
		return err
	}
	for _, s := range steps {
		if err := appendStep(tx, matchID, s); err != nil {
			return err
		}
	}
	return nil
}

// openTail returns the tail of match id's record, if the match is open
// in the channel its id names.
func openTail(tx *bbolt.Tx, id string) ([]byte, error) {
	ch, ok := tailChannel(id)
	if !ok {
		return nil, nil
	}
	open, err := bucket(tx, bucketOpen)
	if err != nil {
		return nil, err
	}
	p, tail, err := openRecord([]byte(ch), open.Get([]byte(ch)))
	if err != nil || tail == nil {
		return nil, err
	}
	if stored, err := recordID([]byte(ch), p); err != nil || stored != id {
		return nil, err
	}
	return tail, nil
}

// flushTails moves the tail of every open record that holds the bytes of
// having (nil: of every open record) into its log bucket, for a change
// that rewrites open records or log steps on its own terms.
func flushTails(tx *bbolt.Tx, having []byte) error {
	open, err := bucket(tx, bucketOpen)
	if err != nil {
		return err
	}
	type flush struct {
		channel string
		id      string
		tail    []byte
		match   []byte
	}
	var todo []flush
	err = open.ForEach(func(k, v []byte) error {
		if having != nil && !bytes.Contains(v, having) {
			return nil
		}
		p, tail, err := openRecord(k, v)
		if err != nil || tail == nil {
			return err
		}
		id, err := recordID(k, p)
		if err != nil {
			return err
		}
		match := append(bytes.Clone(p[:len(p)-len(tail)-len(tailMark)-2]), '}')
		todo = append(todo, flush{channel: string(k), id: id, tail: bytes.Clone(tail), match: match})
		return nil
	})
	if err != nil {
		return err
	}
	for _, f := range todo {
		if err := flushTail(tx, f.id, f.tail); err != nil {
			return err
		}
		if err := putRecord(tx, bucketOpen, f.channel, f.match); err != nil {
			return err
		}
	}
	return nil
}
