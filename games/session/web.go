package session

import (
	"context"
	"crypto/rand"
	"errors"
)

// WebSecretSize is the length in bytes of the secret web links are signed
// with.
const WebSecretSize = 32

// ErrNoWeb is the error of the web methods of a Manager whose store keeps
// no web secret.
var ErrNoWeb = errors.New("session: this store keeps no web secret")

// WebKeys keeps the secret the web pages' links are signed with. A Store
// may implement it; the web pages are off without it. The secret is never
// exported, backed up apart from the file, or shown.
type WebKeys interface {
	// WebSecret returns the secret, making and storing a new one of
	// WebSecretSize random bytes on first use.
	WebSecret(ctx context.Context) ([]byte, error)
	// RotateWebSecret replaces the secret with a new random one and
	// returns it: every link signed with the old one stops working.
	RotateWebSecret(ctx context.Context) ([]byte, error)
}

// NewWebSecret draws a new secret from crypto/rand.
func NewWebSecret() []byte {
	b := make([]byte, WebSecretSize)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	return b
}

// WebSecret returns the store's web secret, made on first use; ErrNoWeb
// when the store keeps none.
func (mg *Manager) WebSecret(ctx context.Context) ([]byte, error) {
	k, ok := mg.store.(WebKeys)
	if !ok {
		return nil, ErrNoWeb
	}
	return k.WebSecret(ctx)
}

// RotateWebSecret replaces the store's web secret (WebKeys); ErrNoWeb
// when the store keeps none.
func (mg *Manager) RotateWebSecret(ctx context.Context) ([]byte, error) {
	k, ok := mg.store.(WebKeys)
	if !ok {
		return nil, ErrNoWeb
	}
	return k.RotateWebSecret(ctx)
}

// WebOn reports whether a server shows its web pages: true unless a
// member who manages it switched them off (GuildSettings.WebOff), and
// false for a store that keeps no settings or no web secret.
func (mg *Manager) WebOn(ctx context.Context, guild string) (bool, error) {
	if _, ok := mg.store.(WebKeys); !ok {
		return false, nil
	}
	s, ok := mg.Settings()
	if !ok {
		return false, nil
	}
	g, err := s.GuildSettings(ctx, guild)
	if err != nil {
		return false, err
	}
	return !g.WebOff, nil
}
