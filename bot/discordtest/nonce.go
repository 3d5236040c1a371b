package discordtest

import (
	"encoding/json"
	"time"
)

// NonceWindow is how long a message's nonce, sent with enforce_nonce,
// keeps another post with the same nonce by the same author in the same
// channel from creating a second message: that post gets the first
// message back, as Discord does "within the past few minutes".
const NonceWindow = 5 * time.Minute

// nonceLocked returns the key under which a post's enforced nonce is
// remembered ("" when the post enforces none) and the message it already
// made, if any; the caller holds s.mu.
func (s *Server) nonceLocked(channel string, f messageFields) (string, *Message) {
	var enforce bool
	if json.Unmarshal(f["enforce_nonce"], &enforce) != nil || !enforce {
		return "", nil
	}
	nonce := f.str("nonce")
	if nonce == "" {
		nonce = string(f["nonce"]) // an integer nonce
	}
	if nonce == "" || nonce == "null" {
		return "", nil
	}
	key := channel + "/" + nonce
	made, ok := s.nonces[key]
	if !ok || time.Since(made.at) > NonceWindow {
		return key, nil
	}
	return key, s.messages[made.id]
}

// rememberNonceLocked records that the post of key made message id.
func (s *Server) rememberNonceLocked(key, id string) {
	if key == "" {
		return
	}
	if s.nonces == nil {
		s.nonces = map[string]nonceMade{}
	}
	s.nonces[key] = nonceMade{id: id, at: time.Now()}
}

// nonceMade is the message a post with an enforced nonce made, and when.
type nonceMade struct {
	id string
	at time.Time
}
